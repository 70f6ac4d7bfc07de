import type { Order } from '@atoll/shared';
import { toRawAddress } from '@atoll/chain/address';
import { PRICE_DECIMALS, priceOfTrade } from './limit-price';

// The user's orders as the lists and the chart show them (GET /users/orders, validated). Pure.

export const ACTIVE_STATUSES: readonly Order['status'][] = ['pending', 'open'];
export const isActive = (order: Pick<Order, 'status'>) => ACTIVE_STATUSES.includes(order.status);

export interface OrderProgress {
  /** Sell amount filled so far (smallest units). */
  filled: bigint;
  sellAmount: bigint;
  /** Filled share in basis points, 0…10000. */
  filledBps: number;
  /** Buy asset the maker has received. */
  received: bigint;
}

export function orderProgress(order: Pick<Order, 'sell_amount' | 'remaining' | 'received'>): OrderProgress {
  const sellAmount = BigInt(order.sell_amount);
  const remaining = BigInt(order.remaining);
  const filled = sellAmount > remaining ? sellAmount - remaining : 0n;
  const filledBps = sellAmount > 0n ? Number((filled * 10_000n) / sellAmount) : 0;
  return { filled, sellAmount, filledBps, received: BigInt(order.received) };
}

const same = (a: string, b: string) => toRawAddress(a) === toRawAddress(b);

/** The order trades the pair (base, quote), in either direction. */
export const isOrderOfPair = (order: Pick<Order, 'sell_token' | 'buy_token'>, base: string, quote: string) =>
  (same(order.sell_token, base) && same(order.buy_token, quote)) ||
  (same(order.sell_token, quote) && same(order.buy_token, base));

/**
 * The order's limit price as the chart draws it: quote per whole base token, a float only for drawing. An order
 * that sells the quote token has its price inverted. Null when the order is not of the pair.
 */
export function orderChartPrice(
  order: Pick<Order, 'sell_token' | 'buy_token' | 'sell_amount' | 'min_buy_amount'>,
  base: { address: string; decimals: number },
  quote: { address: string; decimals: number },
): number | null {
  const sell = BigInt(order.sell_amount);
  const minBuy = BigInt(order.min_buy_amount);
  if (same(order.sell_token, base.address) && same(order.buy_token, quote.address))
    return scaledToNumber(priceOfTrade(sell, minBuy, { sell: base.decimals, buy: quote.decimals }));
  if (same(order.sell_token, quote.address) && same(order.buy_token, base.address))
    return scaledToNumber(priceOfTrade(minBuy, sell, { sell: base.decimals, buy: quote.decimals }));
  return null;
}

/** A scaled price (10^18) as a float, for the chart only. */
export const scaledToNumber = (price: bigint): number => Number(price) / 10 ** PRICE_DECIMALS;
