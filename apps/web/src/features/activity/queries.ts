import { UserEventsResponseSchema } from '@atoll/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/http';
import { createTokenStore } from '../auth/token-storage';
import { activityPage, type ActivityPage } from './activity-events';
import { ACTIVITY_PAGE_SIZE, nextPageOf } from './activity-paging';

/** docs/product-spec.md §7: `GET /users/events` is cached for a minute. */
export const USER_EVENTS_STALE_MS = 60_000;

const tokens = createTokenStore();

/** `GET /users/events?page&size` with the session token (the route is authenticated). */
export async function fetchUserEventsPage(
  apiUrl: string,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const token = tokens.get();
  const response = await apiGet(
    `${apiUrl}/users/events?page=${page}&size=${size}`,
    UserEventsResponseSchema,
    {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal,
    },
  );
  return activityPage(response);
}

/** The wallet's activity, 10 events a page, the next page while current × size < total. */
export function getUserEventsQueryOptions(apiUrl: string, address: string) {
  return infiniteQueryOptions({
    queryKey: ['user-events', apiUrl, address],
    queryFn: ({ pageParam, signal }) => fetchUserEventsPage(apiUrl, pageParam, ACTIVITY_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.page),
    staleTime: USER_EVENTS_STALE_MS,
  });
}
