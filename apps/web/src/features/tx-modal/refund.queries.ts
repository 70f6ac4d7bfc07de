import { PoolEventsResponseSchema } from '@atoll/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/http';
import { activityPage } from '../activity/activity-events';

/** The latest events of a pool (`GET /pools/{address}/events`): where a refund is recorded. */
export function getPoolEventsQueryOptions(apiUrl: string, pool: string) {
  return queryOptions({
    queryKey: ['pool-events', apiUrl, pool],
    queryFn: async ({ signal }) => {
      const url = `${apiUrl}/pools/${encodeURIComponent(pool)}/events?page=1&size=50`;
      return activityPage(await apiGet(url, PoolEventsResponseSchema, { signal }));
    },
    staleTime: 0,
  });
}
