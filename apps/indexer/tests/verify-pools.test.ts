import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { describe, expect, it } from 'vitest';
import { findPool } from './helpers/actions';
import { waitCaughtUp } from './helpers/indexer';
import { indexerStack } from './helpers/indexer-stack';

// Rows written before the derivation check existed are checked once at start-up, before any sync: a
// forged pool row (inserted here directly, as a database restored from before issue 13 could hold it)
// is removed with its events, positions and candles; genuine rows stay.

const FORGED = '0:' + 'ab'.repeat(32);

describe('verify existing pools at start-up', () => {
  const t = indexerStack();

  it('removes a forged row with what it carries and keeps the genuine pool', async () => {
    const usd = t.devnet.world.usd.master.toRawString();
    const genuine = findPool(t.devnet, 'TON', 'aUSD').address.toRawString();
    await t.db.token.createMany({
      data: [
        { address: NATIVE_TON_ADDRESS, symbol: 'TON', name: 'Toncoin', decimals: 9 },
        { address: usd, symbol: 'aUSD', name: 'Atoll USD', decimals: 6 },
      ],
    });
    // the forged pool claims the genuine pool's pair and tier, with reserves deep enough to win routes
    for (const address of [FORGED, genuine])
      await t.db.pool.create({
        data: {
          address,
          asset0: NATIVE_TON_ADDRESS,
          asset1: usd,
          feeBps: 30,
          reserve0: '1000000000000000000',
        },
      });
    await t.db.poolEvent.create({
      data: {
        txHash: 'f'.repeat(64),
        eventIndex: 0,
        lt: 1,
        poolAddress: FORGED,
        seqno: 1,
        type: 'swap',
        queryId: 1,
        userAddress: FORGED,
        reserve0After: '1000000000000000000',
        reserve1After: 1,
        lpSupplyAfter: 1,
        success: true,
        gasUsed: 0,
        timestamp: new Date(),
      },
    });
    await t.db.position.create({ data: { userAddress: FORGED, poolAddress: FORGED, lpBalance: 5 } });
    await t.db.candle.create({
      data: {
        subject: FORGED,
        subjectType: 'pool',
        interval: 'm1',
        openTime: new Date(0),
        open: 1,
        high: 1,
        low: 1,
        close: 1,
      },
    });
    await t.db.indexerCursor.create({ data: { account: FORGED, lastLt: 0 } });

    await t.startIndexer();

    // gone before start-up returned, so no sync or job ever read it
    expect(await t.db.pool.findUnique({ where: { address: FORGED } })).toBeNull();
    expect(await t.db.poolEvent.count({ where: { poolAddress: FORGED } })).toBe(0);
    expect(await t.db.position.count({ where: { poolAddress: FORGED } })).toBe(0);
    expect(await t.db.candle.count({ where: { subject: FORGED } })).toBe(0);
    expect(await t.db.indexerCursor.findUnique({ where: { account: FORGED } })).toBeNull();
    expect(await t.db.pool.findUnique({ where: { address: genuine } })).not.toBeNull();
    // and the indexer goes on to index the chain as usual
    await waitCaughtUp(t.devnet, t.db, 180_000);
    expect(await t.db.pool.count()).toBe(t.devnet.world.pools.length);
  }, 240_000);
});
