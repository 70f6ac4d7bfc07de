import { parseFixed, reservePrice } from '@atoll/chain';
import { PRICE_SCALE } from '@atoll/db';
import type { DepthLevel, Order, OrderStatus, OrderStatusFilter } from '@atoll/shared';

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
