import { getAmountIn, getAmountOut } from './quote';
import { toRawAddress } from '@atoll/chain/address';

// Quotes from pool state with the contracts' own math (quote.ts), and the best route among every fee tier
// of the pair and every 2-hop path through an intermediate asset. Pure and light (no @ton/core): the web
// app's swap form and the keeper choose routes with it (`@atoll/contracts/route`).

export interface PoolState {
  address: string;
  feeBps: number;
  /** Raw token addresses (the zero address for TON). */
  tokenX: string;
  tokenY: string;
  reserveX: bigint;
  reserveY: bigint;
}

export type SwapMode = 'exact-in' | 'exact-out';

export interface Hop {
  pool: PoolState;
  tokenIn: string;
  tokenOut: string;
  amountIn: bigint;
  amountOut: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
}

export interface Route {
  mode: SwapMode;
  hops: Hop[];
  amountIn: bigint;
  amountOut: bigint;
}

export interface RouteRequest {
  pools: readonly PoolState[];
  tokenIn: string;
  tokenOut: string;
  /** exact-in: the amount sold; exact-out: the amount wanted. */
  amount: bigint;
  mode: SwapMode;
  /** At most this many pools (2 by default; a limit order's fill takes one). */
  maxHops?: 1 | 2;
  /**
   * Whether the caller would send this route (the swap form: its price impact is within the limit). A
   * route it would refuse loses to any it would send, even one that pays less: a 2-hop path through a
   * shallow pool must not hide a direct pool that is fine. When it would refuse them all, the best still
   * comes back, so that the caller can say why.
   */
  accept?(route: Route): boolean;
}

function reservesFor(pool: PoolState, tokenIn: string): [bigint, bigint] {
  return pool.tokenX === tokenIn ? [pool.reserveX, pool.reserveY] : [pool.reserveY, pool.reserveX];
}

const otherToken = (pool: PoolState, token: string) => (pool.tokenX === token ? pool.tokenY : pool.tokenX);
const holds = (pool: PoolState, token: string) => pool.tokenX === token || pool.tokenY === token;

/** A hop priced forward (exact-in) from its input. */
function forward(pool: PoolState, tokenIn: string, amountIn: bigint): Hop | null {
  const [reserveIn, reserveOut] = reservesFor(pool, tokenIn);
  const amountOut = getAmountOut(amountIn, reserveIn, reserveOut, pool.feeBps);
  if (amountOut <= 0n) return null;
  return { pool, tokenIn, tokenOut: otherToken(pool, tokenIn), amountIn, amountOut, reserveIn, reserveOut };
}

/** A hop priced backward (exact-out) from the output it must pay. */
function backward(pool: PoolState, tokenOut: string, amountOut: bigint): Hop | null {
  const tokenIn = otherToken(pool, tokenOut);
  const [reserveIn, reserveOut] = reservesFor(pool, tokenIn);
  const amountIn = getAmountIn(amountOut, reserveIn, reserveOut, pool.feeBps);
  if (amountIn === null) return null;
  return { pool, tokenIn, tokenOut, amountIn, amountOut, reserveIn, reserveOut };
}

/** Every path of one or two pools from tokenIn to tokenOut, as pool lists. */
export function candidatePaths(
  pools: readonly PoolState[],
  tokenIn: string,
  tokenOut: string,
): PoolState[][] {
  const paths: PoolState[][] = [];
  const byToken = new Map<string, PoolState[]>();
  for (const pool of pools) {
    for (const token of [pool.tokenX, pool.tokenY]) byToken.set(token, [...(byToken.get(token) ?? []), pool]);
  }
  for (const first of byToken.get(tokenIn) ?? []) {
    const middle = otherToken(first, tokenIn);
    if (middle === tokenOut) {
      paths.push([first]);
      continue;
    }
    for (const second of byToken.get(middle) ?? []) {
      if (second !== first && holds(second, tokenOut)) paths.push([first, second]);
    }
  }
  return paths;
}

function quotePath(path: readonly PoolState[], request: RouteRequest): Route | null {
  const hops: Hop[] = [];
  if (request.mode === 'exact-in') {
    let token = request.tokenIn;
    let amount = request.amount;
    for (const pool of path) {
      const hop = forward(pool, token, amount);
      if (!hop) return null;
      hops.push(hop);
      token = hop.tokenOut;
      amount = hop.amountOut;
    }
  } else {
    let token = request.tokenOut;
    let amount = request.amount;
    for (const pool of [...path].reverse()) {
      const hop = backward(pool, token, amount);
      if (!hop) return null;
      hops.unshift(hop);
      token = hop.tokenIn;
      amount = hop.amountIn;
    }
  }
  return { mode: request.mode, hops, amountIn: hops[0]!.amountIn, amountOut: hops.at(-1)!.amountOut };
}

/** Better: more out (exact-in) or less in (exact-out); on a tie, fewer hops. */
function isBetter(candidate: Route, best: Route | null): boolean {
  if (!best) return true;
  if (candidate.mode === 'exact-in' && candidate.amountOut !== best.amountOut)
    return candidate.amountOut > best.amountOut;
  if (candidate.mode === 'exact-out' && candidate.amountIn !== best.amountIn)
    return candidate.amountIn < best.amountIn;
  return candidate.hops.length < best.hops.length;
}

export function findBestRoute(request: RouteRequest): Route | null {
  const tokenIn = toRawAddress(request.tokenIn);
  const tokenOut = toRawAddress(request.tokenOut);
  if (!tokenIn || !tokenOut || tokenIn === tokenOut || request.amount <= 0n) return null;
  const normalized = { ...request, tokenIn, tokenOut };
  let best: Route | null = null;
  let bestAccepted: Route | null = null;
  for (const path of candidatePaths(request.pools, tokenIn, tokenOut)) {
    if (path.length > (request.maxHops ?? 2)) continue;
    const route = quotePath(path, normalized);
    if (!route) continue;
    if (isBetter(route, best)) best = route;
    if ((request.accept?.(route) ?? true) && isBetter(route, bestAccepted)) bestAccepted = route;
  }
  return bestAccepted ?? best;
}

/** The tokens a route passes through, in order (for "TON → USDT → DOGS"). */
export const routeTokens = (route: Route) => [
  route.hops[0]!.tokenIn,
  ...route.hops.map((hop) => hop.tokenOut),
];
