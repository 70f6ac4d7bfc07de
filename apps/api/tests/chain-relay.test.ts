// GET /chain/v2/…: the TonAPI reads of the web app, relayed with the API's key through its read cache,
// against a real in-process devnet in strict mode (which counts the API's key's requests).
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketOf, startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { createTestApp, type TestApp } from './helpers/test-app';

const KEY = 'relay-test-key';
let devnet: TestDevnet;
let t: TestApp;
let offline: TestApp;
let alice: Address;

const relay = (app: TestApp, path: string) => app.app.inject({ method: 'GET', url: `/chain${path}` });
const onDevnet = async (path: string) => (await fetch(`${devnet.baseUrl}${path}`)).text();
const keyRequests = () => devnet.rateLimiter!.stats()[bucketOf(`Bearer ${KEY}`, '')]?.requests ?? 0;

beforeAll(async () => {
  devnet = await startTestDevnet(['--rate-limit=1000']);
  t = await createTestApp({ TONAPI_KEY: KEY }, devnet.baseUrl);
  offline = await createTestApp();
  alice = devnet.world.wallets[0]!.contract.address;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await offline?.close();
  await devnet?.close();
});

describe('GET /chain/v2/… relays what the web app reads, as TonAPI wrote it', () => {
  it('jettons with prices: the same text as the devnet, read once for everyone within 10 s', async () => {
    const path = `/v2/accounts/${alice.toRawString()}/jettons?currencies=usd`;
    const before = keyRequests();
    const answers = await Promise.all([relay(t, path), relay(t, path)]);
    const again = await relay(t, path);
    for (const res of [...answers, again]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe(await onDevnet(path));
    }
    const usd = (again.json() as { balances: Array<{ balance: string; jetton: { symbol: string } }> })
      .balances;
    expect(usd.find((b) => b.jetton.symbol === 'aUSD')?.balance).toBe('5000000000');
    expect(keyRequests() - before).toBe(1);
  });

  it('an account, the genesis balance beyond 2^53 exact; friendly and raw ids share the cache', async () => {
    const { admin } = devnet.world;
    const res = await relay(t, `/v2/accounts/${admin.toRawString()}`);
    expect(res.statusCode).toBe(200);
    const onChain = (await devnet.chain.blockchain.getContract(admin)).balance;
    expect(onChain).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(res.body).toContain(`"balance":${onChain}`);
    const before = keyRequests();
    const friendly = await relay(t, `/v2/accounts/${encodeURIComponent(admin.toString({ testOnly: true }))}`);
    expect(friendly.body).toBe(res.body);
    expect(keyRequests()).toBe(before);
  });

  it("the trust reads: a contract's code and data, and a master's get_wallet_address", async () => {
    const factory = devnet.world.factory.toRawString();
    const state = await relay(t, `/v2/blockchain/accounts/${factory}`);
    expect(state.statusCode).toBe(200);
    expect(state.body).toBe(await onDevnet(`/v2/blockchain/accounts/${factory}`));
    const usd = devnet.world.usd.master.toRawString();
    const method = `/v2/blockchain/accounts/${usd}/methods/get_wallet_address?args=${alice.toRawString()}`;
    const wallet = await relay(t, method);
    expect(wallet.statusCode).toBe(200);
    expect((wallet.json() as { success: boolean }).success).toBe(true);
    expect(wallet.body).toBe(await onDevnet(method));
  });

  it("a jetton's metadata and a trace; TonAPI's 404 passed on as it said it", async () => {
    const jetton = await relay(t, `/v2/jettons/${devnet.world.usd.master.toRawString()}`);
    expect(jetton.statusCode).toBe(200);
    expect((jetton.json() as { metadata: { symbol: string } }).metadata.symbol).toBe('aUSD');
    const index = devnet.chain.index;
    const tx = [...index.accounts()].flatMap((a) => index.accountTxs(a, { limit: 1, ascending: true }))[0]!;
    const trace = await relay(t, `/v2/traces/${tx.hash}`);
    expect(trace.statusCode).toBe(200);
    expect(trace.body).toBe(await onDevnet(`/v2/traces/${tx.hash}`));
    const missing = await relay(t, `/v2/traces/${'ab'.repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'entity not found' });
  });
});

describe('GET /chain/… refuses what it does not relay, before spending the key', () => {
  it.each([
    [
      'a path TonAPI has that the web app does not read',
      `/v2/accounts/${'0:' + '11'.repeat(32)}/events`,
      404,
    ],
    ['a path TonAPI does not have', '/v2/nothing', 404],
    ['a path outside /v2', '/devnet/info', 404],
    ['an account id that is no address', '/v2/accounts/not-an-address/jettons', 400],
    ['a trace id that is no hash', '/v2/traces/xyz', 400],
    ['a query parameter the read does not take', `/v2/accounts/${'0:' + '11'.repeat(32)}?nocache=1`, 400],
  ])('%s', async (_what, path, status) => {
    const before = keyRequests();
    const res = await relay(t, path);
    expect(res.statusCode).toBe(status);
    const { error } = res.json() as { error: string };
    expect(typeof error).toBe('string');
    if (status === 404) expect(error).toContain('/v2/accounts/{account_id}/jettons');
    expect(keyRequests()).toBe(before);
  });

  it('no POST (sending is the wallet’s job), and TonAPI down → 502', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/chain/v2/blockchain/message', payload: {} });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } });
    const down = await relay(offline, `/v2/accounts/${alice.toRawString()}/jettons`);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: 'the chain API did not answer; retry later' });
  });

  it('GET /healthz/chain counts hits, misses and what went out to TonAPI', async () => {
    interface Stats {
      reads: { kinds: Record<string, { hits: number; misses: number; coalesced: number }> };
      tonapi: { requests: number; throttled: number; waiting: number };
    }
    const stats = async () => (await t.app.inject({ method: 'GET', url: '/healthz/chain' })).json() as Stats;
    const before = await stats();
    expect(before.reads.kinds.masterchainHead).toEqual({ hits: 0, misses: 0, coalesced: 0 });
    const head = await relay(t, '/v2/blockchain/masterchain-head');
    expect((head.json() as { seqno: number }).seqno).toBeGreaterThan(0);
    expect((await relay(t, '/v2/blockchain/masterchain-head')).body).toBe(head.body);
    const after = await stats();
    expect(after.reads.kinds.masterchainHead).toEqual({ hits: 1, misses: 1, coalesced: 0 });
    expect(after.tonapi.requests - before.tonapi.requests).toBe(1);
    expect(after.tonapi).toMatchObject({ throttled: 0, waiting: 0 });
  });

  it('is documented under the chain tag', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    const path = Object.keys(spec.paths).find((p) => p.startsWith('/chain/'));
    expect(path).toBeDefined();
    expect(spec.paths[path!]?.get?.tags).toEqual(['chain']);
  });
});
