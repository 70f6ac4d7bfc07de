import { createTestDatabase, type TestDatabase, toBigInt } from '@atoll/db';
import { toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet } from '../../devnet/tests/helpers/test-devnet';
import { startIndexer, type RunningIndexer } from '../src/indexer';
import { silentLogger } from '../src/log';
import {
  addLiquidity,
  findPool,
  lpBalance,
  removeLiquidity,
  sendGarbageToPool,
  swap,
  type TestDevnet,
} from './helpers/actions';
import { obliterate, reconcile, testConfig, waitCaughtUp } from './helpers/indexer';

// The indexer against a devnet: scripted swaps, adds and removes by several wallets while it runs,
// then the database must equal what the chain says.
describe('indexer end to end', () => {
  let devnet: TestDevnet;
  let t: TestDatabase;
  let indexer: RunningIndexer;

  beforeAll(async () => {
    [devnet, t] = await Promise.all([startTestDevnet(), createTestDatabase()]);
    indexer = await startIndexer(await testConfig(devnet, t.url), silentLogger);
  });

  afterAll(async () => {
    if (indexer) {
      await indexer.close();
      await obliterate(indexer.ctx.config);
    }
    await devnet?.close();
    await t?.drop();
  });

  it('indexes the genesis: every pool, its creation and its first liquidity', async () => {
    await waitCaughtUp(devnet, t.db);
    expect(await t.db.pool.count()).toBe(devnet.world.pools.length);
    const r = await reconcile(devnet, t.db);
    expect(r.mismatches).toEqual([]);
  });

  it('follows scripted swaps, adds and removes by several wallets', async () => {
    const [alice, bob, carol] = devnet.world.wallets as [
      (typeof devnet.world.wallets)[0],
      (typeof devnet.world.wallets)[0],
      (typeof devnet.world.wallets)[0],
    ];
    const tonUsd = findPool(devnet, 'TON', 'aUSD');
    const usdBtc = findPool(devnet, 'aUSD', 'aBTC');
    const ops: Array<{ wallet: typeof alice; queryId: bigint }> = [];
    ops.push({
      wallet: alice,
      ...(await swap(devnet, alice, { pool: tonUsd, from: 'TON', to: 'aUSD', amountIn: toNano('10') })),
    });
    ops.push({
      wallet: bob,
      ...(await swap(devnet, bob, { pool: tonUsd, from: 'aUSD', to: 'TON', amountIn: 50_000_000n })),
    });
    ops.push({
      wallet: carol,
      ...(await swap(devnet, carol, {
        pool: tonUsd,
        from: 'TON',
        to: 'aUSD',
        amountIn: toNano('5'),
        next: { to: 'aBTC', feeBps: 30 },
      })),
    });
    // slippage: refunded
    ops.push({
      wallet: bob,
      ...(await swap(devnet, bob, {
        pool: usdBtc,
        from: 'aUSD',
        to: 'aBTC',
        amountIn: 10_000_000n,
        minOut: 10n ** 12n,
      })),
    });
    ops.push({ wallet: alice, ...(await addLiquidity(devnet, alice, tonUsd, toNano('10'), 32_000_000n)) });
    ops.push({ wallet: carol, ...(await addLiquidity(devnet, carol, usdBtc, 640_000_000n, 1_000_000n)) });
    const aliceLp = await lpBalance(devnet, alice.contract.address, tonUsd.address);
    expect(aliceLp).toBeGreaterThan(0n);
    ops.push({ wallet: alice, ...(await removeLiquidity(devnet, alice, tonUsd, aliceLp / 3n)) });
    await sendGarbageToPool(devnet, bob, tonUsd);

    await waitCaughtUp(devnet, t.db);
    const r = await reconcile(devnet, t.db);
    expect(r.mismatches).toEqual([]);
    expect(r).toMatchObject({ pools: 9 });
    expect(r.events).toBeGreaterThan(2 * 9 + 7);
    expect(r.positions).toBeGreaterThanOrEqual(9 + 2);

    // every operation is Full, and only the refunded one failed
    for (const [i, op] of ops.entries()) {
      const record = await t.db.traceRecord.findUniqueOrThrow({
        where: {
          account_queryId: {
            account: op.wallet.contract.address.toRawString(),
            queryId: op.queryId.toString(),
          },
        },
      });
      expect(record).toMatchObject({ complete: true, success: i !== 3 });
    }
    const refund = await t.db.poolEvent.findFirstOrThrow({ where: { type: 'swap_refunded' } });
    expect(refund).toMatchObject({ refundReason: 'slippage', success: false });
    const twoHop = await t.db.poolEvent.findMany({ where: { queryId: ops[2]!.queryId.toString() } });
    expect(twoHop.map((e) => e.type)).toEqual(['swap', 'swap']);
    const alicePosition = await t.db.position.findUniqueOrThrow({
      where: {
        userAddress_poolAddress: {
          userAddress: alice.contract.address.toRawString(),
          poolAddress: tonUsd.address.toRawString(),
        },
      },
    });
    expect(toBigInt(alicePosition.lpBalance)).toBe(aliceLp - aliceLp / 3n);
  });

  it('prices tokens and fills the pool aggregates', async () => {
    await indexer.services.prices.run();
    await indexer.services.stats.run();
    const ton = await t.db.token.findUniqueOrThrow({ where: { address: 'ton' } });
    expect(Number(ton.priceUsd)).toBeGreaterThan(2.5);
    expect(Number(ton.priceUsd)).toBeLessThan(4);
    const pool = await t.db.pool.findUniqueOrThrow({
      where: { address: findPool(devnet, 'TON', 'aUSD').address.toRawString() },
    });
    expect(Number(pool.tvlUsd)).toBeGreaterThan(2_000_000);
    expect(Number(pool.volume24hUsd)).toBeGreaterThan(0);
    expect(await t.db.candle.count()).toBeGreaterThan(0);
    const status = await indexer.status.snapshot();
    expect(status.gaps).toEqual([]);
    expect(status.accountsBehind).toBe(0);
  });
});
