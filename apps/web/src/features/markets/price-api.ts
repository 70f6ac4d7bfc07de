import type { ExchangeId, PriceValue } from '@atoll/shared';
import { isDecimals, isNano, isRecord, isString } from '../../lib/http';
import { NATIVE_TON_ADDRESS, toFriendlyAddress, toRawAddress } from '../../lib/ton-address';

// The public price API under `{api}/v1` (spec 7; shapes in @atoll/shared prices-v1): URLs and hand-written
// checks of its answers (zod and @ton/core stay out of the swap page's chunks). Pure.

export type ChartInterval = '24h' | '7d' | '30d';
export const CHART_INTERVALS: readonly ChartInterval[] = ['24h', '7d', '30d'];

/** Spec 7: price and chart answers are cached for 10 s; markets as long as the page lives. */
export const PRICE_CACHE_MS = 10_000;
export const MARKETS_PAGE_SIZE = 20;

const jettonPath = (apiUrl: string, address: string) =>
  `${apiUrl}/v1/jettons/${encodeURIComponent(toFriendlyAddress(address) ?? address)}`;

export const priceUrl = (apiUrl: string, address: string) => `${jettonPath(apiUrl, address)}/price`;

export const chartUrl = (apiUrl: string, address: string, interval: ChartInterval) =>
  `${jettonPath(apiUrl, address)}/price/chart?interval=${interval}&currency=usd`;

export function marketsUrl(apiUrl: string, address: string, cursor?: string) {
  const query = new URLSearchParams({ limit: String(MARKETS_PAGE_SIZE) });
  if (cursor !== undefined) query.set('cursor', cursor);
  return `${jettonPath(apiUrl, address)}/markets?${query.toString()}`;
}

export class PriceApiShapeError extends Error {
  override name = 'PriceApiShapeError';
}

function priceValue(value: unknown): PriceValue {
  if (
    isRecord(value) &&
    isString(value.value) &&
    /^-?\d{1,100}$/.test(value.value) &&
    isDecimals(value.decimals)
  )
    return { value: value.value, decimals: value.decimals };
  throw new PriceApiShapeError('expected {value, decimals}');
}

export interface TokenPrice {
  usd: PriceValue;
  ton: PriceValue;
}

/** `GET /v1/jettons/{address}/price` → `{usd: {price}, ton: {price}}`. */
export function parseTokenPrice(body: unknown): TokenPrice {
  if (!isRecord(body) || !isRecord(body.usd) || !isRecord(body.ton)) throw new PriceApiShapeError('price');
  return { usd: priceValue(body.usd.price), ton: priceValue(body.ton.price) };
}

export interface ChartPoint {
  /** ISO date-time. */
  time: string;
  value: PriceValue;
}

/** `GET /v1/jettons/{address}/price/chart` → `{points}`; points with an unreadable time are left out. */
export function parsePriceChart(body: unknown): ChartPoint[] {
  if (!isRecord(body) || !Array.isArray(body.points)) throw new PriceApiShapeError('chart');
  return body.points.flatMap((point: unknown) =>
    isRecord(point) && isString(point.time) && !Number.isNaN(Date.parse(point.time))
      ? [{ time: point.time, value: priceValue(point.value) }]
      : [],
  );
}

export interface MarketRow {
  exchangeId: ExchangeId;
  /** Raw addresses. */
  poolAddress: string;
  counterpart: string;
  counterpartSymbol: string;
  /** One token in the counterpart, and in USD. */
  priceInCounterpart: PriceValue;
  priceUsd: PriceValue;
  liquidityUsd: PriceValue;
}

export interface MarketsPage {
  markets: MarketRow[];
  next: string | undefined;
}

const EXCHANGES: readonly ExchangeId[] = ['atoll', 'dedust', 'stonfi'];
const isExchange = (value: unknown): value is ExchangeId => EXCHANGES.includes(value as ExchangeId);

/** `GET /v1/jettons/{address}/markets`: each market with its counterpart's symbol from `jettons`. */
export function parseMarkets(body: unknown): MarketsPage {
  if (!isRecord(body) || !Array.isArray(body.markets)) throw new PriceApiShapeError('markets');
  const symbols = new Map<string, string>();
  for (const jetton of Array.isArray(body.jettons) ? body.jettons : []) {
    if (!isRecord(jetton) || !isString(jetton.address) || !isString(jetton.symbol)) continue;
    const raw = toRawAddress(jetton.address);
    if (raw) symbols.set(raw, jetton.symbol);
  }
  const markets = body.markets.flatMap((market: unknown): MarketRow[] => {
    if (!isRecord(market) || !isExchange(market.exchangeId) || !isString(market.poolAddress)) return [];
    if (!isString(market.counterpart) || !isRecord(market.price) || !isRecord(market.liquidity)) return [];
    const poolAddress = toRawAddress(market.poolAddress);
    const counterpart = toRawAddress(market.counterpart);
    if (!poolAddress || !counterpart || !isNano(market.liquidity.asset)) return [];
    return [
      {
        exchangeId: market.exchangeId,
        poolAddress,
        counterpart,
        counterpartSymbol: symbols.get(counterpart) ?? (counterpart === NATIVE_TON_ADDRESS ? 'TON' : '?'),
        priceInCounterpart: priceValue(market.price.counterpart),
        priceUsd: priceValue(market.price.usd),
        liquidityUsd: priceValue(market.liquidity.usd),
      },
    ];
  });
  return { markets, next: isString(body.next) && body.next !== '' ? body.next : undefined };
}
