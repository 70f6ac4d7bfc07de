import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { Prisma, toBigInt } from '@atoll/db';
import { toNano } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningIndexer } from '../src/indexer';
import { bucketStart, CANDLE_INTERVALS, type CandleInterval } from '@atoll/db';
import { poolPrice } from '@atoll/db';
import {
  addLiquidity,
  findPool,
  lpBalance,
  removeLiquidity,
  sendGarbageToPool,
  swap,
  transferLp,
} from './helpers/actions';
import { reconcile, waitCaughtUp } from './helpers/indexer';
import { indexerStack } from './helpers/indexer-stack';

// The indexer against a devnet: scripted swaps, adds and removes by several wallets while it runs,
// then the database must equal what the chain says.
describe('indexer end to end', () => {
  const t = indexerStack();
  let indexer: RunningIndexer;
  /** Carol's 2-hop swap (TON → aUSD → aBTC): its query id and the second pool's transaction. */
  let carolRoute: { queryId: bigint; hop: string } | null = null;

  beforeAll(async () => {
    indexer = await t.startIndexer();
  });

  it('indexes the genesis: every pool, its creation and its first liquidity', async () => {
    await waitCaughtUp(t.devnet, t.db);
    expect(await t.db.pool.count()).toBe(t.devnet.world.pools.length);
    const r = await reconcile(t.devnet, t.db);
    expect(r.mismatches).toEqual([]);
  });

  it('follows scripted swaps, adds and removes by several wallets', async () => {
    const [alice, bob, carol] = t.devnet.world.wallets as [
      (typeof t.devnet.world.wallets)[0],
      (typeof t.devnet.world.wallets)[0],
      (typeof t.devnet.world.wallets)[0],
    ];
    const tonUsd = findPool(t.devnet, 'TON', 'aUSD');
    const usdBtc = findPool(t.devnet, 'aUSD', 'aBTC');
    const ops: Array<{ wallet: typeof alice; queryId: bigint }> = [];
    ops.push({
      wallet: alice,
      ...(await swap(t.devnet, alice, { pool: tonUsd, from: 'TON', to: 'aUSD', amountIn: toNano('10') })),
    });
    ops.push({
      wallet: bob,
      ...(await swap(t.devnet, bob, { pool: tonUsd, from: 'aUSD', to: 'TON', amountIn: 50_000_000n })),
    });
    ops.push({
      wallet: carol,
      ...(await swap(t.devnet, carol, {
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
      ...(await swap(t.devnet, bob, {
        pool: usdBtc,
        from: 'aUSD',
        to: 'aBTC',
        amountIn: 10_000_000n,
        minOut: 10n ** 12n,
      })),
    });
    ops.push({ wallet: alice, ...(await addLiquidity(t.devnet, alice, tonUsd, toNano('10'), 32_000_000n)) });
    ops.push({ wallet: carol, ...(await addLiquidity(t.devnet, carol, usdBtc, 640_000_000n, 1_000_000n)) });
    const aliceLp = await lpBalance(t.devnet, alice.contract.address, tonUsd.address);
    expect(aliceLp).toBeGreaterThan(0n);
    ops.push({ wallet: alice, ...(await removeLiquidity(t.devnet, alice, tonUsd, aliceLp / 3n)) });
    await sendGarbageToPool(t.devnet, bob, tonUsd);

    await waitCaughtUp(t.devnet, t.db);
    const r = await reconcile(t.devnet, t.db);
    expect(r.mismatches).toEqual([]);
    const pools = t.devnet.world.pools.length;
    expect(r).toMatchObject({ pools });
    expect(r.events).toBeGreaterThan(2 * pools + 7);
    expect(r.positions).toBeGreaterThanOrEqual(pools + 2);

    // every operation is Full, and only the refunded one failed
    for (const [i, op] of ops.entries()) {
      const record = await t.db.traceRecord.findFirstOrThrow({
        where: {
          account: op.wallet.contract.address.toRawString(),
          queryId: op.queryId.toString(),
          verified: true,
        },
      });
      expect(record).toMatchObject({ complete: true, success: i !== 3 });
    }
    const refund = await t.db.poolEvent.findFirstOrThrow({ where: { type: 'swap_refunded' } });
    expect(refund).toMatchObject({ refundReason: 'slippage', success: false });
    const twoHop = await t.db.poolEvent.findMany({
      where: { queryId: ops[2]!.queryId.toString() },
      orderBy: { lt: 'asc' },
    });
    expect(twoHop.map((e) => e.type)).toEqual(['swap', 'swap']);
    // one operation (issue 19): the first pool's swap is its root, the second pool's a hop the first sent on
    expect(twoHop.map((e) => [e.poolAddress, e.prevPool])).toEqual([
      [tonUsd.address.toRawString(), null],
      [usdBtc.address.toRawString(), tonUsd.address.toRawString()],
    ]);
    expect(twoHop[1]!.amountIn!.toFixed()).toBe(twoHop[0]!.amountOut!.toFixed());
    expect(twoHop.every((e) => e.userAddress === carol.contract.address.toRawString())).toBe(true);
    carolRoute = { queryId: ops[2]!.queryId, hop: twoHop[1]!.txHash };
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

  it('a swap a stranger sends naming the user and her query id is no hop of her operation', async () => {
    const [, bob, carol] = t.devnet.world.wallets as [
      (typeof t.devnet.world.wallets)[0],
      (typeof t.devnet.world.wallets)[0],
      (typeof t.devnet.world.wallets)[0],
    ];
    expect(carolRoute).not.toBeNull();
    const usdBtc = findPool(t.devnet, 'aUSD', 'aBTC');
    // bob's own aUSD into the pool her route's second step went through, her address as the user
    const { txs } = await swap(t.devnet, bob, {
      pool: usdBtc,
      from: 'aUSD',
      to: 'aBTC',
      amountIn: 1_000_000n,
      queryId: carolRoute!.queryId,
      user: carol.contract.address,
    });
    expect(txs.length).toBeGreaterThan(0);
    await waitCaughtUp(t.devnet, t.db);
    const named = await t.db.poolEvent.findMany({
      where: {
        queryId: carolRoute!.queryId.toString(),
        userAddress: carol.contract.address.toRawString(),
        poolAddress: usdBtc.address.toRawString(),
      },
      orderBy: { lt: 'asc' },
    });
    expect(named).toHaveLength(2);
    const [hop, stranger] = named as [(typeof named)[0], (typeof named)[0]];
    expect(hop).toMatchObject({
      txHash: carolRoute!.hop,
      prevPool: findPool(t.devnet, 'TON', 'aUSD').address.toRawString(),
    });
    // sent by bob's wallet's jetton transfer, not by a derived pool: a root, in no trace carol started
    expect(stranger).toMatchObject({ type: 'swap', prevPool: null });
    const carolRecords = await t.db.traceRecord.findMany({
      where: {
        account: carol.contract.address.toRawString(),
        queryId: carolRoute!.queryId.toString(),
        verified: true,
      },
    });
    expect(carolRecords.some((r) => r.txHashes.includes(stranger.txHash))).toBe(false);
  });

  it('follows LP tokens moved between users by plain transfers', async () => {
    const [alice, , carol, dave, erin] = t.devnet.world.wallets as Array<(typeof t.devnet.world.wallets)[0]>;
    const tonUsd = findPool(t.devnet, 'TON', 'aUSD');
    const usdBtc = findPool(t.devnet, 'aUSD', 'aBTC');
    const aliceLp = await lpBalance(t.devnet, alice!.contract.address, tonUsd.address);
    const carolLp = await lpBalance(t.devnet, carol!.contract.address, usdBtc.address);
    // to a holder who never added liquidity, then on from that holder to another: found through the
    // transfers alone
    await transferLp(t.devnet, alice!, tonUsd, dave!.contract.address, aliceLp / 4n);
    await transferLp(t.devnet, dave!, tonUsd, erin!.contract.address, aliceLp / 8n);
    await transferLp(t.devnet, carol!, usdBtc, alice!.contract.address, carolLp);
    await waitCaughtUp(t.devnet, t.db);
    const r = await reconcile(t.devnet, t.db);
    expect(r.mismatches).toEqual([]);
    const lp = async (wallet: (typeof t.devnet.world.wallets)[0], pool: typeof tonUsd) =>
      toBigInt(
        (
          await t.db.position.findUniqueOrThrow({
            where: {
              userAddress_poolAddress: {
                userAddress: wallet.contract.address.toRawString(),
                poolAddress: pool.address.toRawString(),
              },
            },
          })
        ).lpBalance,
      );
    expect(await lp(alice!, tonUsd)).toBe(aliceLp - aliceLp / 4n);
    expect(await lp(dave!, tonUsd)).toBe(aliceLp / 4n - aliceLp / 8n);
    expect(await lp(erin!, tonUsd)).toBe(aliceLp / 8n);
    expect(await lp(carol!, usdBtc)).toBe(0n);
    expect(await lp(alice!, usdBtc)).toBe(carolLp);
  });

  it('prices tokens and fills the pool aggregates', async () => {
    await indexer.services.prices.run();
    await indexer.services.stats.run();
    const ton = await t.db.token.findUniqueOrThrow({ where: { address: NATIVE_TON_ADDRESS } });
    expect(Number(ton.priceUsd)).toBeGreaterThan(2.5);
    expect(Number(ton.priceUsd)).toBeLessThan(4);
    const pool = await t.db.pool.findUniqueOrThrow({
      where: { address: findPool(t.devnet, 'TON', 'aUSD').address.toRawString() },
    });
    expect(Number(pool.tvlUsd)).toBeGreaterThan(2_000_000);
    expect(Number(pool.volume24hUsd)).toBeGreaterThan(0);
    expect(await t.db.candle.count()).toBeGreaterThan(0);
    const status = await indexer.status.snapshot();
    expect(status.gaps).toEqual([]);
    expect(status.accountsBehind).toBe(0);
  });

  it('builds pool candles from the trades, and flat ones for a quiet bucket', async () => {
    const tonUsd = findPool(t.devnet, 'TON', 'aUSD').address.toRawString();
    await indexer.services.prices.run();
    const pool = await t.db.pool.findUniqueOrThrow({
      where: { address: tonUsd },
      include: { token0: true, token1: true },
    });
    const events = await t.db.poolEvent.findMany({
      where: { poolAddress: tonUsd, type: { in: ['swap', 'liquidity_added', 'liquidity_removed'] } },
      orderBy: { seqno: 'asc' },
    });
    expect(events.length).toBeGreaterThan(4);
    for (const interval of Object.keys(CANDLE_INTERVALS) as CandleInterval[]) {
      // the expected candles, bucket by bucket, from the events themselves: a bucket opens at the price
      // the pool had before its first event
      const n = (x: string) => new Prisma.Decimal(x);
      const expected = new Map<
        number,
        { open: string; high: string; low: string; close: string; volume: Prisma.Decimal }
      >();
      let previous: string | null = null;
      for (const e of events) {
        const price = poolPrice(
          toBigInt(e.reserve0After),
          toBigInt(e.reserve1After),
          pool.token0.decimals,
          pool.token1.decimals,
        );
        const at = bucketStart(e.timestamp.getTime(), interval).getTime();
        const volume = e.type === 'swap' && e.amountInUsd ? e.amountInUsd : n('0');
        const c = expected.get(at) ?? {
          open: previous ?? price,
          high: previous ?? price,
          low: previous ?? price,
          close: price,
          volume: n('0'),
        };
        expected.set(at, {
          open: c.open,
          high: n(price).gt(c.high) ? price : c.high,
          low: n(price).lt(c.low) ? price : c.low,
          close: price,
          volume: c.volume.add(volume),
        });
        previous = price;
      }
      const candles = await t.db.candle.findMany({ where: { subject: tonUsd, interval } });
      for (const [at, c] of expected) {
        const row = candles.find((x) => x.openTime.getTime() === at);
        expect(row, `${interval} candle at ${new Date(at).toISOString()}`).toBeDefined();
        expect([row!.open, row!.high, row!.low, row!.close, row!.volumeUsd].map((d) => d.toFixed())).toEqual(
          [c.open, c.high, c.low, c.close, c.volume].map((d) => n(d.toString()).toFixed()),
        );
      }
    }
    // an hour later with no trade: a flat candle at the pool's price, no volume
    const later = Date.now() + 3_600_000;
    await indexer.services.prices.run(later);
    const quiet = await t.db.candle.findUniqueOrThrow({
      where: {
        subject_interval_openTime: { subject: tonUsd, interval: 'h1', openTime: bucketStart(later, 'h1') },
      },
    });
    expect([quiet.open, quiet.high, quiet.low, quiet.close].map((d) => d.toFixed())).toEqual(
      Array(4).fill(pool.price.toFixed()),
    );
    expect(quiet.volumeUsd.toFixed()).toBe('0');
  });
});
