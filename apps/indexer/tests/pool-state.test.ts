import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { createTestDatabase, type TestDatabase, toBigInt } from '@atoll/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePoolRows } from '../src/jobs/account-sync/pool-events.dal';
import type { PoolEventRow, PoolEventType } from '../src/jobs/account-sync/pool-events.fns';

// A pool row's state from its logs, on a real Postgres: status from the newest pool_created / pool_ready
// / pool_failed, reserves from the newest log that carries them (reserves_changed too), and a page read
// again (a replay) never takes the row back.

const POOL = '0:' + '11'.repeat(32);
const USD = '0:' + '22'.repeat(32);
const pool = { address: POOL, decimals0: 9, decimals1: 6 };

let n = 0;
function row(type: PoolEventType, seqno: number, reserve0 = 0n): PoolEventRow {
  return {
    txHash: (++n).toString(16).padStart(64, '0'),
    eventIndex: 0,
    lt: BigInt(seqno) * 1_000_000n,
    poolAddress: POOL,
    seqno,
    type,
    queryId: BigInt(seqno),
    userAddress: type.startsWith('pool_') ? '' : USD,
    receiver: null,
    zeroForOne: null,
    amountIn: null,
    amountOut: null,
    amount0: null,
    amount1: null,
    lpAmount: null,
    amountInUsd: null,
    amountOutUsd: null,
    amount0Usd: null,
    amount1Usd: null,
    reserve0After: reserve0,
    reserve1After: reserve0 * 2n,
    lpSupplyAfter: reserve0,
    refundReason: null,
    success: true,
    gasUsed: 0n,
    timestamp: new Date(seqno * 1000),
    sender: null,
    prevPool: null,
  };
}

describe('pool state from logs', () => {
  let t: TestDatabase;
  const store = (rows: PoolEventRow[]) => t.db.$transaction((tx) => storePoolRows(tx, pool, rows, null));
  const state = async () => {
    const p = await t.db.pool.findUniqueOrThrow({ where: { address: POOL } });
    return { status: p.status, reserve0: toBigInt(p.reserve0), lastSeqno: Number(p.lastSeqno) };
  };

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.token.createMany({
      data: [
        { address: NATIVE_TON_ADDRESS, symbol: 'TON', name: 'Toncoin', decimals: 9 },
        { address: USD, symbol: 'aUSD', name: 'Atoll USD', decimals: 6 },
      ],
    });
    await t.db.pool.create({ data: { address: POOL, asset0: NATIVE_TON_ADDRESS, asset1: USD, feeBps: 30 } });
  });
  afterAll(async () => t?.drop());

  it('follows the lifecycle and never goes back on a replay', async () => {
    const created = row('pool_created', 1);
    await store([created]);
    expect(await state()).toEqual({ status: 'discovering', reserve0: 0n, lastSeqno: 1 });

    // one page: ready, then the first deposit
    await store([row('pool_ready', 2), row('liquidity_added', 3, 1000n)]);
    expect(await state()).toEqual({ status: 'ready', reserve0: 1000n, lastSeqno: 3 });

    // the creation read again changes nothing
    await store([created]);
    expect(await state()).toEqual({ status: 'ready', reserve0: 1000n, lastSeqno: 3 });

    // a bounce's reserves_changed moves the reserves like a swap
    await store([row('reserves_changed', 4, 900n)]);
    expect(await state()).toEqual({ status: 'ready', reserve0: 900n, lastSeqno: 4 });

    // a deposit before a failure in one page: both apply, in seqno order
    await store([row('liquidity_added', 5, 1200n), row('pool_failed', 6)]);
    expect(await state()).toEqual({ status: 'failed', reserve0: 1200n, lastSeqno: 6 });
    expect(await t.db.poolEvent.count({ where: { poolAddress: POOL } })).toBe(6);
  });
});
