import { poolPath } from '../shell/nav';

// docs/product-spec.md §2 "Transaction status modal", §4 "Transaction status", §8 "Transaction modal keys".

export type TxType =
  | 'default'
  | 'remove-liquidity'
  | 'add-liquidity'
  | 'add-initial-liquidity'
  | 'swap'
  | 'place-order'
  | 'cancel-order'
  | 'demo';
export type TxStatus = 'pending' | 'confirmed' | 'failed';

/** A token as the modal names it. */
export interface TxToken {
  address: string;
  symbol: string;
  decimals: number;
}

/** docs/product-spec.md §3 "Trace and transaction record", swap: amounts in the tokens' smallest units. */
export interface SwapTxRecord {
  tokenFrom: TxToken;
  tokenTo: TxToken;
  tokenFromInAmount: string;
  /** What may come back of the input (exact-out: the unused part of the maximum); "0" is hidden. */
  tokenFromOutAmount: string;
  tokenToOutAmount: string;
  /** The route's pools in order: their events tell where refunded funds went. */
  pools: string[];
}

/**
 * docs/product-spec.md §3 "Trace and transaction record", liquidity types: amounts in the tokens' smallest
 * units.
 */
export interface LiquidityTxRecord {
  token0: TxToken & { icon_url: string | null };
  token1: TxToken & { icon_url: string | null };
  token0Amount: string;
  token1Amount: string;
}

/** A limit order placed or cancelled (issue 15): its trade, amounts in the tokens' smallest units. */
export interface OrderTxRecord {
  /** The order's address (derived from its terms): its state in the API tells how the transaction went. */
  address: string;
  sell: TxToken;
  buy: TxToken;
  sellAmount: string;
  minBuyAmount: string;
  /** Placing replaces an open order: its cancel rides in the same transaction. */
  replaces?: string;
}

export interface TxRequest {
  type: TxType;
  /** TonAPI trace id: a transaction hash or the normalized hash of the external-in message. */
  traceId?: string;
  /** Tracking by query id through the API (`GET /trace?account&query_id`), polled every second. */
  queryId?: string;
  /** The sending wallet, with `queryId`. */
  account?: string;
  swap?: SwapTxRecord;
  liquidity?: LiquidityTxRecord;
  order?: OrderTxRecord;
  poolAddress?: string;
  /** Initial liquidity only: where to go once confirmed instead of the pool page. */
  navigateUrlOnSuccess?: string;
}

export const DEMO_CONFIRM_DELAY_MS = 2000;
export const TRACE_POLL_INTERVAL_MS = 5000;
export const TRACE_MAX_RETRIES = 12;
/** docs/product-spec.md §9: trace polling by query id, every second until Full. */
export const QUERY_TRACE_POLL_INTERVAL_MS = 1000;
export const DEFAULT_MODAL_SIZE = 416;
export const SWAP_MODAL_SIZE = 600;

/** The part of a TonAPI v2 trace the status depends on. */
export interface TraceNode {
  transaction: { success: boolean; out_msgs?: readonly { msg_type?: string }[] };
  children?: readonly TraceNode[];
  emulated?: boolean;
}

/**
 * Pending while the trace is emulated or a transaction still has an internal message in `out_msgs`
 * (internal messages become children once delivered; external-outs stay). Failed if any
 * transaction failed. Otherwise confirmed.
 */
export function statusFromTrace(trace: TraceNode): TxStatus {
  let pending = trace.emulated === true;
  let failed = false;
  const stack: TraceNode[] = [trace];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!node.transaction.success) failed = true;
    if (node.transaction.out_msgs?.some((message) => message.msg_type === 'int_msg')) pending = true;
    stack.push(...(node.children ?? []));
  }
  if (pending) return 'pending';
  return failed ? 'failed' : 'confirmed';
}

type Phase = 'pending' | 'success' | 'error';
const phaseOf = (status: TxStatus): Phase =>
  status === 'confirmed' ? 'success' : status === 'failed' ? 'error' : 'pending';

type TitleKey =
  | `tx-modal.default.title.${Phase}`
  | `tx-modal.add_liquidity.title.${Phase}`
  | `tx-modal.remove_liquidity.title.${Phase}`
  | `tx-modal.swap.title.${Phase}`
  | `tx-modal.place_order.title.${Phase}`
  | `tx-modal.cancel_order.title.${Phase}`;

export interface TxModalTexts {
  title: TitleKey;
  description: 'tx-modal.default.description.pending' | null;
  /** The footer close button, shown only once the status is no longer pending. */
  button: 'tx-modal.default.button.success' | 'tx-modal.default.button.error' | null;
}

type TitleGroup = 'default' | 'add_liquidity' | 'remove_liquidity' | 'swap' | 'place_order' | 'cancel_order';

const TITLE_GROUP: Record<TxType, TitleGroup> = {
  default: 'default',
  demo: 'default',
  'add-liquidity': 'add_liquidity',
  'add-initial-liquidity': 'add_liquidity',
  'remove-liquidity': 'remove_liquidity',
  swap: 'swap',
  'place-order': 'place_order',
  'cancel-order': 'cancel_order',
};

export function txModalTexts(type: TxType, status: TxStatus): TxModalTexts {
  const phase = phaseOf(status);
  return {
    title: `tx-modal.${TITLE_GROUP[type]}.title.${phase}`,
    description: phase === 'pending' ? 'tx-modal.default.description.pending' : null,
    button: phase === 'pending' ? null : `tx-modal.default.button.${phase}`,
  };
}

export const txModalSize = (type: TxType) => (type === 'swap' ? SWAP_MODAL_SIZE : DEFAULT_MODAL_SIZE);

/**
 * A limit order's transaction, from the order's status in `GET /users/orders` (the indexer follows the order by
 * its derived address): placing is done once the order is open (or already past that), a cancel once it is
 * cancelled; a cancel that finds the order filled or expired did nothing.
 */
export function orderTxStatus(type: 'place-order' | 'cancel-order', status: string | null): TxStatus {
  if (status === null || status === 'pending') return 'pending';
  if (type === 'place-order') return 'confirmed';
  if (status === 'cancelled') return 'confirmed';
  return status === 'open' ? 'pending' : 'failed';
}

/** Where a confirmed transaction leads: liquidity goes to its pool; swaps and removals stay. */
export function navigationAfter(tx: TxRequest, status: TxStatus): string | null {
  if (status !== 'confirmed') return null;
  if (tx.type === 'add-initial-liquidity' && tx.navigateUrlOnSuccess) return tx.navigateUrlOnSuccess;
  if ((tx.type === 'add-liquidity' || tx.type === 'add-initial-liquidity') && tx.poolAddress)
    return poolPath(tx.poolAddress);
  return null;
}
