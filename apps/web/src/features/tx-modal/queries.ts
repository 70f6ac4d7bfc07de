import { traceResponseStatus, TraceResponseSchema } from '@atoll/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/http';
import {
  QUERY_TRACE_POLL_INTERVAL_MS,
  statusFromTrace,
  TRACE_POLL_INTERVAL_MS,
  type TraceNode,
} from './tx-status';
import { retryTracePoll, tracePollVerdict } from './trace-polling';

export class TraceRequestError extends Error {
  override name = 'TraceRequestError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * GET /v2/traces/{id}: polled every 5 s while pending; a trace not found aborts polling, the "not yet" answers are
 * retried up to 12 times, 5 s apart (trace-polling.ts; docs/product-spec.md §7, §8, §9).
 */
export function getTraceQueryOptions(tonapiUrl: string, traceId: string) {
  return queryOptions({
    queryKey: ['trace', tonapiUrl, traceId],
    queryFn: async ({ signal }): Promise<TraceNode> => {
      const { tonApi } = await import('../../lib/tonapi');
      const { data } = await tonApi(tonapiUrl).http.GET('/v2/traces/{trace_id}', {
        params: { path: { trace_id: traceId } },
        signal,
      });
      return data!;
    },
    retry: retryTracePoll,
    retryDelay: TRACE_POLL_INTERVAL_MS,
    staleTime: TRACE_POLL_INTERVAL_MS,
    refetchInterval: (query) =>
      (query.state.data && statusFromTrace(query.state.data) !== 'pending') ||
      (query.state.error !== null && tracePollVerdict(query.state.error) === 'abort')
        ? false
        : TRACE_POLL_INTERVAL_MS,
  });
}

/**
 * `GET /trace?account&query_id` on the API: not cached, polled every second until Full
 * (docs/product-spec.md §7, §9).
 */
export function getQueryTraceQueryOptions(apiUrl: string, account: string, queryId: string) {
  return queryOptions({
    queryKey: ['trace-by-query-id', apiUrl, account, queryId],
    queryFn: ({ signal }) => {
      const url = `${apiUrl}/trace?account=${encodeURIComponent(account)}&query_id=${encodeURIComponent(queryId)}`;
      return apiGet(url, TraceResponseSchema, { signal });
    },
    gcTime: 0,
    retry: true,
    retryDelay: QUERY_TRACE_POLL_INTERVAL_MS,
    refetchInterval: (query) =>
      query.state.data && traceResponseStatus(query.state.data) !== 'pending'
        ? false
        : QUERY_TRACE_POLL_INTERVAL_MS,
  });
}
