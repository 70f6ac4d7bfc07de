// The public price API's request policy (docs/product-spec.md §7 and §9): one request per second, identical
// requests within 300 ms share one fetch, nothing is cancelled, answers are cached (forever unless a call
// says otherwise), and a failure is retried 3 times, 2 s apart. Pure scheduling around an injected fetch and
// clock.

export interface PriceClientOptions {
  /**
   * Performs one request; the client never passes an abort signal (docs/product-spec.md §7: not cancelable).
   */
  fetchJson(url: string): Promise<unknown>;
  /** Minimum time between two request starts. */
  intervalMs?: number;
  /** A call within this long of an identical pending one shares its fetch. */
  dedupeMs?: number;
  retries?: number;
  retryDelayMs?: number;
  /** Whether a failed request may succeed when tried again. */
  isRetryable?(error: unknown): boolean;
  now?(): number;
}

export interface GetOptions {
  /** How long an answer is served from the cache; forever by default (docs/product-spec.md §9). */
  cacheMs?: number;
}

export const PRICE_API_POLICY = {
  intervalMs: 1000,
  dedupeMs: 300,
  retries: 3,
  retryDelayMs: 2000,
} as const;

interface Pending {
  promise: Promise<unknown>;
  calledAt: number;
}

interface Cached {
  value: unknown;
  storedAt: number;
}

export function createPriceClient({
  fetchJson,
  intervalMs = PRICE_API_POLICY.intervalMs,
  dedupeMs = PRICE_API_POLICY.dedupeMs,
  retries = PRICE_API_POLICY.retries,
  retryDelayMs = PRICE_API_POLICY.retryDelayMs,
  isRetryable = () => true,
  now = Date.now,
}: PriceClientOptions) {
  const pending = new Map<string, Pending>();
  const cache = new Map<string, Cached>();
  /** When the next request may start: the queue is this one timestamp, moved forward per request. */
  let nextSlotAt = 0;

  /** Waits for the next free slot (FIFO: each caller takes the slot after the last one given out). */
  function slot(): Promise<void> {
    const at = Math.max(now(), nextSlotAt);
    nextSlotAt = at + intervalMs;
    const wait = at - now();
    return wait <= 0 ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, wait));
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function fetchWithRetries(url: string): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      await slot();
      try {
        return await fetchJson(url);
      } catch (error) {
        if (attempt >= retries || !isRetryable(error)) throw error;
        await sleep(retryDelayMs);
      }
    }
  }

  return {
    get(url: string, { cacheMs = Infinity }: GetOptions = {}): Promise<unknown> {
      const cached = cache.get(url);
      if (cached && now() - cached.storedAt < cacheMs) return Promise.resolve(cached.value);
      const shared = pending.get(url);
      if (shared && now() - shared.calledAt <= dedupeMs) return shared.promise;

      const promise = fetchWithRetries(url).then((value) => {
        cache.set(url, { value, storedAt: now() });
        return value;
      });
      const entry = { promise, calledAt: now() };
      pending.set(url, entry);
      const forget = () => {
        if (pending.get(url) === entry) pending.delete(url);
      };
      promise.then(forget, forget);
      return promise;
    },
  };
}

export type PriceClient = ReturnType<typeof createPriceClient>;
