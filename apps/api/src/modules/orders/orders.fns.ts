import { parseFixed, reservePrice } from '@atoll/chain';
import { PRICE_SCALE } from '@atoll/db';
import type { DepthLevel, Order, OrderActivityEvent, OrderStatus, OrderStatusFilter } from '@atoll/shared';

/** An order row as the service reads it (Prisma-free; amounts as bigint). */
export interface OrderRecord {
  address: string;
  maker: string;
  sellAsset: string;
  buyAsset: string;
  sellAmount: bigint;
  minBuyAmount: bigint;
  expiresAt: Date;
  reward: bigint;
  partial: boolean;
  minFill: bigint;
  nonce: bigint;
  status: OrderStatus;
  remaining: bigint;
  received: bigint;
  rewardPaid: bigint;
  createdAt: Date;
  updatedAt: Date;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function toOrder(row: OrderRecord): Order {
  return {
    address: row.address,
    maker: row.maker,
    sell_token: row.sellAsset,
    buy_token: row.buyAsset,
    sell_amount: row.sellAmount.toString(),
    min_buy_amount: row.minBuyAmount.toString(),
    expires_at: unix(row.expiresAt),
    reward: row.reward.toString(),
    partial: row.partial,
    min_fill: row.minFill.toString(),
    nonce: row.nonce.toString(),
    status: row.status,
    remaining: row.remaining.toString(),
    received: row.received.toString(),
    reward_paid: row.rewardPaid.toString(),
    created_at: unix(row.createdAt),
    updated_at: unix(row.updatedAt),
  };
}

/** The statuses a `status` filter of `GET /users/orders` stands for. */
export function statusesOf(filter: OrderStatusFilter | undefined): OrderStatus[] | null {
  if (filter === undefined) return null;
  if (filter === 'active') return ['pending', 'open'];
  if (filter === 'history') return ['filled', 'cancelled', 'expired'];
  return [filter];
}

export interface DepthOrder {
  sellAsset: string;
  sellAmount: bigint;
  minBuyAmount: bigint;
  remaining: bigint;
}

/**
 * A pair's open orders summed by limit price, every price in token_y per token_x (whole tokens):
 * asks sell x (cheapest first), bids sell y (dearest first). Each level's amount is what its orders still
 * sell, in their own sell token.
 */
export function depthOf(
  orders: readonly DepthOrder[],
  tokenX: { address: string; decimals: number },
  tokenY: { decimals: number },
): { asks: DepthLevel[]; bids: DepthLevel[] } {
  const asks = new Map<string, { amount: bigint; orders: number }>();
  const bids = new Map<string, { amount: bigint; orders: number }>();
  for (const order of orders) {
    const isAsk = order.sellAsset === tokenX.address;
    // the limit price is the ratio of the terms; y per x whichever way the order goes
    const price = isAsk
      ? reservePrice(order.sellAmount, order.minBuyAmount, tokenX.decimals, tokenY.decimals, PRICE_SCALE)
      : reservePrice(order.minBuyAmount, order.sellAmount, tokenX.decimals, tokenY.decimals, PRICE_SCALE);
    const side = isAsk ? asks : bids;
    const level = side.get(price) ?? { amount: 0n, orders: 0 };
    side.set(price, { amount: level.amount + order.remaining, orders: level.orders + 1 });
  }
  const levels = (side: Map<string, { amount: bigint; orders: number }>, dir: 1 | -1) =>
    [...side.entries()]
      .map(([price, level]) => ({ price, amount: level.amount.toString(), orders: level.orders }))
      .sort((a, b) => dir * comparePrices(a.price, b.price));
  return { asks: levels(asks, 1), bids: levels(bids, -1) };
}

/** Prices are at PRICE_SCALE digits: compared as the integers they scale to. */
function comparePrices(a: string, b: string): number {
  const x = parseFixed(a, PRICE_SCALE);
  const y = parseFixed(b, PRICE_SCALE);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** An order log as the maker's activity shows it (the row's order gives the tokens). */
export interface OrderEventRecord {
  txHash: string;
  type: 'order_placed' | 'order_filled' | 'order_cancelled' | 'order_expired';
  orderAddress: string;
  queryId: bigint;
  sellAsset: string;
  buyAsset: string;
  amountIn: bigint | null;
  amountOut: bigint | null;
  remaining: bigint | null;
  reward: bigint | null;
  timestamp: Date;
}

const ACTIONS = {
  order_placed: 'placed',
  order_filled: 'filled',
  order_cancelled: 'cancelled',
  order_expired: 'expired',
} as const;

export function toOrderActivityEvent(e: OrderEventRecord): OrderActivityEvent {
  const action = ACTIONS[e.type];
  // cancelled and expired: what came back is what was left
  const returned = action === 'cancelled' || action === 'expired';
  return {
    type: 'limit_order',
    action,
    timestamp: unix(e.timestamp),
    tx_hash: e.txHash,
    order: e.orderAddress,
    success: true,
    query_id: e.queryId.toString(),
    token_in: e.sellAsset,
    token_out: e.buyAsset,
    amount_in: ((returned ? e.remaining : e.amountIn) ?? 0n).toString(),
    amount_out: returned ? '0' : (e.amountOut ?? 0n).toString(),
    ...(e.reward !== null && (action === 'filled' || action === 'expired')
      ? { reward: e.reward.toString() }
      : {}),
  };
}
