import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toBigInt, toDecimal } from '../src/decimal';
import { createTestDatabase, type TestDatabase } from '../src/testing';

const TON = 'ton';
const JETTON = `0:${'ab'.repeat(32)}`;
const POOL = `0:${'cd'.repeat(32)}`;
const USER = `0:${'ef'.repeat(32)}`;
const TX = 'a1'.repeat(32);

describe('the client on a migrated database', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.token.createMany({
      data: [
        { address: TON, symbol: 'TON', name: 'Toncoin', decimals: 9 },
        { address: JETTON, symbol: 'aUSD', name: 'Atoll USD', decimals: 6 },
      ],
    });
    await t.db.pool.create({ data: { address: POOL, asset0: TON, asset1: JETTON, feeBps: 30 } });
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('keeps a DECIMAL(78,0) amount of 2^120 exact both ways', async () => {
    const amount = 2n ** 120n;
    await t.db.pool.update({ where: { address: POOL }, data: { reserve0: toDecimal(amount) } });

    const pool = await t.db.pool.findUniqueOrThrow({ where: { address: POOL } });
    expect(toBigInt(pool.reserve0)).toBe(amount);
    const [raw] = await t.db.$queryRaw<{ text: string }[]>`SELECT reserve0::text AS text FROM pools`;
    expect(raw?.text).toBe('1329227995784915872903807060280344576');
  });

  it('stores a uint64 query id above 2^63', async () => {
    const queryId = 2n ** 64n - 1n;
    await t.db.traceRecord.create({
      data: { account: USER, queryId: toDecimal(queryId), rootTxHash: TX },
    });
    const record = await t.db.traceRecord.findUniqueOrThrow({
      where: { account_queryId_rootTxHash: { account: USER, queryId: toDecimal(queryId), rootTxHash: TX } },
    });
    expect(toBigInt(record.queryId)).toBe(queryId);
  });

  it('keeps one row when the same (tx_hash, event_index) is upserted twice', async () => {
    const event = {
      txHash: TX,
      eventIndex: 0,
      lt: toDecimal(48_000_000_000_001n),
      poolAddress: POOL,
      seqno: 7n,
      type: 'swap' as const,
      queryId: toDecimal(123n),
      userAddress: USER,
      receiver: USER,
      zeroForOne: true,
      amountIn: toDecimal(1_000_000_000n),
      amountOut: toDecimal(3_190_000n),
      amountInUsd: '3.2',
      amountOutUsd: '3.19',
      reserve0After: toDecimal(10n ** 15n),
      reserve1After: toDecimal(10n ** 12n),
      lpSupplyAfter: toDecimal(10n ** 13n),
      success: true,
      gasUsed: 12_345n,
      timestamp: new Date('2026-01-01T00:00:00Z'),
    };
    for (let i = 0; i < 2; i++) {
      await t.db.poolEvent.upsert({
        where: { txHash_eventIndex: { txHash: TX, eventIndex: 0 } },
        create: event,
        update: event,
      });
    }
    const rows = await t.db.poolEvent.findMany({ where: { txHash: TX } });
    expect(rows).toHaveLength(1);
    expect(toBigInt(rows[0]!.amountIn!)).toBe(1_000_000_000n);
    expect(rows[0]!.amountInUsd?.toString()).toBe('3.2');
  });
});
