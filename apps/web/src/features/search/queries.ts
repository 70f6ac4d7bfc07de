import { queryOptions } from '@tanstack/react-query';
import { requestResult } from '../../lib/http';
import { parsePoolGroups } from './pool-groups';

// Spec 9: pool search size 1000; the list is refreshed at most every 10 s (chain polling).
const POOL_SEARCH_SIZE = 1000;
const POOLS_STALE_MS = 10_000;

/**
 * `POST /pools/search` as the swap page sends it (spec 7: page 1, size 1000, desc by tvl), kept as the search's
 * own group shape under its own key (the pools page caches the same request in another shape).
 */
export function getPoolGroupsQueryOptions(apiUrl: string, customTokens: readonly string[]) {
  return queryOptions({
    queryKey: ['search-pool-groups', apiUrl, customTokens],
    queryFn: async () =>
      parsePoolGroups(
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
    staleTime: POOLS_STALE_MS,
  });
}
