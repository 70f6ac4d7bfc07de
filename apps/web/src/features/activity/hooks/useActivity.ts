import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { env } from '../../../app/env';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { activityRows } from '../activity-events';
import { createLoadGate } from '../activity-paging';
import { getUserEventsQueryOptions } from '../queries';

/** The signed-in wallet's activity, page by page; `loadMore` never starts a second load while one runs. */
export function useActivity() {
  const { address } = useWalletLogin();
  const query = useInfiniteQuery({
    ...getUserEventsQueryOptions(env.apiUrl, address ?? ''),
    enabled: address !== null,
  });
  const [gate] = useState(createLoadGate);
  const { data, hasNextPage, isFetching, fetchNextPage } = query;

  const rows = useMemo(() => activityRows(data?.pages ?? []), [data]);
  const total = data?.pages.at(-1)?.page.total ?? null;

  const loadMore = useCallback(() => {
    // a background refetch counts as a load too: its pages would race the next one
    if (!hasNextPage || isFetching) return;
    gate.run(() => fetchNextPage({ cancelRefetch: false }));
  }, [gate, hasNextPage, isFetching, fetchNextPage]);

  return {
    address,
    rows,
    total,
    hasMore: hasNextPage,
    isLoading: address !== null && query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    error: query.error,
    loadMore,
  };
}
