import { FEE_TIERS_BPS } from '@atoll/contracts/quote';
import { sameAddress } from '@atoll/chain/address';
import type { PoolState } from '../swap/routing';
import { PRICE_WARNING_BPS, priceDeviationBps } from './pool-price';

// Choosing a new pool: which fee tiers of the pair are still free, and how the starting price compares
// with the pair's existing pools. Pure.

export interface FeeTierOption {
  feeBps: number;
  /** The pool that already has this tier: taken. */
  pool: PoolState | null;
}

const isPair = (pool: PoolState, a: string, b: string) =>
  (sameAddress(pool.tokenX, a) && sameAddress(pool.tokenY, b)) ||
  (sameAddress(pool.tokenX, b) && sameAddress(pool.tokenY, a));

export function pairPools(pools: readonly PoolState[], a: string, b: string): PoolState[] {
  return pools.filter((pool) => isPair(pool, a, b));
}

/** Every fee tier the factory accepts (contracts/dex/fees.tolk), with the pool that holds it if any. */
export function feeTierOptions(pairs: readonly PoolState[]): FeeTierOption[] {
  return FEE_TIERS_BPS.map((feeBps) => ({
    feeBps,
    pool: pairs.find((pool) => pool.feeBps === feeBps) ?? null,
  }));
}

/** The first free tier, preferring the common 30 bps. */
export function defaultFeeTier(options: readonly FeeTierOption[]): number | null {
  const free = options.filter((option) => option.pool === null);
  return (free.find((option) => option.feeBps === 30) ?? free[0])?.feeBps ?? null;
}

export interface PriceWarning {
  pool: PoolState;
  deviationBps: bigint;
}

/**
 * The pair's pool whose price is furthest from the one (amountA of a, amountB of b) sets, when that is
 * more than a few percent away; null when every pool agrees or there is none.
 */
export function startingPriceWarning(
  pairs: readonly PoolState[],
  a: string,
  amountA: bigint,
  amountB: bigint,
): PriceWarning | null {
  let worst: PriceWarning | null = null;
  for (const pool of pairs) {
    const straight = sameAddress(pool.tokenX, a);
    const deviation = straight
      ? priceDeviationBps(amountA, amountB, pool.reserveX, pool.reserveY)
      : priceDeviationBps(amountB, amountA, pool.reserveX, pool.reserveY);
    if (deviation !== null && deviation > PRICE_WARNING_BPS && (!worst || deviation > worst.deviationBps))
      worst = { pool, deviationBps: deviation };
  }
  return worst;
}
