import { queryOptions } from '@tanstack/react-query';
import {
  QUERY_TRACE_POLL_INTERVAL_MS,
  statusFromQueryTrace,
  statusFromTrace,
  TRACE_MAX_RETRIES,
  TRACE_POLL_INTERVAL_MS,
  type TraceNode,
} from './tx-status';

export class TraceRequestError extends Error {
  override name = 'TraceRequestError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** GET /v2/traces/{id}: polled every 5 s while pending; a missing trace is retried 12 times, 5 s apart (spec 7, 9). */
export function getTraceQueryOptions(tonapiUrl: string, traceId: string) {
  return queryOptions({
    queryKey: ['trace', tonapiUrl, traceId],
    queryFn: async ({ signal }): Promise<TraceNode> => {
      const response = await fetch(`${tonapiUrl}/v2/traces/${encodeURIComponent(traceId)}`, { signal });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const message =
          typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
            ? (body as { error: string }).error
            : 'Unknown error occurred';
        throw new TraceRequestError(message, response.status);
      }
      return body as TraceNode;
    },
    retry: TRACE_MAX_RETRIES,
    retryDelay: TRACE_POLL_INTERVAL_MS,
    staleTime: TRACE_POLL_INTERVAL_MS,
    refetchInterval: (query) =>
      query.state.data && statusFromTrace(query.state.data) !== 'pending' ? false : TRACE_POLL_INTERVAL_MS,
  });
}

/** `GET /trace?account&query_id` on the API: not cached, polled every second until Full (spec 7, 9). */
export function getQueryTraceQueryOptions(apiUrl: string, account: string, queryId: string) {
  return queryOptions({
    queryKey: ['trace-by-query-id', apiUrl, account, queryId],
    queryFn: async ({ signal }): Promise<unknown> => {
      const url = `${apiUrl}/trace?account=${encodeURIComponent(account)}&query_id=${encodeURIComponent(queryId)}`;
      const response = await fetch(url, { signal });
      if (!response.ok) throw new TraceRequestError(`HTTP ${response.status}`, response.status);
      return response.json();
    },
    gcTime: 0,
    retry: true,
    retryDelay: QUERY_TRACE_POLL_INTERVAL_MS,
    refetchInterval: (query) =>
      statusFromQueryTrace(query.state.data) === 'pending' ? QUERY_TRACE_POLL_INTERVAL_MS : false,
  });
}
