import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTonApi, json, startFakeTonApi } from '../testing/fake-tonapi';
import { createTonApi, LOW_PRIORITY } from './client';
import { TaskAbortedError, TonApiError } from './errors';

let server: FakeTonApi;
beforeAll(async () => {
  server = await startFakeTonApi();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const ACCOUNT = `0:${'a1'.repeat(32)}`;
const head = { seqno: 7, shard: '8000000000000000', workchain_id: -1 };
const getHead = (
  api: ReturnType<typeof createTonApi>,
  init?: { signal?: AbortSignal; headers?: Record<string, string> },
) => api.http.GET('/v2/blockchain/masterchain-head', init ?? {});

describe('the TonAPI client', () => {
  it('sends the key as a bearer token and keeps the priority header to itself', async () => {
    server.handle((_r, res) => json(res, 200, head));
    const api = createTonApi({ baseUrl: `${server.url}/`, apiKey: 'secret', rps: 100 });
    const { data } = await getHead(api, { headers: LOW_PRIORITY });
    expect(data?.seqno).toBe(7);
    expect(server.requests[0]!.headers.authorization).toBe('Bearer secret');
    expect(server.requests[0]!.headers['x-atoll-priority']).toBeUndefined();
    expect(api.stats).toEqual({ requests: 1, throttled: 0, errors: 0 });
  });

  it('waits out a 429 for its Retry-After, then succeeds; others wait with it', async () => {
    let first = true;
    server.handle((_r, res) => {
      if (first) {
        first = false;
        return json(res, 429, { error: 'rate limit' }, { 'retry-after': '1' });
      }
      json(res, 200, head);
    });
    const api = createTonApi({ baseUrl: server.url, rps: 100, maxInFlight: 1 });
    const started = Date.now();
    await Promise.all([getHead(api), getHead(api)]);
    // the 429 paused the queue: nothing went out in the second after it
    const [throttled, ...rest] = server.requests;
    for (const r of rest) expect(r.at - throttled!.at).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(api.stats).toMatchObject({ throttled: 1, requests: 3 });
  });

  it('retries a 5xx with backoff and gives up with TonAPI message after maxRetries', async () => {
    server.handle((_r, res) => json(res, 502, { error: 'bad gateway upstream' }));
    const api = createTonApi({ baseUrl: server.url, rps: 100, maxRetries: 2 });
    await expect(getHead(api)).rejects.toMatchObject({
      name: 'TonApiError',
      message: 'bad gateway upstream',
      status: 502,
      path: '/v2/blockchain/masterchain-head',
    });
    expect(server.requests).toHaveLength(3);
    expect(api.stats.errors).toBe(3);
  });

  it('does not retry a 404: entity not found is an answer', async () => {
    server.handle((_r, res) => json(res, 404, { error: 'entity not found' }));
    const api = createTonApi({ baseUrl: server.url, rps: 100 });
    const error = await api.http
      .GET('/v2/blockchain/accounts/{account_id}', { params: { path: { account_id: ACCOUNT } } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TonApiError);
    expect(error).toMatchObject({ message: 'entity not found', status: 404 });
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['a body that is not JSON', 'upstream exploded', /^Failed to parse error response: /],
    ['an empty body', '', /^Failed to parse error response: /],
    ['JSON without an error text', '{"code":7}', /^Wrong error response: \{"code":7\}$/],
    ['a JSON string', '"plain words"', /^plain words$/],
  ])('names the failure of %s as the spec does', async (_what, body, message) => {
    server.handle((_r, res) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(body);
    });
    const api = createTonApi({ baseUrl: server.url, rps: 100 });
    await expect(getHead(api)).rejects.toThrow(message);
  });

  it('a request that never gets an answer fails with its own message after its retries', async () => {
    const api = createTonApi({ baseUrl: 'http://127.0.0.1:9', rps: 100, maxRetries: 1 });
    const error = (await getHead(api).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/fetch failed/);
    expect(api.stats.errors).toBe(2);
  });

  it("'Task aborted': a caller that gives up while its request waits in the queue", async () => {
    server.handle((_r, res) => setTimeout(() => json(res, 200, head), 300));
    const api = createTonApi({ baseUrl: server.url, rps: 100, maxInFlight: 1 });
    const busy = getHead(api);
    const controller = new AbortController();
    const waiting = getHead(api, { signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toThrow(TaskAbortedError);
    await expect(waiting).rejects.toThrow('Task aborted');
    await busy;
    expect(server.requests).toHaveLength(1);
  });

  it('starts at most rps requests in any second', async () => {
    server.handle((_r, res) => json(res, 200, head));
    const api = createTonApi({ baseUrl: server.url, rps: 4, maxInFlight: 16 });
    await Promise.all(Array.from({ length: 10 }, () => getHead(api)));
    const times = server.requests.map((r) => r.at);
    for (const t of times) expect(times.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(4);
  });

  it('holds a place of the limit until a second after the answer: a server that stalls gets no burst', async () => {
    // the server reads requests late (a busy event loop): it counts them when it does, as TonAPI would
    server.handle((_r, res) => setTimeout(() => json(res, 200, head), 700));
    const api = createTonApi({ baseUrl: server.url, rps: 2, maxInFlight: 16 });
    const answered: number[] = [];
    await Promise.all(Array.from({ length: 4 }, () => getHead(api).then(() => answered.push(Date.now()))));
    const [first, second, third, fourth] = server.requests.map((r) => r.at);
    // the third and fourth started only once the first two had been answered a second before
    expect(third! - first!).toBeGreaterThanOrEqual(1650);
    expect(fourth! - second!).toBeGreaterThanOrEqual(1650);
    expect(third! - Math.min(...answered)).toBeGreaterThanOrEqual(950);
  });

  it('serves waiting high-priority requests before low ones', async () => {
    server.handle((_r, res) => setTimeout(() => json(res, 200, head), 20));
    const api = createTonApi({ baseUrl: server.url, rps: 100, maxInFlight: 1 });
    const order: string[] = [];
    const run = (name: string, low: boolean) =>
      getHead(api, low ? { headers: LOW_PRIORITY } : undefined).then(() => order.push(name));
    await Promise.all([run('low 1', true), run('low 2', true), run('low 3', true), run('high', false)]);
    // low 1 was already on the wire; the high one overtakes the lows that waited
    expect(order).toEqual(['low 1', 'high', 'low 2', 'low 3']);
  });
});
