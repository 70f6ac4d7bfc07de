import { queryOptions } from '@tanstack/react-query';
import { statusFromTrace, TRACE_MAX_RETRIES, TRACE_POLL_INTERVAL_MS, type TraceNode } from './tx-status';

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
