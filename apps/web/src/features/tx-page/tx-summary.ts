import type { Address } from '@ton/core';
import type { TracePreview, TraceEvent, PreviewStep } from '../trace/read-trace';
import type { TxStatus, TxToken } from '../tx-modal/tx-status';

// What the transaction page says about a trace (issue 18 item 4): the operation, read from the logs of the
// pools and orders the app named; its result; and, when it did not go through, where the funds are now. Pure.

export type TxOperation =
  | 'swap'
  | 'add-liquidity'
  | 'remove-liquidity'
  | 'create-pool'
  | 'place-order'
  | 'fill-order'
  | 'cancel-order'
  | 'expire-order'
  | 'unknown';

export type TxOutcome = 'success' | 'refunded' | 'failed' | 'pending';

/** A named pool and its tokens in the pool's own order (asset 0, asset 1), as its logs count them. */
export interface PoolTokens {
  address: Address;
  token0: TxToken;
  token1: TxToken;
}

/** Funds that came back, and why: a pool's or an order's refund reason (tx-modal.refund.reason.*). */
export interface TxRefund {
  reason: string;
  amounts: { token: Pick<TxToken, 'symbol' | 'decimals'>; amount: bigint }[];
}

export interface TxSummary {
  operation: TxOperation;
  outcome: TxOutcome;
  /** A refund a pool or an order logged, with what came back to the sender's wallet. */
  refund: TxRefund | null;
  /** TON that bounced back to the sender's wallet (a failed step's message returning). */
  bouncedBack: bigint;
}

/**
 * Which log names the operation, first match wins: a pool's creation carries its first deposit; an order's logs
 * come before the swap a fill makes; placing an order that replaces another also cancels one.
 */
const OPERATION_OF: readonly [TraceEvent['event']['type'], TxOperation][] = [
  ['pool_created', 'create-pool'],
  ['order_placed', 'place-order'],
  ['order_filled', 'fill-order'],
  ['order_fill_failed', 'fill-order'],
  ['order_cancelled', 'cancel-order'],
  ['order_expired', 'expire-order'],
  ['swap', 'swap'],
  ['swap_refunded', 'swap'],
  ['liquidity_added', 'add-liquidity'],
  ['liquidity_refunded', 'add-liquidity'],
  ['liquidity_removed', 'remove-liquidity'],
];

export function operationOf(events: readonly TraceEvent[]): TxOperation {
  for (const [type, operation] of OPERATION_OF)
    if (events.some((logged) => logged.event.type === type)) return operation;
  return 'unknown';
}

/** What a refund log says came back, in the pool's tokens; an order's refund by what reached the wallet. */
function refundOf(read: TracePreview, pools: readonly PoolTokens[]): TxRefund | null {
  for (const logged of read.events) {
    const { event } = logged;
    if (event.type === 'order_fill_failed') {
      return { reason: event.reason, amounts: receivedBy(read) };
    }
    if (event.type !== 'swap_refunded' && event.type !== 'liquidity_refunded') continue;
    const pool = pools.find((p) => p.address.equals(logged.address));
    if (!pool) return { reason: event.reason, amounts: receivedBy(read) };
    const amounts =
      event.type === 'swap_refunded'
        ? [{ token: event.isAsset1 ? pool.token1 : pool.token0, amount: event.amount }]
        : [
            { token: pool.token0, amount: event.amount0 },
            { token: pool.token1, amount: event.amount1 },
          ];
    return { reason: event.reason, amounts: amounts.filter((a) => a.amount > 0n) };
  }
  return null;
}

/** What the trace paid into the sender's wallet, when no log names the amounts. */
function receivedBy(read: TracePreview): TxRefund['amounts'] {
  return read.received
    .filter((r) => r.amount > 0n)
    .map((r) => ({ token: { symbol: r.token.symbol, decimals: r.token.decimals }, amount: r.amount }));
}

const bouncedInto = (steps: readonly PreviewStep[], wallet: Address) =>
  steps.filter((s) => s.bounced && s.address.equals(wallet)).reduce((sum, s) => sum + s.value, 0n);

export function summarize(
  read: TracePreview,
  status: TxStatus,
  pools: readonly PoolTokens[],
  sender: Address,
): TxSummary {
  const refund = refundOf(read, pools);
  const outcome: TxOutcome =
    status === 'pending' ? 'pending' : refund ? 'refunded' : status === 'failed' ? 'failed' : 'success';
  return {
    operation: operationOf(read.events),
    outcome,
    refund,
    bouncedBack: bouncedInto(read.steps, sender),
  };
}
