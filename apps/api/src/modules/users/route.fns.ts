import { trimDecimal } from '@atoll/chain';
import { RefundReasonSchema, type RouteHop, type SwapEvent } from '@atoll/shared';
import type { PoolEventRecord } from '../pools/pools.fns';

// A routed swap is one operation (issue 19): the first pool's swap (the operation's root, the row the
// activity lists) and the continuation hops the pools sent on, which the indexer marked with the pool
// that sent each (pool_events.prev_pool, proven by derivation). Pure: the chain is rebuilt from the
// root, each step the one hop that follows the previous step exactly.

/** A continuation hop as stored: a swap (or its refund) with the pool that sent it on. */
export interface HopRecord extends PoolEventRecord {
  prevPool: string;
}

/** Most pools a route may go through (the SDK builds far shorter ones): a stop against a cycle. */
const MAX_HOPS = 16;

const assetIn = (e: PoolEventRecord) => (e.zeroForOne === false ? e.asset1 : e.asset0);
const assetOut = (e: PoolEventRecord) => (e.zeroForOne === false ? e.asset0 : e.asset1);

/**
 * Whether `hop` is the step after `step`: sent on by its pool, in the same operation, with the asset and
 * the whole amount that came out of it (a refunded step gives back at most that amount).
 */
function follows(step: PoolEventRecord, hop: HopRecord): boolean {
  if (hop.prevPool !== step.poolAddress || hop.queryId !== step.queryId) return false;
  if (hop.userAddress !== step.userAddress || assetIn(hop) !== assetOut(step)) return false;
  const out = step.amountOut ?? 0n;
  const into = hop.amountIn ?? 0n;
  return hop.type === 'swap' ? into === out : into <= out;
}

/** The hops after a root swap, in order; empty when the root is no swap or went through one pool. */
export function hopsAfter(root: PoolEventRecord, hops: readonly HopRecord[]): HopRecord[] {
  if (root.type !== 'swap') return [];
  const route: HopRecord[] = [];
  const used = new Set<HopRecord>();
  let step: PoolEventRecord = root;
  while (route.length < MAX_HOPS) {
    const next = hops.find((h) => !used.has(h) && follows(step, h));
    if (!next) break;
    used.add(next);
    route.push(next);
    if (next.type !== 'swap') break;
    step = next;
  }
  return route;
}

/** The route as the API writes it: the root's pool, then each hop's. */
export function routeOf(root: PoolEventRecord, hops: readonly HopRecord[]): RouteHop[] {
  return [root, ...hops].map((e) => ({
    pool: e.poolAddress,
    token_in: assetIn(e),
    token_out: assetOut(e),
    amount_in: (e.amountIn ?? 0n).toString(),
    amount_out: (e.type === 'swap' ? (e.amountOut ?? 0n) : 0n).toString(),
  }));
}

/**
 * A root swap's event with its route: what came out of the last pool, or when a later pool refunded the
 * step, a failed operation and what came back (when it is one of the first pool's tokens, as the
 * intermediate of a two-pool route is).
 */
export function withRoute(swap: SwapEvent, root: PoolEventRecord, hops: readonly HopRecord[]): SwapEvent {
  const last = hops.at(-1);
  if (!last) return swap;
  const route = routeOf(root, hops);
  const { amount_out_usd: _firstOut, ...rest } = swap;
  const routed: SwapEvent = {
    ...rest,
    amount_out: route.at(-1)!.amount_out,
    ...(last.type === 'swap' &&
      last.amountOutUsd !== null && { amount_out_usd: trimDecimal(last.amountOutUsd) }),
    route,
  };
  if (last.type === 'swap') return routed;
  const back = (last.amountIn ?? 0n).toString();
  const asset = assetIn(last);
  const reason = RefundReasonSchema.safeParse(last.refundReason);
  const refund =
    asset === swap.token_x || asset === swap.token_y
      ? {
          refund: {
            reason: reason.success ? reason.data : ('unknown' as const),
            amount_x: asset === swap.token_x ? back : '0',
            amount_y: asset === swap.token_y ? back : '0',
            lp_tokens: '0',
          },
        }
      : {};
  return { ...routed, success: false, ...refund };
}
