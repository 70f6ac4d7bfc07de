import { queryOptions } from '@tanstack/react-query';
import { poolSearchQueryOptions } from '../../lib/pool-search';
import { poolsFromSearch } from './routing';

/** The pools to route through: the shared `POST /pools/search` answer, read as pools with liquidity. */
export function getPoolsQueryOptions(apiUrl: string, customTokens: readonly string[]) {
  return queryOptions({ ...poolSearchQueryOptions(apiUrl, customTokens), select: poolsFromSearch });
}
