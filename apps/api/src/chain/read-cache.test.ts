import { createTonApi } from '@atoll/chain';
import { Address } from '@ton/core';
import { type FakeTonApi, json, startFakeTonApi } from '@atoll/chain/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

// a TonAPI of its own for each test, scripted by the test
const servers: FakeTonApi[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => s.close())));

const A = `0:${'a1'.repeat(32)}`;
const B = `0:${'b2'.repeat(32)}`;
const BIG = '1000000000000000001';
const accountText = (address: string, balance = '5') =>
  `{"address":"${address}","balance":${balance},"status":"active"}`;

async function setup(handler: Parameters<FakeTonApi['handle']>[0], rps = 100) {
  const server = await startFakeTonApi();
  servers.push(server);
  server.handle(handler);
  const clock = { t: 1_000_000 };
  const api = createTonApi({ baseUrl: server.url, rps, maxRetries: 0 });
  const cache = createReadCache(api, { rps, now: () => clock.t });
  const get = async (path: string) => {
    const res = await cache.fetch(`${server.url}${path}`);
    return { status: res.status, text: await res.text() };
  };
  return { server, clock, cache, get };
}

describe('the read cache', () => {
  it("serves a read for its kind's time, then reads again; friendly and raw ids share an entry", async () => {
    let n = 0;
    const { server, clock, cache, get } = await setup((_r, res) => json(res, 200, { balances: [], n: ++n }));
    expect((await get(`/v2/accounts/${A}/jettons?currencies=usd`)).text).toBe('{"balances":[],"n":1}');
    clock.t += 9_999;
    const friendly = encodeURIComponent(Address.parseRaw(A).toString({ bounceable: false }));
    expect((await get(`/v2/accounts/${friendly}/jettons?currencies=usd`)).text).toContain('"n":1');
    clock.t += 1;
    expect((await get(`/v2/accounts/${A}/jettons?currencies=usd`)).text).toContain('"n":2');
    expect(server.requests).toHaveLength(2);
    expect(cache.stats().kinds.jettons).toEqual({ hits: 1, misses: 2, coalesced: 0 });
  });

  it('a trace for 5 s, the masterchain head for 30 s', async () => {
    const { server, clock, get } = await setup((r, res) => json(res, 200, { path: r.path, at: r.at }));
    await get('/v2/traces/abc');
    await get('/v2/blockchain/masterchain-head');
    clock.t += 5_000;
    await get('/v2/traces/abc');
    await get('/v2/blockchain/masterchain-head');
    clock.t += 25_000;
    await get('/v2/blockchain/masterchain-head');
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v2/traces/abc',
      '/v2/blockchain/masterchain-head',
      '/v2/traces/abc',
      '/v2/blockchain/masterchain-head',
    ]);
  });

  it('identical reads asked together share one request', async () => {
    const { server, cache, get } = await setup((_r, res) =>
      setTimeout(() => json(res, 200, { trace: 1 }), 50),
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/v2/traces/ff')));
    expect(answers.every((a) => a.text === '{"trace":1}')).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(cache.stats().kinds.trace).toEqual({ hits: 0, misses: 1, coalesced: 4 });
  });

  it('never keeps a failure: the next read asks again, and everyone waiting gets the error', async () => {
    const { server, get, cache } = await setup((_r, res) =>
      setTimeout(() => json(res, 404, { error: 'entity not found' }), 30),
    );
    const failed = await Promise.allSettled([
      cache.fetch(`${server.url}/v2/jettons/${A}`),
      cache.fetch(`${server.url}/v2/jettons/${A}`),
    ]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(String((failed[0] as PromiseRejectedResult).reason)).toContain('entity not found');
    server.handle((_r, res) => json(res, 200, { name: 'Atoll' }));
    expect((await get(`/v2/jettons/${A}`)).text).toBe('{"name":"Atoll"}');
    expect(server.requests).toHaveLength(2);
  });

  it('reads accounts asked within the window in one bulk request, each exactly as TonAPI wrote it', async () => {
    const { server, cache, get } = await setup((r, res) => {
      if (r.path === '/v2/accounts/_bulk')
        return json(res, 200, `{"accounts":[${accountText(A, BIG)},${accountText(B)}]}`);
      json(res, 404, { error: 'entity not found' });
    }, 10);
    const [a, b, again] = await Promise.all([
      get(`/v2/accounts/${A}`),
      get(`/v2/accounts/${B}`),
      get(`/v2/accounts/${A}`),
    ]);
    expect(a.text).toBe(accountText(A, BIG));
    expect(b.text).toBe(accountText(B));
    expect(again.text).toBe(a.text);
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([['POST', '/v2/accounts/_bulk']]);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ account_ids: [A, B] });
    expect(cache.stats()).toMatchObject({
      kinds: { account: { hits: 0, misses: 2, coalesced: 1 } },
      bulk: { requests: 1, accounts: 2 },
    });
  });

  it('an account the bulk answer leaves out is read on its own', async () => {
    const { server, get } = await setup((r, res) => {
      if (r.path === '/v2/accounts/_bulk') return json(res, 200, `{"accounts":[${accountText(A)}]}`);
      json(res, 200, accountText(B, '7'));
    });
    const [, b] = await Promise.all([get(`/v2/accounts/${A}`), get(`/v2/accounts/${B}`)]);
    expect(b.text).toBe(accountText(B, '7'));
    expect(server.requests.map((r) => r.path)).toEqual(['/v2/accounts/_bulk', `/v2/accounts/${B}`]);
  });

  it('passes anything else through the client, uncached', async () => {
    const { server, cache, get } = await setup((_r, res) => json(res, 200, { events: [] }));
    await get(`/v2/accounts/${A}/events?limit=10`);
    await get(`/v2/accounts/${A}/events?limit=10`);
    expect(server.requests).toHaveLength(2);
    expect(cache.stats().passedThrough).toBe(2);
  });
});
