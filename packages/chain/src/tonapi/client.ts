import createClient from 'openapi-fetch';
import { backoffMs, isRetryableStatus } from './backoff.fns';
import { errorMessageOf, fetchErrorMessage, TaskAbortedError, TonApiError } from './errors';
import type { paths } from '../../generated/tonapi';
import { RequestPriority, RequestQueue } from './request-queue';

// The one TonAPI client: the only code that calls TonAPI over HTTP. Every request goes through one queue
// (the key's rate, requests in flight, priorities, a 429 pausing everyone) and is retried with backoff on
// 429, 5xx and network failures; any other failure is a TonApiError with TonAPI's own message. Two typed
// faces share it: `http`, the answers as TonAPI writes them, typed by the OpenAPI spec kept in
// `openapi/tonapi.yml` (openapi-fetch); and `fetch`, for @ton-api/client and @ton-api/ton-adapter, which
// parse answers into @ton/core objects (`./sdk.ts`).

export interface TonApiOptions {
  /** `https://tonapi.io`, `https://testnet.tonapi.io`, or the devnet; no trailing slash needed. */
  baseUrl: string;
  apiKey?: string;
  /** Requests per second the key allows (free key 1, no key 0.25). */
  rps: number;
  maxInFlight?: number;
  /** Retries of a 429, a 5xx or a network failure before the error reaches the caller. */
  maxRetries?: number;
  /** A request that takes longer is abandoned (and retried). */
  timeoutMs?: number;
  /** The fetch to call (the browser's, Node's, a test's). */
  fetch?: typeof fetch;
}

export interface TonApiStats {
  requests: number;
  /** 429 answers. */
  throttled: number;
  /** Network failures and 5xx answers. */
  errors: number;
}

/** Header a caller sets to queue its request at low priority; it never leaves the process. */
export const PRIORITY_HEADER = 'x-atoll-priority';
/** `{ headers: LOW_PRIORITY }` on an `http` call: trace settlement and other reads nothing waits on. */
export const LOW_PRIORITY = { [PRIORITY_HEADER]: 'low' } as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type TonApi = ReturnType<typeof createTonApi>;

export function createTonApi(options: TonApiOptions) {
  const { apiKey, rps, maxInFlight = 16, maxRetries = 6, timeoutMs = 30_000 } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl =
    options.fetch ?? ((input: string | URL | Request, init?: RequestInit) => fetch(input, init));
  const queue = new RequestQueue({ rps, maxInFlight });
  const stats: TonApiStats = { requests: 0, throttled: 0, errors: 0 };

  type Attempt = { response: Response } | { error: unknown; waitMs: number };

  /** What a request sends, readable again for every retry. */
  interface Outgoing {
    url: string;
    method: string;
    headers: Headers;
    body: ArrayBuffer | undefined;
    signal: AbortSignal | undefined;
  }

  /** The caller's signal and the timeout, as one (where the platform can combine signals). */
  const signalOf = (caller: AbortSignal | undefined): AbortSignal => {
    const timeout = AbortSignal.timeout(timeoutMs);
    if (!caller) return timeout;
    return typeof AbortSignal.any === 'function' ? AbortSignal.any([timeout, caller]) : caller;
  };

  /** One exchange, holding a queue slot until the body is read or the answer judged. */
  async function attempt(request: Outgoing, priority: RequestPriority, n: number): Promise<Attempt> {
    return queue.run(
      async () => {
        stats.requests++;
        let response: Response;
        try {
          const { url, method, headers, body } = request;
          response = await fetchImpl(url, { method, headers, body, signal: signalOf(request.signal) });
        } catch (error) {
          if (request.signal?.aborted) throw new TaskAbortedError();
          stats.errors++;
          return { error: new Error(fetchErrorMessage(error)), waitMs: backoffMs(n, null) };
        }
        if (response.ok) return { response };
        const body = await response.text().catch(() => null);
        const path = new URL(request.url).pathname;
        const error = new TonApiError(errorMessageOf(body), response.status, path);
        if (!isRetryableStatus(response.status)) throw error;
        const waitMs = backoffMs(n, response.headers.get('retry-after'));
        if (response.status === 429) {
          stats.throttled++;
          queue.pauseFor(waitMs);
        } else stats.errors++;
        return { error, waitMs };
      },
      priority,
      request.signal,
    );
  }

  /** Sends a request through the queue with retries; resolves only with a 2xx answer. */
  async function send(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const original = new Request(input, init);
    const headers = new Headers(original.headers);
    const priority = headers.get(PRIORITY_HEADER) === 'low' ? RequestPriority.Low : RequestPriority.High;
    headers.delete(PRIORITY_HEADER);
    if (apiKey) headers.set('authorization', `Bearer ${apiKey}`);
    const { url, method } = original;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await original.arrayBuffer();
    const request: Outgoing = {
      url,
      method,
      headers,
      body,
      signal: init?.signal ?? original.signal ?? undefined,
    };
    for (let n = 0; ; n++) {
      const result = await attempt(request, priority, n);
      if ('response' in result) return result.response;
      if (n >= maxRetries) throw result.error;
      await sleep(result.waitMs);
    }
  }

  const http = createClient<paths>({ baseUrl, fetch: (request: Request) => send(request) });

  /**
   * Opens a long-lived stream (TonAPI's SSE): it takes a turn of the queue to start, like any request, and
   * gives its slot back once the answer's headers are in; the body streams outside the queue.
   */
  async function stream(pathAndQuery: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    const headers = new Headers({ accept: 'text/event-stream' });
    if (apiKey) headers.set('authorization', `Bearer ${apiKey}`);
    const response = await queue.run(
      async () => {
        stats.requests++;
        return fetchImpl(`${baseUrl}${pathAndQuery}`, { headers, signal });
      },
      RequestPriority.High,
      signal,
    );
    if (!response.ok || !response.body) {
      const body = await response.text().catch(() => null);
      throw new TonApiError(errorMessageOf(body), response.status, pathAndQuery.split('?')[0]!);
    }
    return response.body;
  }

  return {
    baseUrl,
    stats,
    queue,
    /** TonAPI's answers as it writes them (snake_case JSON), typed by the spec: `http.GET('/v2/…', …)`. */
    http,
    /** The queued, retried fetch: for @ton-api/client and anything else that speaks TonAPI. */
    fetch: send as typeof fetch,
    stream,
  };
}
