import type { IndexerContext } from '../../context';

type Deps = Pick<IndexerContext, 'db' | 'readModelChanged'>;

/**
 * Per pool: TVL at current token prices, USD volume and fees of the last 24 h of swaps, APR from those
 * fees. Per position: fees earned, estimated from the growth of sqrt(reserve0·reserve1) per LP unit
 * since the position's (LP-weighted) deposits: that growth is what swap fees add to every LP unit.
 */
export function createPoolStats({ db, readModelChanged }: Deps) {
  // each statement locks its rows in key order before it writes them (README, "Lock order"): a page of a
  // pool or an LP wallet's sync may hold some of them meanwhile
  return {
    async run(): Promise<{ pools: number; positions: number }> {
      const pools = await db.$executeRaw`
        UPDATE pools p SET
          volume_24h_usd = s.volume,
          fees_24h_usd = s.fees,
          tvl_usd = s.tvl,
          apr = CASE WHEN s.tvl > 0 THEN LEAST(round(s.fees * 365 * 100 / s.tvl, 12), 1e20) ELSE 0 END
        FROM (
          SELECT p2.address,
            COALESCE(v.volume, 0) AS volume,
            round(COALESCE(v.volume, 0) * p2.fee_bps / 10000, 12) AS fees,
            round(p2.reserve0 / power(10::numeric, t0.decimals) * t0.price_usd
                + p2.reserve1 / power(10::numeric, t1.decimals) * t1.price_usd, 12) AS tvl
          FROM pools p2
          JOIN tokens t0 ON t0.address = p2.asset0
          JOIN tokens t1 ON t1.address = p2.asset1
          LEFT JOIN (
            SELECT pool_address, SUM(COALESCE(amount_in_usd, 0)) AS volume FROM pool_events
            WHERE type = 'swap' AND timestamp > now() - interval '24 hours' GROUP BY pool_address
          ) v ON v.pool_address = p2.address
          ORDER BY p2.address FOR NO KEY UPDATE OF p2
        ) s
        WHERE s.address = p.address`;
      // TVL, volume, fees and APR are what the pool search lists and sorts by
      await readModelChanged?.(['pools']);
      const positions = await db.$executeRaw`
        UPDATE positions pos SET
          fees0 = f.fees0, fees1 = f.fees1,
          fees0_usd = round(f.fees0 / power(10::numeric, t0.decimals) * t0.price_usd, 12),
          fees1_usd = round(f.fees1 / power(10::numeric, t1.decimals) * t1.price_usd, 12)
        FROM (
          SELECT pos2.user_address, pos2.pool_address,
            floor(pos2.lp_balance * p.reserve0 / p.lp_supply * GREATEST(0, 1 - b.g / (sqrt(p.reserve0 * p.reserve1) / p.lp_supply))) AS fees0,
            floor(pos2.lp_balance * p.reserve1 / p.lp_supply * GREATEST(0, 1 - b.g / (sqrt(p.reserve0 * p.reserve1) / p.lp_supply))) AS fees1
          FROM positions pos2
          JOIN pools p ON p.address = pos2.pool_address
          JOIN (
            SELECT user_address, pool_address,
              SUM(lp_amount * sqrt(reserve0_after * reserve1_after) / lp_supply_after) / SUM(lp_amount) AS g
            FROM pool_events
            WHERE type = 'liquidity_added' AND lp_amount > 0 AND lp_supply_after > 0
            GROUP BY user_address, pool_address
          ) b ON b.user_address = pos2.user_address AND b.pool_address = pos2.pool_address
          WHERE pos2.lp_balance > 0 AND p.lp_supply > 0 AND p.reserve0 > 0 AND p.reserve1 > 0
          ORDER BY pos2.user_address, pos2.pool_address FOR NO KEY UPDATE OF pos2
        ) f, pools p3
        JOIN tokens t0 ON t0.address = p3.asset0
        JOIN tokens t1 ON t1.address = p3.asset1
        WHERE pos.user_address = f.user_address AND pos.pool_address = f.pool_address AND p3.address = pos.pool_address`;
      return { pools, positions };
    },
  };
}

export type PoolStats = ReturnType<typeof createPoolStats>;
