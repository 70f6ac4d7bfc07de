// POST /analytics/events on the real app and Redis: the web app's events are validated, counted on /metrics per
// name and label, and rate limited like every other route.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promSample } from '@atoll/chain/testing';
import { errorOf, issuePathsOf } from './helpers/answers';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '8' });
});
afterAll(async () => {
  await t?.close();
});

// a client address of its own each run: the rate limit is counted in Redis, shared by every API instance
const [a, b] = randomBytes(2);
const remoteAddress = `198.19.${a}.${b}`;
const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/analytics/events', payload, remoteAddress });

async function counted(name: string, label: string): Promise<number> {
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  return promSample(text, 'atoll_web_events_total', { name, label });
}

describe('POST /analytics/events', () => {
  it('counts each event by name and label', async () => {
    expect(await counted('wallet_connected', '')).toBe(0);
    const res = await post({
      events: [
        { name: 'nav_click', label: 'swap' },
        { name: 'nav_click', label: 'swap' },
        { name: 'wallet_connected' },
        { name: 'transaction_confirmed', label: 'add-liquidity' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { accepted: 4 } });
    expect(await counted('nav_click', 'swap')).toBe(2);
    expect(await counted('wallet_connected', '')).toBe(1);
    expect(await counted('transaction_confirmed', 'add-liquidity')).toBe(1);
  });

  it("takes the browser's beacon: the same JSON as text/plain", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/analytics/events',
      payload: JSON.stringify({ events: [{ name: 'nav_click', label: 'pools' }] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://elsewhere.example' },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    expect(await counted('nav_click', 'pools')).toBe(1);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/analytics/events',
      payload: 'nav_click',
      headers: { 'content-type': 'text/plain' },
      remoteAddress,
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorOf(notJson).code).toBe('BAD_REQUEST');
  });

  it('refuses an unknown event, an address smuggled in, and an empty batch, counting nothing', async () => {
    const unknown = await post({ events: [{ name: 'page_view' }] });
    expect(unknown.statusCode).toBe(400);
    expect(issuePathsOf(unknown)).toEqual(['body.events.0.name']);
    const extra = await post({ events: [{ name: 'wallet_connected', wallet: '0:abc' }] });
    expect(extra.statusCode).toBe(400);
    expect((await post({ events: [] })).statusCode).toBe(400);
    expect(await counted('wallet_connected', '')).toBe(1);
  });

  it('is rate limited like the rest of the API', async () => {
    // 8 a minute for this client, 6 spent above (the refused ones count too): the 3rd here is refused
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post({ events: [{ name: 'connection_cancelled' }] }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(errorOf(answers[2]!).code).toBe('RATE_LIMITED');
    expect(await counted('connection_cancelled', '')).toBe(2);
  });
});
