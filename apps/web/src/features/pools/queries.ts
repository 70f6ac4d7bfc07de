import {
  type ChartInterval,
  PoolChartResponseSchema,
  PoolEventsResponseSchema,
  PoolResponseSchema,
} from '@atoll/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet, HttpError } from '../../lib/http';
import { poolSearchQueryOptions } from '../../lib/pool-search';
import { activityPage } from '../activity/activity-events';
import { chartPoints } from './pool-chart';

/** Pools are chain data, refreshed every 10 s (docs/product-spec.md §9). */
const POOLS_POLL_INTERVAL_MS = 10_000;
/** Candles move once a price run; a minute is fresh enough for history. */
const CHART_STALE_MS = 60_000;
export const POOL_EVENTS_PAGE_SIZE = 10;

/** Query-key root of one pool (a confirmed liquidity transaction invalidates keys starting with 'pool'). */
export const POOL_KEY = 'pool';

const poolPath = (apiUrl: string, address: string) => `${apiUrl}/pools/${encodeURIComponent(address)}`;

/**
 * The pools page's groups: the shared `POST /pools/search` answer (docs/product-spec.md §7 "Pools list call"),
 * as the API sends them.
 */
export function getPoolGroupsQueryOptions(apiUrl: string, customTokens: readonly string[]) {
  return poolSearchQueryOptions(apiUrl, customTokens);
}

/** `GET /pools/{address}`; null when the API knows no such pool (404) or the address is malformed (400). */
export function getPoolQueryOptions(apiUrl: string, address: string) {
  return queryOptions({
    queryKey: [POOL_KEY, apiUrl, address],
    queryFn: async ({ signal }) => {
      try {
        return (await apiGet(poolPath(apiUrl, address), PoolResponseSchema, { signal })).result;
      } catch (error) {
        if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    refetchInterval: POOLS_POLL_INTERVAL_MS,
    staleTime: POOLS_POLL_INTERVAL_MS,
  });
}

/** `GET /pools/{address}/chart?interval=`: candles, TVL, volume and fees per bucket. */
export function getPoolChartQueryOptions(apiUrl: string, address: string, interval: ChartInterval) {
  return queryOptions({
    queryKey: [POOL_KEY, apiUrl, address, 'chart', interval],
    queryFn: async ({ signal }) => {
      const url = `${poolPath(apiUrl, address)}/chart?interval=${interval}`;
      return chartPoints((await apiGet(url, PoolChartResponseSchema, { signal })).result.points);
    },
    staleTime: CHART_STALE_MS,
    // The old interval stays drawn while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** `GET /pools/{address}/events?page&size`: the pool's swaps and liquidity events, newest first. */
export function getPoolEventsQueryOptions(apiUrl: string, address: string, page: number) {
  return queryOptions({
    queryKey: [POOL_KEY, apiUrl, address, 'events', page],
    queryFn: async ({ signal }) => {
      const url = `${poolPath(apiUrl, address)}/events?page=${page}&size=${POOL_EVENTS_PAGE_SIZE}`;
      return activityPage(await apiGet(url, PoolEventsResponseSchema, { signal }));
    },
    refetchInterval: POOLS_POLL_INTERVAL_MS,
    placeholderData: keepPreviousData,
  });
}
