import {
  assetKey,
  assetOfKey,
  ORDER_EXPIRE_SHARE_BPS,
  type OrderRouteHop,
  type OrderTerms,
  orderLimitOut,
  orderReward,
} from '@atoll/contracts';
import { findBestRoute, type PoolState, type Route } from '@atoll/contracts/route';

// What the keeper does with the open orders, given the pools and the clock: pure, so every rule (the
// limit met after fees, a reward that pays for the fill, partial sizes, expiries) is tested without a chain.

/** An open order as the indexer keeps it (addresses raw, the native coin as the zero address). */
export interface OpenOrder {
  address: string;
  terms: OrderTerms;
  /** Sell asset not filled yet. */
  remaining: bigint;
  rewardPaid: bigint;
  /** The order's newest log: a fill or an expiry is planned once per state of the order. */
  lastSeqno: bigint;
}

export type KeeperAction =
  | {
      kind: 'fill';
      order: OpenOrder;
      amount: bigint;
      route: OrderRouteHop[];
      /** What the pools pay now for `amount`, and the least the order accepts for it. */
      expectedOut: bigint;
      limitOut: bigint;
      reward: bigint;
    }
  | { kind: 'expire'; order: OpenOrder; reward: bigint };

export interface KeeperCosts {
  fill: bigint;
  expire: bigint;
}

function quote(pools: readonly PoolState[], order: OpenOrder, amount: bigint): Route | null {
  return findBestRoute({
    pools,
    tokenIn: assetKey(order.terms.sellAsset),
    tokenOut: assetKey(order.terms.buyAsset),
    amount,
    mode: 'exact-in',
    // an order swaps through one pool: with more, a later pool's refund would strand the middle asset
    maxHops: 1,
  });
}

/** The route as the order takes it: each hop's output asset and fee tier, never a pool address. */
export function routeHops(route: Route): OrderRouteHop[] {
  return route.hops.map((hop) => ({ asset: assetOfKey(hop.tokenOut), feeBps: hop.pool.feeBps }));
}

/** The largest amount, from `low` up to `high`, for which the pools pay at least the limit (null: none). */
function largestFillable(pools: readonly PoolState[], order: OpenOrder, low: bigint, high: bigint) {
  const meets = (amount: bigint) => {
    const route = quote(pools, order, amount);
    return route && route.amountOut >= orderLimitOut(order.terms, amount) ? route : null;
  };
  let best = meets(low);
  if (!best) return null;
  let bestAmount = low;
  // the output per unit falls as the amount grows: bisect on "meets the limit"
  let lo = low;
  let hi = high;
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    const route = meets(mid);
    if (route) {
      lo = mid;
      best = route;
      bestAmount = mid;
    } else hi = mid - 1n;
  }
  return { amount: bestAmount, route: best };
}

/** The fill worth sending for one order now, if any. */
export function planFill(
  pools: readonly PoolState[],
  order: OpenOrder,
  costs: KeeperCosts,
): Extract<KeeperAction, { kind: 'fill' }> | null {
  const { terms, remaining } = order;
  if (remaining <= 0n) return null;
  let fill: { amount: bigint; route: Route } | null = null;
  const whole = quote(pools, order, remaining);
  if (whole && whole.amountOut >= orderLimitOut(terms, remaining)) fill = { amount: remaining, route: whole };
  else if (terms.partial) {
    // the smallest fill the order takes (the last remainder may be smaller than minFill)
    const low = terms.minFill > 0n && terms.minFill < remaining ? terms.minFill : remaining;
    if (low < remaining) fill = largestFillable(pools, order, low, remaining);
  }
  if (!fill) return null;
  const reward = orderReward(terms, fill.amount);
  // profitable by construction: a fill whose reward does not pay for it is never sent
  if (reward < costs.fill) return null;
  return {
    kind: 'fill',
    order,
    amount: fill.amount,
    route: routeHops(fill.route),
    expectedOut: fill.route.amountOut,
    limitOut: orderLimitOut(terms, fill.amount),
    reward,
  };
}

/** What an expiry pays its trigger: the set share of the reward not paid out yet. */
export const expiryReward = (order: OpenOrder): bigint =>
  ((order.terms.reward - order.rewardPaid) * BigInt(ORDER_EXPIRE_SHARE_BPS)) / 10_000n;

/**
 * Seconds past an order's expiry before its refund is triggered: the chain's clock is a block's time, which
 * trails the wall clock by up to a block interval, and an early trigger is refused (and paid for).
 */
export const EXPIRY_GRACE_SECONDS = 5;

/** Every action worth taking now: expiries of orders past their time, fills of the others. */
export function planActions(
  orders: readonly OpenOrder[],
  pools: readonly PoolState[],
  now: number,
  costs: KeeperCosts,
): KeeperAction[] {
  const actions: KeeperAction[] = [];
  for (const order of orders) {
    if (order.terms.expiresAt <= now) {
      if (now < order.terms.expiresAt + EXPIRY_GRACE_SECONDS) continue;
      const reward = expiryReward(order);
      if (reward >= costs.expire) actions.push({ kind: 'expire', order, reward });
      continue;
    }
    const fill = planFill(pools, order, costs);
    if (fill) actions.push(fill);
  }
  return actions;
}
