import type { ExchangeId, MarketsResponse, PriceValue, TokenPriceResponse } from '@atoll/shared';
import { NATIVE_TON_ADDRESS, toFriendlyAddress, toRawAddress } from '@atoll/chain/address';

// The public price API under `{api}/v1` (docs/product-spec.md §7; shapes in @atoll/shared prices-v1): URLs,
// and its validated answers mapped to what the panels show. Pure.

export type ChartInterval = '24h' | '7d' | '30d';
export const CHART_INTERVALS: readonly ChartInterval[] = ['24h', '7d', '30d'];

/**
 * docs/product-spec.md §7: price and chart answers are cached for 10 s; markets as long as the page lives.
 */
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

export interface TokenPrice {
  usd: PriceValue;
  ton: PriceValue;
}

/** `GET /v1/jettons/{address}/price` → the USD and TON prices. */
export const tokenPrice = (response: TokenPriceResponse): TokenPrice => ({
  usd: response.usd.price,
  ton: response.ton.price,
});

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

/** `GET /v1/jettons/{address}/markets`: each market with raw addresses and its counterpart's symbol from `jettons`. */
export function marketsPage(response: MarketsResponse): MarketsPage {
  const symbols = new Map<string, string>();
  for (const jetton of response.jettons) {
    const raw = toRawAddress(jetton.address);
    if (raw) symbols.set(raw, jetton.symbol);
  }
  const markets = response.markets.map((market): MarketRow => {
    const counterpart = toRawAddress(market.counterpart) ?? market.counterpart;
    return {
      exchangeId: market.exchangeId,
      poolAddress: toRawAddress(market.poolAddress) ?? market.poolAddress,
      counterpart,
      counterpartSymbol: symbols.get(counterpart) ?? (counterpart === NATIVE_TON_ADDRESS ? 'TON' : '?'),
      priceInCounterpart: market.price.counterpart,
      priceUsd: market.price.usd,
      liquidityUsd: market.liquidity.usd,
    };
  });
  return { markets, next: response.next === '' ? undefined : response.next };
}
