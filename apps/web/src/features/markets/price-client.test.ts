import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPriceClient, PRICE_API_POLICY } from './price-client';

/** A fetch that records when each URL was requested, answering after `delayMs`. */
function recordingFetch(delayMs = 0, fail: (url: string, attempt: number) => boolean = () => false) {
  const calls: Array<{ url: string; at: number }> = [];
  const fetchJson = vi.fn((url: string) => {
    const attempt = calls.filter((call) => call.url === url).length;
    calls.push({ url, at: Date.now() });
    const settle = () => (fail(url, attempt) ? Promise.reject(new Error(`failed ${url}`)) : { url, attempt });
    if (delayMs === 0) return Promise.resolve().then(settle);
    return new Promise<unknown>((resolve) => setTimeout(resolve, delayMs)).then(settle);
  });
  return { fetchJson, calls };
}

describe('price API client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the spec policy: 1 per second, 300 ms dedupe, 3 retries 2 s apart', () => {
    expect(PRICE_API_POLICY).toEqual({ intervalMs: 1000, dedupeMs: 300, retries: 3, retryDelayMs: 2000 });
  });

  it('spaces a burst of 5 requests at least 1 s apart, in call order', async () => {
    const { fetchJson, calls } = recordingFetch();
    const client = createPriceClient({ fetchJson });
    const answers = Promise.all(['a', 'b', 'c', 'd', 'e'].map((url) => client.get(url)));
    await vi.advanceTimersByTimeAsync(5000);
    expect(await answers).toEqual(['a', 'b', 'c', 'd', 'e'].map((url) => ({ url, attempt: 0 })));
    expect(calls.map((call) => call.url)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(calls.map((call) => call.at - 1_000_000)).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('shares one fetch between identical requests within 300 ms', async () => {
    const { fetchJson } = recordingFetch(2000);
    const client = createPriceClient({ fetchJson });
    const first = client.get('/price');
    await vi.advanceTimersByTimeAsync(299);
    const second = client.get('/price');
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await second).toEqual({ url: '/price', attempt: 0 });
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  it('fetches again for an identical request made later than 300 ms while the first is pending', async () => {
    const { fetchJson, calls } = recordingFetch(2000);
    const client = createPriceClient({ fetchJson });
    void client.get('/price');
    await vi.advanceTimersByTimeAsync(301);
    void client.get('/price');
    await vi.advanceTimersByTimeAsync(3000);
    // the second also waits for its own slot, one second after the first
    expect(calls.map((call) => call.at - 1_000_000)).toEqual([0, 1000]);
  });

  it('serves answers from the cache forever by default, and for cacheMs when given', async () => {
    const { fetchJson } = recordingFetch();
    const client = createPriceClient({ fetchJson });
    const first = Promise.all([client.get('/markets'), client.get('/chart', { cacheMs: 10_000 })]);
    await vi.advanceTimersByTimeAsync(2000);
    await first;
    await vi.advanceTimersByTimeAsync(60_000);
    await client.get('/markets');
    const chart = client.get('/chart', { cacheMs: 10_000 });
    await vi.advanceTimersByTimeAsync(1000);
    await chart;
    expect(fetchJson.mock.calls.map(([url]) => url)).toEqual(['/markets', '/chart', '/chart']);
  });

  it('retries a failure 3 times, 2 s apart, then answers', async () => {
    const { fetchJson, calls } = recordingFetch(0, (_url, attempt) => attempt < 3);
    const client = createPriceClient({ fetchJson });
    const answer = client.get('/price');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await answer).toEqual({ url: '/price', attempt: 3 });
    expect(calls.map((call) => call.at - 1_000_000)).toEqual([0, 2000, 4000, 6000]);
  });

  it('gives up after the third retry, and does not cache the failure', async () => {
    const { fetchJson } = recordingFetch(0, () => true);
    const client = createPriceClient({ fetchJson });
    const answer = client.get('/price');
    const settled = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled).toEqual(new Error('failed /price'));
    expect(fetchJson).toHaveBeenCalledTimes(4);
    void client.get('/price').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchJson).toHaveBeenCalledTimes(5);
  });

  it('does not retry an error that cannot go away', async () => {
    const { fetchJson } = recordingFetch(0, () => true);
    const client = createPriceClient({ fetchJson, isRetryable: () => false });
    const settled = client.get('/price').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled).toBeInstanceOf(Error);
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });
});
