import { assetKey, type DexEvent } from '@atoll/contracts';
import { gasUsedOf, type PoolLog, poolLogsOf } from '../../chain/pool-logs.fns';
import { ltOf, type TonApiTransaction } from '../../chain/tonapi';
import { parseFixed } from '@atoll/chain';
import { type KnownPool, provenPrevPool, swapSenderOf } from './hops.fns';
import type { PoolTrust } from '../verify-pools/pool-trust.fns';
import { type PoolEventColumns, PRICE_SCALE, usdValue } from '@atoll/db';

// A pool transaction's logs → pool_events rows, in plain values (bigint, strings) so tests compare them
// with fixtures; the data-access layer turns them into Prisma inputs.

export type PoolEventType = DexEvent['type'];

export interface PoolEventRow extends PoolEventColumns {
  eventIndex: number;
  lt: bigint;
  seqno: number;
  type: PoolEventType;
  queryId: bigint;
  reserve0After: bigint;
  reserve1After: bigint;
  lpSupplyAfter: bigint;
  /**
   * Swaps only: who sent the swap in (hops.fns.ts swapSenderOf), a candidate previous pool; not stored,
   * and nothing until resolveHops proves it a derived pool.
   */
  sender: string | null;
  /** The previous pool of a continuation hop, proven by derivation (resolveHops); null for a first step. */
  prevPool: string | null;
}

/** What the row builder needs to know about the pool: its tokens and their USD prices right now. */
export interface PoolContext {
  address: string;
  /** The pool's assets' keys (TON: the zero address). */
  asset0: string;
  asset1: string;
  decimals0: number;
  decimals1: number;
  priceUsd0: string;
  priceUsd1: string;
  /** The pool's state before this transaction (refund rows copy it: a refund changes nothing). */
  reserve0: bigint;
  reserve1: bigint;
  lpSupply: bigint;
}

export interface PoolCreated {
  pool: string;
  asset0: string;
  asset1: string;
  feeBps: number;
  creator: string;
}

export type PoolStatusName = 'discovering' | 'ready' | 'failed';

/** The status a log puts its pool in; null for logs that leave the status as it is. */
export function poolStatusOf(type: PoolEventType): PoolStatusName | null {
  switch (type) {
    case 'pool_created':
      return 'discovering';
    case 'pool_ready':
      return 'ready';
    case 'pool_failed':
      return 'failed';
    default:
      return null;
  }
}

/** Logs that are no user's operation (no trace record, not activity). */
export const isPoolLifecycle = (r: Pick<PoolEventRow, 'type' | 'userAddress'>): boolean =>
  poolStatusOf(r.type) !== null || r.userAddress === '';

/** Reserves after the event when the event carries them (refunds and pool_created do not). */
export function reservesAfter(
  event: DexEvent,
): { reserve0: bigint; reserve1: bigint; lpSupply: bigint } | null {
  return 'after' in event ? event.after : null;
}

export function poolCreatedOf(pool: string, event: DexEvent): PoolCreated | null {
  if (event.type !== 'pool_created') return null;
  return {
    pool,
    asset0: assetKey(event.asset0),
    asset1: assetKey(event.asset1),
    feeBps: event.feeBps,
    creator: event.creator.toRawString(),
  };
}

function row(tx: TonApiTransaction, log: PoolLog, pool: PoolContext): PoolEventRow {
  const { event } = log;
  // no price yet (a backlog read before the first price run): left null, the prices job fills it in
  const usd = (a: bigint, decimals: number, price: string) =>
    parseFixed(price, PRICE_SCALE) === 0n ? null : usdValue(a, decimals, price);
  const usd0 = (a: bigint) => usd(a, pool.decimals0, pool.priceUsd0);
  const usd1 = (a: bigint) => usd(a, pool.decimals1, pool.priceUsd1);
  const after = reservesAfter(event) ?? {
    reserve0: pool.reserve0,
    reserve1: pool.reserve1,
    lpSupply: pool.lpSupply,
  };
  const base: PoolEventRow = {
    txHash: tx.hash,
    eventIndex: log.eventIndex,
    lt: ltOf(tx.lt),
    poolAddress: pool.address,
    seqno: event.seqno,
    type: event.type,
    queryId: event.queryId,
    userAddress: '',
    receiver: null,
    zeroForOne: null,
    amountIn: null,
    amountOut: null,
    amount0: null,
    amount1: null,
    lpAmount: null,
    amountInUsd: null,
    amountOutUsd: null,
    amount0Usd: null,
    amount1Usd: null,
    reserve0After: after.reserve0,
    reserve1After: after.reserve1,
    lpSupplyAfter: after.lpSupply,
    refundReason: null,
    success: true,
    gasUsed: gasUsedOf(tx),
    timestamp: new Date(tx.utime * 1000),
    sender: null,
    prevPool: null,
  };
  switch (event.type) {
    case 'pool_created':
      return { ...base, userAddress: event.creator.toRawString() };
    case 'swap':
      return {
        ...base,
        sender: swapSenderOf(tx),
        userAddress: event.user.toRawString(),
        receiver: event.receiver.toRawString(),
        zeroForOne: event.zeroForOne,
        amountIn: event.amountIn,
        amountOut: event.amountOut,
        amountInUsd: event.zeroForOne ? usd0(event.amountIn) : usd1(event.amountIn),
        amountOutUsd: event.zeroForOne ? usd1(event.amountOut) : usd0(event.amountOut),
      };
    case 'swap_refunded':
      // the refunded amount is the input given back: asset1 returned means asset1 went in
      return {
        ...base,
        sender: swapSenderOf(tx),
        userAddress: event.user.toRawString(),
        zeroForOne: !event.isAsset1,
        amountIn: event.amount,
        amountInUsd: event.isAsset1 ? usd1(event.amount) : usd0(event.amount),
        refundReason: event.reason,
        success: false,
      };
    case 'liquidity_added':
      return {
        ...base,
        userAddress: event.user.toRawString(),
        amount0: event.amount0,
        amount1: event.amount1,
        lpAmount: event.lpOut,
        amount0Usd: usd0(event.amount0),
        amount1Usd: usd1(event.amount1),
      };
    case 'liquidity_removed':
      return {
        ...base,
        userAddress: event.user.toRawString(),
        amount0: event.amount0,
        amount1: event.amount1,
        lpAmount: event.lpBurned,
        amount0Usd: usd0(event.amount0),
        amount1Usd: usd1(event.amount1),
      };
    case 'liquidity_refunded':
      return {
        ...base,
        userAddress: event.user.toRawString(),
        amount0: event.amount0,
        amount1: event.amount1,
        lpAmount: event.lpAmount,
        amount0Usd: usd0(event.amount0),
        amount1Usd: usd1(event.amount1),
        refundReason: event.reason,
        success: false,
      };
    case 'pool_ready':
    case 'pool_failed':
      return base;
    case 'reserves_changed':
      // a bounce moved the reserves: whose funds it concerns (if the pool knows) and how much came back
      return { ...base, userAddress: event.user?.toRawString() ?? '', amountIn: event.amount };
  }
}

/**
 * Rows of one pool transaction. `pool` is updated in place with the reserves after each event, so
 * refunds later in the same batch copy the right state.
 */
export function poolEventRows(tx: TonApiTransaction, pool: PoolContext): PoolEventRow[] {
  const rows: PoolEventRow[] = [];
  for (const log of poolLogsOf(tx)) {
    const r = row(tx, log, pool);
    rows.push(r);
    const after = reservesAfter(log.event);
    if (after) {
      pool.reserve0 = after.reserve0;
      pool.reserve1 = after.reserve1;
      pool.lpSupply = after.lpSupply;
    }
  }
  return rows;
}

/** The asset that went into a swap (or came back by its refund): asset0 when zeroForOne. */
export const assetInOf = (
  r: Pick<PoolEventRow, 'zeroForOne'>,
  pool: Pick<PoolContext, 'asset0' | 'asset1'>,
) => (r.zeroForOne === false ? pool.asset1 : pool.asset0);

/**
 * Marks the continuation hops of routed swaps among a pool's rows (in place): a swap whose sender is a
 * derived pool trading the asset that came in. `known` holds the registered pools among the senders.
 */
export function resolveHops(
  trust: PoolTrust,
  pool: Pick<PoolContext, 'address' | 'asset0' | 'asset1'>,
  rows: PoolEventRow[],
  known: ReadonlyMap<string, KnownPool>,
): void {
  for (const r of rows) {
    if (r.type !== 'swap' && r.type !== 'swap_refunded') continue;
    r.prevPool = provenPrevPool(
      trust,
      { poolAddress: pool.address, assetIn: assetInOf(r, pool), sender: r.sender },
      known,
    );
  }
}
