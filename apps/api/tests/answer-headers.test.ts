// What every answer carries whatever it is: the request id (the caller's when sane), helmet's headers, the rate
// limit's counts; and the request series at /metrics after a known number of answers.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promSample } from '@atoll/chain/testing';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '4' });
});
afterAll(async () => {
  await t?.close();
});

// a client address of its own each run: the limit is counted in Redis, shared with other test files
const [a, b] = randomBytes(2);
const remoteAddress = `198.19.${a}.${b}`;

describe('headers of every answer', () => {
  it('echoes the request id and sends the security headers on 200, 400, 404, 405 and 429 answers', async () => {
    const send = (method: 'GET' | 'DELETE', url: string, id: string) =>
      t.app.inject({ method, url, remoteAddress, headers: { 'x-request-id': id } });
    const answers = [
      await send('GET', '/prices', 'ok-1'),
      await send('GET', '/prices?unknown=1', 'bad-2'),
      await send('GET', '/no/such/path', 'none-3'),
      await send('DELETE', '/prices', 'method-4'),
      // the routes' limit counts the routes' requests (not the 404 and 405): the fifth of the minute is refused
      await send('GET', '/prices', 'ok-5'),
      await send('GET', '/prices', 'ok-6'),
      await send('GET', '/prices', 'limited-7'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 404, 405, 200, 200, 429]);
    expect(answers.map((r) => r.headers['x-request-id'])).toEqual([
      'ok-1',
      'bad-2',
      'none-3',
      'method-4',
      'ok-5',
      'ok-6',
      'limited-7',
    ]);
    for (const r of answers) {
      expect(r.headers['content-security-policy']).toBe(
        "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      );
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    // the limit's counts on the answers it let through, and its refusal
    expect(answers[0]!.headers['x-ratelimit-limit']).toBe('4');
    expect(answers[0]!.headers['x-ratelimit-remaining']).toBe('3');
    expect(Number(answers[0]!.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(answers[5]!.headers['x-ratelimit-remaining']).toBe('0');
    expect(answers[6]!.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(answers[6]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[6]!.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });

  it('gives a new id when the caller sends none or a hostile one', async () => {
    for (const headers of [{}, { 'x-request-id': 'x'.repeat(65) }, { 'x-request-id': 'a b' }]) {
      const r = await t.app.inject({ method: 'GET', url: '/healthz', headers });
      expect(r.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  it('counts each answer at /metrics by method, route and status, with its duration', async () => {
    const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const series = { method: 'GET', route: '/tokens', service: 'api' };
    const before = await scrape();
    const count = (text: string, status: string) =>
      promSample(text, 'atoll_http_requests_total', { ...series, status_code: status }) ?? 0;
    const durations = (text: string) =>
      Number(
        new RegExp(
          `^atoll_http_request_duration_seconds_count\\{service="api",method="GET",route="/tokens"\\} (\\d+)$`,
          'm',
        ).exec(text)?.[1] ?? 0,
      );
    // from other addresses: the limit of 4 a minute is per client
    for (let i = 0; i < 7; i++)
      await t.app.inject({ method: 'GET', url: '/tokens', remoteAddress: `198.20.${a}.${i}` });
    await t.app.inject({ method: 'GET', url: '/tokens?x=1', remoteAddress: `198.20.${b}.99` });
    const after = await scrape();
    expect(count(after, '200') - count(before, '200')).toBe(7);
    expect(count(after, '400') - count(before, '400')).toBe(1);
    expect(durations(after) - durations(before)).toBe(8);
  });
});
