import { toNano } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PoolStatus } from '../src/wrappers/dex-constants';
import {
  balanceOf,
  createDexWorld,
  createPoolWithLiquidity,
  type DexWorld,
  eventsOf,
  TON,
} from './helpers/dex-world';
import { describeTxs, succeeded } from './helpers/transactions';

let world: DexWorld;

beforeAll(async () => {
  world = await createDexWorld();
});

describe('pool creation with initial liquidity', () => {
  it('creates a TON/jetton pool, discovers its wallet and mints LP in one request', async () => {
    const { pool, txs } = await createPoolWithLiquidity(
      world,
      world.alice,
      TON,
      world.A,
      30,
      toNano('100'),
      toNano('500'),
    );
    const failed = txs.filter(
      (t) => !succeeded(t) && t.description.type === 'generic' && t.description.computePhase.type === 'vm',
    );
    if (failed.length) console.log(describeTxs(txs));
    expect(
      failed.map((t) =>
        t.description.type === 'generic' && t.description.computePhase.type === 'vm'
          ? t.description.computePhase.exitCode
          : 0,
      ),
    ).toEqual([]);
    const data = await pool.getPoolData();
    expect(data.status).toBe(PoolStatus.ready);
    expect(data.reserve0).toBe(toNano('100'));
    expect(data.reserve1).toBe(toNano('500'));
    const events = eventsOf(txs).map((e) => e.type);
    expect(events).toEqual(['pool_created', 'liquidity_added']);
    const lp = await balanceOf(world, world.alice.address, { kind: 'jetton', master: pool.address });
    expect(lp).toBe(data.lpSupply - 1000n);
  });
});
