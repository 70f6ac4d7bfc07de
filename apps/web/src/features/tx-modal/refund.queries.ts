import { queryOptions } from '@tanstack/react-query';
import { TraceRequestError } from './queries';

/** The latest events of a pool (`GET /pools/{address}/events`): where a refund is recorded. */
export function getPoolEventsQueryOptions(apiUrl: string, pool: string) {
  return queryOptions({
    queryKey: ['pool-events', apiUrl, pool],
    queryFn: async ({ signal }): Promise<unknown> => {
      const response = await fetch(`${apiUrl}/pools/${encodeURIComponent(pool)}/events?page=1&size=50`, {
        signal,
      });
      if (!response.ok) throw new TraceRequestError(`HTTP ${response.status}`, response.status);
      return ((await response.json()) as { result?: unknown }).result;
    },
    staleTime: 0,
  });
}
