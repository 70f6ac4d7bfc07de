import { bucketStart, CANDLE_INTERVALS, type CandleInterval, type Db, Prisma, toBigInt } from '@atoll/db';
import { poolPrice } from '@atoll/db';
import type { PoolEventRow } from '../account-sync/pool-events.fns';
import { candleUpdates, type PricedEvent } from './candles.fns';

type Tx = Prisma.TransactionClient;

const INTERVALS = Object.keys(CANDLE_INTERVALS) as CandleInterval[];
const intervalValues = Prisma.join(
  INTERVALS.map((i) => Prisma.sql`(${i}::candle_interval, ${CANDLE_INTERVALS[i] / 1000}::numeric)`),
);
const movesPrice = (type: PoolEventRow['type']) =>
  type === 'swap' || type === 'liquidity_added' || type === 'liquidity_removed';

/**
 * Merges events just stored for the first time (never a replayed one: that would count its volume
 * twice) into the pool's candles (candles.fns.ts), in the caller's transaction.
 */
export async function mergePoolCandles(
  tx: Tx,
  pool: { address: string; decimals0: number; decimals1: number },
  fresh: PoolEventRow[],
): Promise<void> {
  const priced = fresh.filter((r) => movesPrice(r.type) && r.reserve0After > 0n);
  if (priced.length === 0) return;
  const price = (r0: bigint, r1: bigint) => poolPrice(r0, r1, pool.decimals0, pool.decimals1);
  const first = priced.reduce((a, b) => (b.seqno < a.seqno ? b : a));
  // the pool's price before them: the event before the first (index: pool, timestamp)
  const [prev] = await tx.$queryRaw<Array<{ r0: Prisma.Decimal; r1: Prisma.Decimal }>>`
    SELECT reserve0_after AS r0, reserve1_after AS r1 FROM pool_events
    WHERE pool_address = ${pool.address} AND timestamp <= ${first.timestamp} AND seqno < ${first.seqno}
      AND type IN ('swap', 'liquidity_added', 'liquidity_removed') AND reserve0_after > 0
    ORDER BY timestamp DESC, seqno DESC LIMIT 1`;
  const events: PricedEvent[] = priced.map((r) => ({
    seqno: r.seqno,
    timestamp: r.timestamp,
    price: price(r.reserve0After, r.reserve1After),
    volumeUsd: r.type === 'swap' ? r.amountInUsd : null,
  }));
  const updates = candleUpdates(events, prev ? price(toBigInt(prev.r0), toBigInt(prev.r1)) : null);
  const col = <T>(f: (u: (typeof updates)[number]) => T) => updates.map(f);
  await tx.$executeRaw`
    INSERT INTO candles (subject, subject_type, interval, open_time, open, high, low, close, volume_usd)
    SELECT ${pool.address}, 'pool', u.i::candle_interval, u.t, u.o, u.h, u.l, u.c, u.v
    FROM unnest(${col((u) => u.interval)}::text[], ${col((u) => u.openTime.toISOString())}::timestamptz[],
      ${col((u) => u.open)}::numeric[], ${col((u) => u.high)}::numeric[], ${col((u) => u.low)}::numeric[],
      ${col((u) => u.close)}::numeric[], ${col((u) => u.volumeUsd)}::numeric[]) AS u(i, t, o, h, l, c, v)
    ORDER BY u.i::candle_interval, u.t
    ON CONFLICT (subject, interval, open_time) DO UPDATE SET
      high = GREATEST(candles.high, EXCLUDED.high), low = LEAST(candles.low, EXCLUDED.low),
      close = EXCLUDED.close, volume_usd = candles.volume_usd + EXCLUDED.volume_usd`;
}

/**
 * A flat candle at its price for every priced pool whose current bucket has none yet (no trade in it):
 * a quiet pool's chart goes on. The price is read in the same statement, so it is the price the bucket
 * opened at even when a page of trades is being stored meanwhile (that page's merge then keeps it as
 * the open).
 */
export async function fillQuietPoolCandles(db: Db, now: number): Promise<void> {
  for (const interval of INTERVALS) {
    await db.$executeRaw`
      INSERT INTO candles (subject, subject_type, interval, open_time, open, high, low, close, volume_usd)
      SELECT p.address, 'pool', ${interval}::candle_interval, ${bucketStart(now, interval)}, p.price, p.price, p.price, p.price, 0
      FROM pools p WHERE p.price > 0 ORDER BY p.address
      ON CONFLICT (subject, interval, open_time) DO NOTHING`;
  }
}

/** Pool candle volumes again from their swaps, once events stored before any price got their USD values. */
export async function recomputePoolCandleVolumes(db: Db): Promise<number> {
  // the rows are locked in key order before they are written (lock order: a page's merge may hold some)
  return db.$executeRaw`
    WITH v AS (
      SELECT e.pool_address, i.name, to_timestamp(floor(extract(epoch FROM e.timestamp) / i.secs) * i.secs) AS bucket,
        sum(e.amount_in_usd) AS volume
      FROM pool_events e CROSS JOIN (VALUES ${intervalValues}) AS i(name, secs)
      WHERE e.type = 'swap' AND e.amount_in_usd IS NOT NULL
      GROUP BY 1, 2, 3
    ), locked AS (
      SELECT c.subject, c.interval, c.open_time, v.volume FROM candles c
      JOIN v ON c.subject = v.pool_address AND c.interval = v.name AND c.open_time = v.bucket
      WHERE c.subject_type = 'pool'
      ORDER BY c.subject, c.interval, c.open_time FOR UPDATE OF c
    )
    UPDATE candles c SET volume_usd = l.volume FROM locked l
    WHERE c.subject = l.subject AND c.interval = l.interval AND c.open_time = l.open_time`;
}
