import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HttpError, requestJson } from '../../lib/http';
import {
  chartUrl,
  marketsUrl,
  parseMarkets,
  parsePriceChart,
  parseTokenPrice,
  PRICE_CACHE_MS,
  priceUrl,
  type ChartInterval,
} from './price-api';
import { createPriceClient } from './price-client';

/** Spec 9: prices are polled every 30 s. */
const PRICE_POLL_MS = 30_000;

/** A 4xx other than 429 will answer the same again; network errors, 429 and 5xx may not. */
const isRetryable = (error: unknown) =>
  !(error instanceof HttpError) || error.status === 429 || error.status >= 500;

/** One client for the whole app: the 1 request/s limit is the API's, shared by every panel. */
const priceClient = createPriceClient({ fetchJson: (url) => requestJson(url), isRetryable });

// The client already retries (3 times, 2 s apart) and caches; the query layer only holds the state.
export function getTokenPriceQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['v1-price', apiUrl, address],
    queryFn: async () =>
      parseTokenPrice(await priceClient.get(priceUrl(apiUrl, address), { cacheMs: PRICE_CACHE_MS })),
    refetchInterval: PRICE_POLL_MS,
    staleTime: PRICE_CACHE_MS,
    retry: false,
  });
}

export function getPriceChartQueryOptions(apiUrl: string, address: string, interval: ChartInterval) {
  return queryOptions({
    queryKey: ['v1-price-chart', apiUrl, address, interval],
    queryFn: async () =>
      parsePriceChart(
        await priceClient.get(chartUrl(apiUrl, address, interval), { cacheMs: PRICE_CACHE_MS }),
      ),
    staleTime: PRICE_CACHE_MS,
    retry: false,
  });
}

export function getMarketsQueryOptions(apiUrl: string, address: string) {
  return infiniteQueryOptions({
    queryKey: ['v1-markets', apiUrl, address],
    queryFn: async ({ pageParam }) =>
      parseMarkets(await priceClient.get(marketsUrl(apiUrl, address, pageParam))),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    staleTime: Infinity,
    retry: false,
  });
}
