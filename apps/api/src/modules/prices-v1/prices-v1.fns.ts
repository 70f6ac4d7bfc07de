import type { Market, MarketJetton, PriceChartPoint, QuotedPrice } from '@atoll/shared';
import { userFriendly } from '../../lib/address.fns';
import { divideDecimals, multiplyDecimals, trimDecimal } from '@atoll/chain';
import type { PoolRecord } from '../pools/pools.fns';
import type { TokenRecord } from '../tokens/tokens.fns';

/** Digits kept for computed prices (the stored ones keep their own 30). */
const PRICE_DIGITS = 18;
/** TON amounts: 9 decimals. */
const TON_DIGITS = 9;

const changed = (name: string, at: Date | null): Record<string, string> =>
  at ? { [name]: at.toISOString() } : {};

export function toQuotedPrice(price: string, changedAt: Date | null): QuotedPrice {
  return { price: toPriceValue(price), changedAt: changed('price', changedAt) };
}

/**
 * One of our pools as a market of `jetton` (a database address): reserves on each side, the pool valued
 * in TON and USD, and the jetton's price in the counterpart as the pool quotes it, converted to TON and USD
 * with the counterpart's price. `tonUsd` is TON's USD price ("0" when unknown: TON values are then 0).
 */
export function toMarket(
  pool: PoolRecord,
  jetton: string,
  tonUsd: string,
  lastTransactionAt: Date | null,
): Market {
  const isX = pool.token0.address === jetton;
  const counterpart = isX ? pool.token1 : pool.token0;
  const inCounterpart = isX ? trimDecimal(pool.price) : divideDecimals('1', pool.price, PRICE_DIGITS);
  const usd = multiplyDecimals(inCounterpart, counterpart.priceUsd, PRICE_DIGITS);
  const at = { changedAt: changed('updatedAt', pool.updatedAt) };
  return {
    counterpart: counterpart.address,
    exchangeId: 'atoll',
    poolAddress: pool.address,
    type: pool.curve === 'stable' ? 'stable' : 'linear',
    createdAt: pool.createdAt.toISOString(),
    lastTransactionAt: lastTransactionAt?.toISOString() ?? null,
    liquidity: {
      asset: (isX ? pool.reserve0 : pool.reserve1).toString(),
      counterpart: (isX ? pool.reserve1 : pool.reserve0).toString(),
      ton: toPriceValue(divideDecimals(pool.tvlUsd, tonUsd, TON_DIGITS)),
      usd: toPriceValue(pool.tvlUsd),
      ...at,
    },
    price: {
      counterpart: toPriceValue(inCounterpart),
      ton: toPriceValue(divideDecimals(usd, tonUsd, PRICE_DIGITS)),
      usd: toPriceValue(usd),
      ...at,
    },
  };
}

export function toMarketJetton(token: TokenRecord): MarketJetton {
  return {
    address: token.address,
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    image: token.iconUrl,
  };
}

/** Raw → user-friendly (bounceable: jetton masters and pools are contracts) for every address of an answer. */
export function addressBook(
  addresses: Iterable<string>,
  testOnly: boolean,
): Record<string, { userFriendly: string }> {
  const book: Record<string, { userFriendly: string }> = {};
  for (const address of addresses) book[address] = { userFriendly: userFriendly(address, testOnly) };
  return book;
}

/** The markets cursor is the offset of the next page, as text. */
export function parseCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return 0;
  return /^(0|[1-9][0-9]{0,8})$/.test(cursor) ? Number(cursor) : null;
}

/** A chart point: the candle's close in USD, or in TON when `tonClose` (TON's USD close at that time) is given. */
export function toPriceChartPoint(
  openTime: Date,
  closeUsd: string,
  tonClose: string | null,
): PriceChartPoint {
  const value = tonClose === null ? trimDecimal(closeUsd) : divideDecimals(closeUsd, tonClose, PRICE_DIGITS);
  return { value: toPriceValue(value), time: openTime.toISOString() };
}

/** The public price API's exact number: `"0.000031"` → `{value: "31", decimals: 6}`. */
export function toPriceValue(decimal: string): { value: string; decimals: number } {
  const text = trimDecimal(decimal);
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole + fraction).toString();
  return { value: text.startsWith('-') && value !== '0' ? `-${value}` : value, decimals: fraction.length };
}
