// CORS as a browser meets it: the web app's origins reflected with Vary: Origin, others not; preflights
// answered 204 with the methods, headers and max age, before the rate limit; strict preflight's 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'http://localhost:5173,https://app.atoll.test' });
});
afterAll(async () => {
  await t?.close();
});

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/tokens', headers });
const preflight = (headers: Record<string, string>, url = '/pools/search') =>
  t.app.inject({ method: 'OPTIONS', url, headers });

describe('CORS', () => {
  it('reflects an allowed origin, and keys caches on Origin for every origin', async () => {
    const ok = await get({ origin: 'https://app.atoll.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.atoll.test');
    expect(ok.headers.vary).toBe('Origin');
    const evil = await get({ origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(200);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers.vary).toBe('Origin');
    const none = await get({});
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
    expect(none.headers.vary).toBe('Origin');
    // no credentials, nothing exposed beyond the safelisted headers
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    expect(ok.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('keys an answer encoded once (a snapshot) on Origin and Accept-Encoding both', async () => {
    for (const origin of ['https://app.atoll.test', 'https://evil.example']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/prices',
        headers: { origin, 'accept-encoding': 'br' },
      });
      expect(res.statusCode, origin).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary, origin).toBe('Origin, accept-encoding');
    }
  });

  it('answers a preflight on any path with 204, the methods, headers and max age', async () => {
    for (const url of ['/pools/search', '/users/events', '/no/such/path']) {
      const res = await preflight(
        { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
        url,
      );
      expect(res.statusCode, url).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['content-length']).toBe('0');
      expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(res.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
      expect(res.headers['access-control-allow-headers']).toBe('authorization, content-type');
      expect(res.headers['access-control-max-age']).toBe('600');
      expect(res.headers.vary).toBe('Origin');
      // answered before the rate limit and the request id is still there
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      expect(res.headers['x-request-id']).toBeTruthy();
    }
    // a refused origin's preflight: the same answer without the origin, which the browser then refuses
    const evil = await preflight({ origin: 'https://evil.example', 'access-control-request-method': 'GET' });
    expect(evil.statusCode).toBe(204);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an OPTIONS without Origin or Access-Control-Request-Method (strict preflight)', async () => {
    const partial: Array<Record<string, string>> = [
      { origin: 'http://localhost:5173' },
      { 'access-control-request-method': 'GET' },
    ];
    for (const headers of partial) {
      const res = await preflight(headers);
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('Invalid Preflight Request');
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
    }
  });
});
