import { bucketStart, CANDLE_INTERVALS, type CandleInterval, Prisma, toBigInt } from '@atoll/db';
import type { IndexerContext } from '../../context';
import { formatFixed, numberToDecimal, parseFixed } from '@atoll/chain';
import { PRICE_SCALE } from '@atoll/db';

/** A rate from TonAPI (a float) as a stored price: its 15 significant digits, cut at the column's scale. */
const storedPrice = (value: number): string =>
  formatFixed(parseFixed(numberToDecimal(value), PRICE_SCALE), PRICE_SCALE);
import { fillQuietPoolCandles, recomputePoolCandleVolumes } from './candles.dal';
import { computePrices, tonUsdFromPools } from './prices.fns';

type Deps = Pick<IndexerContext, 'db' | 'tonapi' | 'config' | 'log' | 'readModelChanged'>;

/**
 * One price run: TON/USD, every token's TON and USD price, token candles (each run extends the current
 * bucket: open stays, high/low widen, close moves; USD volume is summed from the bucket's swaps), a flat
 * candle for pools without a trade in the current bucket, and USD values of events that were stored
 * before any price was known.
 */
export function createPrices({ db, tonapi, config, log, readModelChanged }: Deps) {
  async function tonUsd(
    pools: Parameters<typeof tonUsdFromPools>[0],
    decimals: (t: string) => number,
  ): Promise<number> {
    if (config.tonUsdSource === 'tonapi') return (await tonapi.tonUsdRate()) ?? 0;
    if (!config.usdStablecoin) return 0;
    return tonUsdFromPools(pools, config.usdStablecoin, decimals) ?? 0;
  }

  /** Token candles: each run extends the current bucket (open stays, high/low widen, close moves). */
  async function tokenCandles(points: Array<{ subject: string; price: string }>, now: number) {
    if (points.length === 0) return;
    for (const interval of Object.keys(CANDLE_INTERVALS) as CandleInterval[]) {
      const open = bucketStart(now, interval);
      const values = Prisma.join(points.map((p) => Prisma.sql`(${p.subject}, ${p.price}::numeric)`));
      // USD volume of the bucket's swaps on either side of the token
      const volume = Prisma.sql`(SELECT COALESCE(SUM(CASE WHEN (e.zero_for_one AND p.asset0 = v.subject) OR (NOT e.zero_for_one AND p.asset1 = v.subject)
                 THEN e.amount_in_usd ELSE e.amount_out_usd END), 0)
               FROM pool_events e JOIN pools p ON p.address = e.pool_address
               WHERE (p.asset0 = v.subject OR p.asset1 = v.subject) AND e.type = 'swap' AND e.timestamp >= ${open})`;
      await db.$executeRaw`
        INSERT INTO candles (subject, subject_type, interval, open_time, open, high, low, close, volume_usd)
        SELECT v.subject, 'token'::candle_subject_type, ${interval}::candle_interval, ${open}, v.price, v.price, v.price, v.price, ${volume}
        FROM (VALUES ${values}) AS v(subject, price)
        ON CONFLICT (subject, interval, open_time) DO UPDATE SET
          high = GREATEST(candles.high, EXCLUDED.high), low = LEAST(candles.low, EXCLUDED.low),
          close = EXCLUDED.close, volume_usd = EXCLUDED.volume_usd`;
    }
  }

  /** USD values of events stored while their tokens had no price yet (a backlog read at start). */
  async function backfillUsd(): Promise<number> {
    return db.$executeRaw`
      UPDATE pool_events e SET
        amount_in_usd = CASE WHEN e.amount_in IS NULL THEN NULL ELSE round(e.amount_in * CASE WHEN e.zero_for_one THEN s.u0 ELSE s.u1 END, 12) END,
        amount_out_usd = CASE WHEN e.amount_out IS NULL THEN NULL ELSE round(e.amount_out * CASE WHEN e.zero_for_one THEN s.u1 ELSE s.u0 END, 12) END,
        amount0_usd = CASE WHEN e.amount0 IS NULL THEN NULL ELSE round(e.amount0 * s.u0, 12) END,
        amount1_usd = CASE WHEN e.amount1 IS NULL THEN NULL ELSE round(e.amount1 * s.u1, 12) END
      FROM (SELECT p.address, t0.price_usd / power(10::numeric, t0.decimals) AS u0, t1.price_usd / power(10::numeric, t1.decimals) AS u1
            FROM pools p JOIN tokens t0 ON t0.address = p.asset0 JOIN tokens t1 ON t1.address = p.asset1
            WHERE t0.price_usd > 0 AND t1.price_usd > 0) s
      WHERE e.pool_address = s.address
        AND ((e.amount_in IS NOT NULL AND e.amount_in_usd IS NULL) OR (e.amount0 IS NOT NULL AND e.amount0_usd IS NULL))`;
  }

  return {
    async run(now: number = Date.now()): Promise<{ tokens: number; tonUsd: number }> {
      const [pools, tokens] = await Promise.all([db.pool.findMany(), db.token.findMany()]);
      const decimalsOf = new Map(tokens.map((t) => [t.address, t.decimals]));
      const decimals = (t: string) => decimalsOf.get(t) ?? 9;
      const pricing = pools.map((p) => ({
        asset0: p.asset0,
        asset1: p.asset1,
        reserve0: toBigInt(p.reserve0),
        reserve1: toBigInt(p.reserve1),
      }));
      const usd = await tonUsd(pricing, decimals);
      const prices = computePrices(pricing, decimals, usd);
      const firstPriced = tokens.some(
        (t) => t.priceUsd.isZero() && (prices.get(t.address)?.priceUsd ?? 0) > 0,
      );
      const at = new Date(now);
      const points: Array<{ subject: string; price: string }> = [];
      await db.$transaction(
        // in address order (lock order: two runs, or a metadata write, never cross)
        [...prices]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([address, p]) => {
            const priceUsd = storedPrice(p.priceUsd);
            if (priceUsd !== '0') points.push({ subject: address, price: priceUsd });
            return db.token.updateMany({
              where: { address },
              data: { priceTon: storedPrice(p.priceTon), priceUsd, priceUpdatedAt: at },
            });
          }),
      );
      // token prices feed /prices and every pool's token: the API's snapshots must rebuild
      await readModelChanged?.(['tokens']);
      await tokenCandles(points, now);
      // pool candles come from the trades (account-sync); a pool with none in the bucket gets a flat one
      await fillQuietPoolCandles(db, now);
      if (firstPriced) {
        log.info('usd values backfilled', { events: await backfillUsd() });
        // those events' swaps were in their candles' volume without a USD value
        await recomputePoolCandleVolumes(db);
      }
      return { tokens: prices.size, tonUsd: usd };
    },
    backfillUsd,
  };
}

export type Prices = ReturnType<typeof createPrices>;
