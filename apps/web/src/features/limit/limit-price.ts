import { parseAmount, toDecimalString } from '../../lib/amounts';
import { formatScaledPrice, scaledPrice } from '../liquidity/pool-price';

// The limit price (docs/product-spec.md §2 "Limit orders"): how many whole buy tokens one whole sell token
// must fetch, scaled by 10^18 like liquidity/pool-price.ts. The form shows it either way round; the order
// itself only knows its minimum buy amount. Pure, in bigint.

export const PRICE_DECIMALS = 18;
const ONE = 10n ** BigInt(PRICE_DECIMALS);

/** The steps above the market the form offers, in percent. */
export const PRICE_STEPS = [1, 5, 10] as const;
export type PriceStep = (typeof PRICE_STEPS)[number];

export interface PairDecimals {
  sell: number;
  buy: number;
}

/** The price typed in the field (either direction), scaled; null for empty, zero or malformed text. */
export function parsePrice(text: string): bigint | null {
  const price = parseAmount(text, PRICE_DECIMALS);
  return price !== null && price > 0n ? price : null;
}

/** 1 / price, scaled (the other direction); 0 for 0. */
export const invertPrice = (price: bigint): bigint => (price > 0n ? (ONE * ONE) / price : 0n);

/** What the field shows for a scaled price: six significant digits, without grouping (it is typed text). */
export const priceText = (price: bigint): string =>
  price > 0n ? formatScaledPrice(price).replace(/,/g, '') : '';

/** The exact decimal of a scaled price, for tests and the API. */
export const exactPriceText = (price: bigint): string => toDecimalString(price, PRICE_DECIMALS);

/**
 * The sell token's price in buy tokens that the field's text states: the text itself, or its inverse when the
 * field shows the buy token's price in sell tokens.
 */
export function limitPriceOf(text: string, inverted: boolean): bigint | null {
  const typed = parsePrice(text);
  if (typed === null) return null;
  const price = inverted ? invertPrice(typed) : typed;
  return price > 0n ? price : null;
}

/** The price a trade of `sellAmount` for `buyAmount` (smallest units) makes: buy per sell, scaled. */
export const priceOfTrade = (sellAmount: bigint, buyAmount: bigint, decimals: PairDecimals): bigint =>
  scaledPrice(sellAmount, decimals.sell, buyAmount, decimals.buy);

/**
 * "You receive": the least buy amount (smallest units) for `sellAmount` at `price`, rounded up so that
 * every unit sold fetches at least the limit price. This is the order's min_buy_amount.
 */
export function receiveAtPrice(sellAmount: bigint, price: bigint, decimals: PairDecimals): bigint {
  if (sellAmount <= 0n || price <= 0n) return 0n;
  const numerator = sellAmount * price * 10n ** BigInt(decimals.buy);
  const denominator = ONE * 10n ** BigInt(decimals.sell);
  return (numerator + denominator - 1n) / denominator;
}

/** The market price raised by `step` percent: the maker asks that much more than a swap pays now. */
export const steppedPrice = (market: bigint, step: number): bigint => (market * BigInt(100 + step)) / 100n;

/** The field's text for a price (buy per sell) shown in the chosen direction. */
export const fieldText = (price: bigint, inverted: boolean): string =>
  priceText(inverted ? invertPrice(price) : price);

/** How far `price` is above the market, in basis points (negative below); null without a market. */
export function distanceFromMarketBps(price: bigint, market: bigint | null): bigint | null {
  if (market === null || market <= 0n) return null;
  return ((price - market) * 10_000n) / market;
}
