// The protective layer: rate limits (stricter on sign-in), the CORS allowlist, security headers,
// and overload shedding with 503 + Retry-After.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const randomClient = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A port nothing listens on: where a Redis that is down would be. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
/** The same limits without the 50 ms shedding, for tests a busy machine must not turn into 503s. */
let calm: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '3',
    RATE_LIMIT_PER_MINUTE: '1000',
    MAX_EVENT_LOOP_DELAY_MS: '50',
  });
  calm = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
  await calm?.close();
});

// before 'robustness': its shedding test stalls the event loop of every app in this file
describe('secrets and limits (issue 13)', () => {
  it('a rotating X-Forwarded-For still hits the sign-in limit (no proxy is trusted by default)', async () => {
    const remoteAddress = randomClient();
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      codes.push(
        (await calm.app.inject({ method: 'GET', url: '/auth/ton-proof', remoteAddress, headers })).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429, 429]);
  });

  it('TRUST_PROXY names the proxies whose X-Forwarded-For counts, and only those', async () => {
    const behind = await createTestApp({ TRUST_PROXY: '10.77.0.0/16', AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const tag = Math.floor(Math.random() * 250);
      const from = (remoteAddress: string, i: number) =>
        behind.app.inject({
          method: 'GET',
          url: '/auth/ton-proof',
          remoteAddress,
          headers: { 'x-forwarded-for': `198.51.${tag}.${i + 1}` },
        });
      const viaProxy: number[] = [];
      const direct: number[] = [];
      for (let i = 0; i < 5; i++) {
        // through the trusted proxy each forwarded client has its own limit
        viaProxy.push((await from('10.77.0.1', i)).statusCode);
        // a client outside it cannot pick a new address per request
        direct.push((await from(`10.8.${tag}.1`, i)).statusCode);
      }
      expect(viaProxy).toEqual([200, 200, 200, 200, 200]);
      expect(direct).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await behind.close();
    }
  });

  it('sign-in fails closed with 503 when Redis is down; the rest of the API keeps answering', async () => {
    const down = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      for (const method of ['GET', 'POST'] as const) {
        const res = await down.app.inject({
          method,
          url: '/auth/ton-proof',
          payload: method === 'POST' ? {} : undefined,
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          error: { code: 'OVERLOADED', message: 'Sign-in is unavailable, retry later' },
        });
      }
      expect((await down.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await down.close();
    }
  });

  it('sends a Content-Security-Policy on every route but the /docs reference', async () => {
    for (const url of ['/healthz', '/tokens', '/nope', '/auth/ton-proof']) {
      const res = await calm.app.inject({ method: 'GET', url, remoteAddress: randomClient() });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
    }
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/static/index.html']) {
      const res = await calm.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['content-security-policy'], url).toBeUndefined();
    }
  });
});

describe('robustness', () => {
  it('limits sign-in more strictly than the rest, answering 429 in the one error shape', async () => {
    // a client address of its own, so other tests' requests do not count
    const from = { remoteAddress: randomClient() };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await t.app.inject({ method: 'GET', url: '/auth/ton-proof', ...from })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/auth/ton-proof', ...from });
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // the rest of the API is not limited at that rate
    expect((await t.app.inject({ method: 'GET', url: '/healthz', ...from })).statusCode).toBe(200);
  });

  it('answers CORS only for allowed origins', async () => {
    const allowed = t.env.CORS_ORIGINS[0]!;
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/tokens',
      headers: { origin: allowed, 'access-control-request-method': 'GET' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    const evil = await t.app.inject({
      method: 'OPTIONS',
      url: '/tokens',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('sheds load with 503 and Retry-After when the event loop is stalled', async () => {
    // under-pressure samples the mean event-loop delay once a second. Stall the loop in 100 ms slices for
    // 2.2 s, so that its last sample before the request covers a whole second of ~100 ms delays, wherever
    // its window starts: one long block would be a single sample among many short ones and could average
    // under the 50 ms limit
    const until = Date.now() + 2200;
    while (Date.now() < until) {
      const slice = Date.now() + 100;
      while (Date.now() < slice) {
        // busy: this is the overload
      }
      await new Promise((r) => setTimeout(r, 0));
    }
    const res = await t.app.inject({ method: 'GET', url: '/tokens' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ error: { code: 'OVERLOADED' } });
  });
});
