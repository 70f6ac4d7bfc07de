import type { Route } from './routing';

// Price impact, slippage limits and their warning levels. Basis points as numbers (small), token
// amounts as bigint. Pure.

export const BPS = 10_000n;
/** Above this the form warns (5%). */
export const PRICE_IMPACT_WARNING_BPS = 500;
/** Above this the swap is refused (15%). */
export const PRICE_IMPACT_BLOCKING_BPS = 1500;

/**
 * How far the route's rate is below the pools' spot rate, the LP fee left out (the fee is a known
 * cost, not impact): 1 − out / (in × Π reserveOut/reserveIn × Π (1 − fee)), in bps, rounded up.
 */
export function priceImpactBps(route: Route): number {
  let spotNumerator = route.amountIn;
  let spotDenominator = 1n;
  for (const hop of route.hops) {
    spotNumerator *= hop.reserveOut * (BPS - BigInt(hop.pool.feeBps));
    spotDenominator *= hop.reserveIn * BPS;
  }
  if (spotNumerator === 0n) return 0;
  // impact = 1 - out * den / num  →  bps = ceil((num - out*den) * BPS / num)
  const shortfall = spotNumerator - route.amountOut * spotDenominator;
  if (shortfall <= 0n) return 0;
  return Number((shortfall * BPS + spotNumerator - 1n) / spotNumerator);
}

export type ImpactLevel = 'ok' | 'warning' | 'blocked';

export function priceImpactLevel(bps: number): ImpactLevel {
  if (bps > PRICE_IMPACT_BLOCKING_BPS) return 'blocked';
  if (bps > PRICE_IMPACT_WARNING_BPS) return 'warning';
  return 'ok';
}

/** A route the form would send: its price impact is not above the blocking limit. */
export const withinImpactLimit = (route: Route) => priceImpactLevel(priceImpactBps(route)) !== 'blocked';

/** The least accepted out of `amount` at `slippageBps` (what the pool checks), rounded down. */
export const minimumReceived = (amount: bigint, slippageBps: number) =>
  (amount * (BPS - BigInt(slippageBps))) / BPS;

/** The most paid for an exact-out quote of `amount` at `slippageBps`, rounded up. */
export const maximumSold = (amount: bigint, slippageBps: number) =>
  (amount * (BPS + BigInt(slippageBps)) + BPS - 1n) / BPS;

/** What the swap message carries, given the route and the tolerance. */
export interface SwapLimits {
  /** Sent to the first pool: exact-in the amount sold; single-pool exact-out the maximum. */
  amountIn: bigint;
  /** exact-in: the least the first pool may pay out (the only pool, or the first hop). */
  firstMinOut: bigint;
  /** The least the user receives at the end (the last hop's limit on 2-hop routes). */
  minOut: bigint;
  /** Set for exact-out through one pool: the contract pays exactly this and returns the unused input. */
  exactAmountOut?: bigint;
}

/**
 * The contract does exact-out through one pool only. A 2-hop exact-out quote is sent as exact-in of
 * the quoted input, with the wanted amount less the tolerance as the final limit.
 */
export function swapLimits(route: Route, slippageBps: number): SwapLimits {
  const single = route.hops.length === 1;
  if (route.mode === 'exact-out' && single) {
    return {
      amountIn: maximumSold(route.amountIn, slippageBps),
      firstMinOut: route.amountOut,
      minOut: route.amountOut,
      exactAmountOut: route.amountOut,
    };
  }
  return {
    amountIn: route.amountIn,
    firstMinOut: minimumReceived(route.hops[0]!.amountOut, slippageBps),
    minOut: minimumReceived(route.amountOut, slippageBps),
  };
}
