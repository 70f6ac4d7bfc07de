import { queryOptions } from '@tanstack/react-query';
import { poolSearchQueryOptions } from '../../lib/pool-search';
import { groupsFromSearch } from './pool-groups';

/** The shared `POST /pools/search` answer, read in the search's own group shape. */
export function getPoolGroupsQueryOptions(apiUrl: string, customTokens: readonly string[]) {
  return queryOptions({ ...poolSearchQueryOptions(apiUrl, customTokens), select: groupsFromSearch });
}
