import { queryOptions } from '@tanstack/react-query';
import { requestResult } from '../../lib/http';
import { poolsFromSearch } from './routing';

/** Spec 9: pool search size 1000; reserves are chain data, refreshed every 10 s. */
export const POOL_SEARCH_SIZE = 1000;
export const POOLS_POLL_INTERVAL_MS = 10_000;

/** `POST /pools/search` with the spec's payload: page 1, size 1000, desc by tvl, the custom tokens. */
export function getPoolsQueryOptions(apiUrl: string, customTokens: readonly string[]) {
  return queryOptions({
    queryKey: ['pools-search', apiUrl, customTokens],
    queryFn: async () =>
      poolsFromSearch(
        await requestResult(`${apiUrl}/pools/search`, {
          method: 'POST',
          body: JSON.stringify({
            page: 1,
            size: POOL_SEARCH_SIZE,
            sort: 'desc',
            sort_by: 'tvl',
            verified_tokens: customTokens,
          }),
        }),
      ),
    refetchInterval: POOLS_POLL_INTERVAL_MS,
    staleTime: POOLS_POLL_INTERVAL_MS,
  });
}
