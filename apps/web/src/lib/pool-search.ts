import { type PoolGroup, type PoolSearchRequest, PoolSearchResponseSchema } from '@atoll/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from './http';

/**
 * docs/product-spec.md §9: pool search size 1000; reserves are chain data, refreshed every 10 s (chain
 * polling).
 */
export const POOL_SEARCH_SIZE = 1000;
export const POOLS_POLL_INTERVAL_MS = 10_000;
export const POOL_SEARCH_KEY = 'pool-search';

/**
 * docs/product-spec.md §7 "Pools list call": `POST /pools/search` with page 1, size 1000, desc by tvl and the
 * user's custom tokens as `verified_tokens`, and every pool with an unverified token too (issue 18), each
 * token carrying its flags. One cache entry serves the swap page's routing, the pools page and the search:
 * the answer is validated once, here, and each maps the groups to its own view through a `select`, so the
 * app asks for the list once per 10 s, not three times, and the three never disagree about whether a pool
 * exists. The pools list keeps to verified and custom tokens unless the user unticks its box.
 */
export function poolSearchQueryOptions(apiUrl: string, customTokens: readonly string[]) {
  const request: PoolSearchRequest = {
    page: 1,
    size: POOL_SEARCH_SIZE,
    sort: 'desc',
    sort_by: 'tvl',
    verified_tokens: [...customTokens],
    include_unverified: true,
  };
  return queryOptions({
    queryKey: [POOL_SEARCH_KEY, apiUrl, customTokens],
    queryFn: async ({ signal }): Promise<PoolGroup[]> =>
      (await apiPost(`${apiUrl}/pools/search`, request, PoolSearchResponseSchema, { signal })).result,
    refetchInterval: POOLS_POLL_INTERVAL_MS,
    staleTime: POOLS_POLL_INTERVAL_MS,
  });
}
