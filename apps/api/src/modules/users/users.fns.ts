import type { Position } from '@atoll/shared';
import { sumDecimals, trimDecimal } from '@atoll/chain';
import { USD_SCALE, usdValue } from '@atoll/db';
import { type PoolRecord, toPool } from '../pools/pools.fns';

/** A Position row, Prisma-free. */
export interface PositionRecord {
  lpBalance: bigint;
  fees0: bigint;
  fees1: bigint;
  /** USD value of the fees when they were earned. */
  fees0Usd: string;
  fees1Usd: string;
}

/** The wallet's share of a reserve: lp / supply of it, floored (what a full withdrawal would pay now). */
export function shareOf(reserve: bigint, lp: bigint, lpSupply: bigint): bigint {
  return lpSupply === 0n ? 0n : (reserve * lp) / lpSupply;
}

/**
 * docs/product-spec.md §3 "Position": liquidity is the LP share of the pool's reserves now, valued at today's
 * prices.
 */
export function toPosition(position: PositionRecord, pool: PoolRecord): Position {
  const x = shareOf(pool.reserve0, position.lpBalance, pool.lpSupply);
  const y = shareOf(pool.reserve1, position.lpBalance, pool.lpSupply);
  const xUsd = usdValue(x, pool.token0.decimals, pool.token0.priceUsd);
  const yUsd = usdValue(y, pool.token1.decimals, pool.token1.priceUsd);
  const xFeesUsd = trimDecimal(position.fees0Usd);
  const yFeesUsd = trimDecimal(position.fees1Usd);
  return {
    lp_tokens_sum: position.lpBalance.toString(),
    token_x_fees: position.fees0.toString(),
    token_x_fees_usd: xFeesUsd,
    token_x_liquidity: x.toString(),
    token_x_liquidity_usd: xUsd,
    token_y_fees: position.fees1.toString(),
    token_y_fees_usd: yFeesUsd,
    token_y_liquidity: y.toString(),
    token_y_liquidity_usd: yUsd,
    total_fees_usd: sumDecimals([xFeesUsd, yFeesUsd], USD_SCALE),
    total_liquidity_usd: sumDecimals([xUsd, yUsd], USD_SCALE),
    pool: toPool(pool),
  };
}
