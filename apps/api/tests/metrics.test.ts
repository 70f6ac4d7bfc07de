// GET /metrics as Prometheus scrapes it, after a 429 of the API's own rate limit and 429s of the chain API
// (the devnet in strict mode: 2 requests a second for the API's key), and the request id of every answer.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promSample } from '@atoll/chain/testing';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { createTestApp, type TestApp } from './helpers/test-app';

let devnet: TestDevnet;
let t: TestApp;

beforeAll(async () => {
  devnet = await startTestDevnet(['--rate-limit=2']);
  // the client may send 50 a second: the devnet answers 429 beyond 2, and the client waits and retries
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '8', TONAPI_RPS: '50' }, devnet.baseUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await devnet?.close();
});

// a client address of its own, new each run: the rate limit is counted in Redis, shared by every API instance
// (other test files' too) and kept for its minute
const [a, b] = randomBytes(2);
const remoteAddress = `198.18.${a}.${b}`;
const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress });

describe('GET /metrics', () => {
  it('counts the API’s 429s per route and the chain API’s 429s, requests and cache', async () => {
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const route = { route: '/accounts/:address/jettons', status_code: '200', service: 'api' };
    const before = await scrape();
    expect(promSample(before, 'atoll_chain_api_throttled_total', { service: 'api' })).toBe(0);

    // five wallets' jettons at once: five reads at the devnet, which lets two a second through
    const wallets = devnet.world.wallets.map((w) => w.contract.address.toRawString());
    const answers = await Promise.all(wallets.map((w) => get(`/accounts/${w}/jettons`)));
    expect(answers.map((a) => a.statusCode)).toEqual(wallets.map(() => 200));
    // then past the API's own limit (8 a minute): the 9th request of the minute is refused
    const more = [];
    for (let i = 0; i < 4; i++) more.push(await get(`/accounts/${wallets[0]}/jettons`));
    expect(more.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);

    const after = await scrape();
    expect(promSample(after, 'atoll_http_requests_total', route)).toBe(8);
    expect(promSample(after, 'atoll_http_requests_total', { ...route, status_code: '429' })).toBe(1);
    expect(promSample(after, 'atoll_chain_api_throttled_total', { service: 'api' })).toBeGreaterThan(0);
    // five distinct reads went out (each retried after its 429s), the repeats were cache hits
    expect(promSample(after, 'atoll_chain_read_cache_total', { kind: 'jettons', result: 'miss' })).toBe(5);
    expect(promSample(after, 'atoll_chain_read_cache_total', { kind: 'jettons', result: 'hit' })).toBe(3);
    expect(after).toMatch(
      /^atoll_http_request_duration_seconds_count\{[^}]*route="\/accounts\/:address\/jettons"[^}]*\} 9$/m,
    );
  });

  it('returns the request id, the caller’s when it is a sane token, a new one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b\nc' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
