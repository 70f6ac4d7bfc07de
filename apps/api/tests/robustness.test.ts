// The protective layer: rate limits (stricter on sign-in), the CORS allowlist, security headers,
// and overload shedding with 503 + Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '3',
    RATE_LIMIT_PER_MINUTE: '1000',
    MAX_EVENT_LOOP_DELAY_MS: '50',
  });
});
afterAll(async () => t?.close());

describe('robustness', () => {
  it('limits sign-in more strictly than the rest, answering 429 in the one error shape', async () => {
    // a client address of its own, so other tests' requests do not count
    const from = {
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    };
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
    // block the loop for longer than under-pressure's one-second sampling window, so the window's
    // mean delay is far past the 50 ms limit, then let it take its sample
    const until = Date.now() + 1300;
    while (Date.now() < until) {
      // busy: this is the overload
    }
    await new Promise((r) => setTimeout(r, 5));
    const res = await t.app.inject({ method: 'GET', url: '/tokens' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ error: { code: 'OVERLOADED' } });
  });
});
