import { MarketsResponseSchema, PriceChartResponseSchema, TokenPriceResponseSchema } from '@atoll/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { endpointOf, HttpError, parseApiResponse, requestJson } from '../../lib/http';
import {
  chartUrl,
  marketsPage,
  marketsUrl,
  PRICE_CACHE_MS,
  priceUrl,
  tokenPrice,
  type ChartInterval,
} from './price-api';
import { createPriceClient, type GetOptions } from './price-client';

/** docs/product-spec.md §9: prices are polled every 30 s. */
const PRICE_POLL_MS = 30_000;

/** A 4xx other than 429 will answer the same again; network errors, 429 and 5xx may not. */
const isRetryable = (error: unknown) =>
  !(error instanceof HttpError) || error.status === 429 || error.status >= 500;

/** One client for the whole app: the 1 request/s limit is the API's, shared by every panel. */
const priceClient = createPriceClient({ fetchJson: (url) => requestJson(url), isRetryable });

/**
 * A price API answer through the client (its rate limit, sharing, cache and retries), validated against its
 * schema afterwards: an answer that breaks the contract is not worth retrying.
 */
async function getValidated<S extends z.ZodMiniType>(url: string, schema: S, options?: GetOptions) {
  return parseApiResponse(schema, await priceClient.get(url, options), endpointOf('GET', url));
}

// The client already retries (3 times, 2 s apart) and caches; the query layer only holds the state.
export function getTokenPriceQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: ['v1-price', apiUrl, address],
    queryFn: async () =>
      tokenPrice(
        await getValidated(priceUrl(apiUrl, address), TokenPriceResponseSchema, { cacheMs: PRICE_CACHE_MS }),
      ),
    refetchInterval: PRICE_POLL_MS,
    staleTime: PRICE_CACHE_MS,
    retry: false,
  });
}

export function getPriceChartQueryOptions(apiUrl: string, address: string, interval: ChartInterval) {
  return queryOptions({
    queryKey: ['v1-price-chart', apiUrl, address, interval],
    queryFn: async () => {
      const url = chartUrl(apiUrl, address, interval);
      return (await getValidated(url, PriceChartResponseSchema, { cacheMs: PRICE_CACHE_MS })).points;
    },
    staleTime: PRICE_CACHE_MS,
    retry: false,
  });
}

export function getMarketsQueryOptions(apiUrl: string, address: string) {
  return infiniteQueryOptions({
    queryKey: ['v1-markets', apiUrl, address],
    queryFn: async ({ pageParam }) =>
      marketsPage(await getValidated(marketsUrl(apiUrl, address, pageParam), MarketsResponseSchema)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    staleTime: Infinity,
    retry: false,
  });
}
