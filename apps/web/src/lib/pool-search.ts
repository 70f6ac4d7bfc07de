import { queryOptions } from '@tanstack/react-query';
import { requestResult } from './http';

/** Spec 9: pool search size 1000; reserves are chain data, refreshed every 10 s (chain polling). */
export const POOL_SEARCH_SIZE = 1000;
export const POOLS_POLL_INTERVAL_MS = 10_000;
export const POOL_SEARCH_KEY = 'pool-search';

/**
 * Spec 7 "Pools list call": `POST /pools/search` with page 1, size 1000, desc by tvl and the user's custom tokens
 * as `verified_tokens`. One cache entry serves the swap page's routing, the pools page and the search: each reads
 * the raw `result` through its own `select` (parser), so the app asks for the list once per 10 s, not three times.
 */
export function poolSearchQueryOptions(apiUrl: string, customTokens: readonly string[]) {
  return queryOptions({
    queryKey: [POOL_SEARCH_KEY, apiUrl, customTokens],
    queryFn: ({ signal }): Promise<unknown> =>
      requestResult(`${apiUrl}/pools/search`, {
        method: 'POST',
        body: JSON.stringify({
          page: 1,
          size: POOL_SEARCH_SIZE,
          sort: 'desc',
          sort_by: 'tvl',
          verified_tokens: customTokens,
        }),
        signal,
      }),
    refetchInterval: POOLS_POLL_INTERVAL_MS,
    staleTime: POOLS_POLL_INTERVAL_MS,
  });
}
