// The signed-in wallet's activity and positions: values a user sees, and never another wallet's rows.
import { randomUUID } from 'node:crypto';
import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, issuePathsOf } from './helpers/answers';
import { fixtures, rawAddress, txHash } from './helpers/fixtures';
import { createTestApp, getAs, sessionFor, type TestApp } from './helpers/test-app';

let t: TestApp;
let usd: string;
let tonUsd: string;
let tonAtl: string;
const alice = rawAddress('wallet:alice');
const bob = rawAddress('wallet:bob');
const HOUR = 3_600_000;
const mallorySwaps: string[] = [];
const start = new Date('2026-02-01T00:00:00Z').getTime();

const tokenFor = (raw: string) => sessionFor(t, raw);
const get = (url: string, token?: string) => getAs(t, url, token);

interface EventsPage {
  result: {
    events: Array<
      Record<string, unknown> & { type: string; tx_hash: string; timestamp: number; pool: string }
    >;
    tokens: Array<{ symbol: string }>;
  };
  page: { current: number; size: number; total: number };
}

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.database.db);
  const ton = await f.token({ symbol: 'TON', usd: '3.2', iconUrl: null });
  usd = await f.token({ symbol: 'aUSD', decimals: 6, usd: '1' });
  const atl = await f.token({ symbol: 'ATL', usd: '0.85' });
  tonUsd = await f.pool({
    asset0: ton,
    asset1: usd,
    reserve0: 1_000_000_000_000n,
    reserve1: 3_200_000_000n,
    lpSupply: 1_000_000n,
  });
  tonAtl = await f.pool({
    asset0: ton,
    asset1: atl,
    reserve0: 2_000_000_000_000n,
    reserve1: 7_529_411_764_705n,
    lpSupply: 4_000_000n,
  });

  // alice: 23 events over two pools (one a refunded withdrawal); bob: 5 of his own
  for (let i = 0; i < 20; i++)
    await f.event({
      pool: tonUsd,
      user: alice,
      type: 'swap',
      at: new Date(start + i * HOUR),
      queryId: BigInt(i),
      own: true,
    });
  await f.event({
    pool: tonAtl,
    user: alice,
    type: 'liquidity_added',
    at: new Date(start + 30 * HOUR),
    own: true,
  });
  await f.event({
    pool: tonAtl,
    user: alice,
    type: 'liquidity_removed',
    at: new Date(start + 31 * HOUR),
    own: true,
  });
  await f.event({
    pool: tonAtl,
    user: alice,
    type: 'liquidity_refunded',
    at: new Date(start + 32 * HOUR),
    over: { amount0: null, amount1: null, lpAmount: '500', refundReason: 'deadline' },
    own: true,
  });
  for (let i = 0; i < 5; i++)
    await f.event({
      pool: tonUsd,
      user: bob,
      type: 'swap',
      at: new Date(start + (40 + i) * HOUR),
      own: true,
    });
  // mallory's real swaps whose logs name alice (and her query id 19) as user: in no trace alice started
  for (let i = 0; i < 3; i++)
    mallorySwaps.push(
      await f.event({
        pool: tonUsd,
        user: alice,
        type: 'swap',
        at: new Date(start + (50 + i) * HOUR),
        queryId: 19n,
        tx: txHash(`mallory:${i}`),
      }),
    );

  // alice holds 10 % of TON/aUSD and 25 % of TON/ATL; a closed position (0 LP) is not listed; bob has his own
  await f.position(alice, tonUsd, 100_000n, {
    fees0: '5000000',
    fees1: '16000',
    fees0Usd: '0.016',
    fees1Usd: '0.016',
  });
  await f.position(alice, tonAtl, 1_000_000n);
  await f.position(bob, tonAtl, 2_000_000n);
  const closed = await f.pool({ asset0: usd, asset1: atl });
  await f.position(alice, closed, 0n);
});
afterAll(async () => t?.close());

describe('GET /users/events', () => {
  it('pages the wallet activity newest first, 10 by default, with its tokens', async () => {
    const res = await get('/users/events', tokenFor(alice));
    expect(res.statusCode).toBe(200);
    const body = res.json() as EventsPage;
    expect(body.page).toEqual({ current: 1, size: 10, total: 23 });
    expect(body.result.events).toHaveLength(10);
    expect(body.result.tokens.map((x) => x.symbol).sort()).toEqual(['ATL', 'TON', 'aUSD']);
    const [refund, removal, add, lastSwap] = body.result.events;
    expect(refund).toMatchObject({
      type: 'remove_liquidity',
      success: false,
      pool: tonAtl,
      token_x: NATIVE_TON_ADDRESS,
      refund: { reason: 'deadline', amount_x: '0', amount_y: '0', lp_tokens: '500' },
    });
    expect(removal).toMatchObject({
      type: 'remove_liquidity',
      success: true,
      amount_x: '2000000000',
      amount_y: '6400000',
    });
    expect(add).toMatchObject({ type: 'add_liquidity', success: true });
    expect(lastSwap).toMatchObject({
      type: 'swap',
      pool: tonUsd,
      token_y: usd,
      query_id: '19',
      receiver: alice,
      timestamp: (start + 19 * HOUR) / 1000,
    });
  });

  it("lists only the operations the wallet's own external message started, not a third party's swap naming it", async () => {
    const body = (await get('/users/events?size=100', tokenFor(alice))).json() as EventsPage;
    expect(body.page.total).toBe(23);
    const shown = body.result.events.map((e) => e.tx_hash);
    expect(shown.some((hash) => mallorySwaps.includes(hash))).toBe(false);
    // her newest own operation is first, though mallory's swaps are newer
    expect(body.result.events[0]).toMatchObject({ type: 'remove_liquidity', success: false });
    expect(body.result.events.filter((e) => e.query_id === '19')).toHaveLength(1);
  });

  it('more pages exist while current × size < total', async () => {
    const third = (await get('/users/events?page=3&size=10', tokenFor(alice))).json() as EventsPage;
    expect(third.result.events).toHaveLength(3);
    expect(third.result.events.at(-1)).toMatchObject({ query_id: '0' });
    const all = (await get('/users/events?size=100', tokenFor(alice))).json() as EventsPage;
    expect(new Set(all.result.events.map((e) => e.tx_hash)).size).toBe(23);
  });

  it("a token for wallet A never returns wallet B's rows", async () => {
    const asBob = (await get('/users/events?size=100', tokenFor(bob))).json() as EventsPage;
    expect(asBob.page.total).toBe(5);
    const asAlice = (await get('/users/events?size=100', tokenFor(alice))).json() as EventsPage;
    const aliceHashes = new Set(asAlice.result.events.map((e) => e.tx_hash));
    expect(asBob.result.events.every((e) => !aliceHashes.has(e.tx_hash))).toBe(true);
    expect(asBob.result.events.every((e) => e.receiver === bob)).toBe(true);
    // the wallet comes from the token only: a query parameter cannot name another one
    const smuggled = await get(`/users/events?wallet=${bob}`, tokenFor(alice));
    expect(smuggled.statusCode).toBe(400);
    // a wallet with no activity sees none
    const nobody = (await get('/users/events', tokenFor(rawAddress('wallet:nobody')))).json() as EventsPage;
    expect(nobody).toEqual({ result: { events: [], tokens: [] }, page: { current: 1, size: 10, total: 0 } });
  });

  it.each([
    ['no token', undefined, 'UNAUTHORIZED'],
    ['a garbage token', 'garbage', 'TOKEN_INVALID'],
    ['an expired token', 'expired', 'TOKEN_EXPIRED'],
  ])('%s → 401', async (_name, token, code) => {
    const value =
      token === 'expired' ? t.app.jwt.sign({ sub: alice, jti: randomUUID() }, { expiresIn: -10 }) : token;
    for (const url of ['/users/events', '/users/positions', '/users/events?size=1001']) {
      const res = await get(url, value);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).code).toBe(code);
    }
  });

  it('rejects an oversized page with a 400 naming query.size', async () => {
    const res = await get('/users/events?size=101', tokenFor(alice));
    expect(res.statusCode).toBe(400);
    expect(issuePathsOf(res)).toEqual(['query.size']);
  });
});

describe('GET /users/positions', () => {
  interface Positions {
    result: { pools: Array<Record<string, string> & { pool: { address: string } }> };
  }

  it('values each position as its LP share of the reserves now', async () => {
    const res = await get('/users/positions', tokenFor(alice));
    expect(res.statusCode).toBe(200);
    const { pools } = (res.json() as Positions).result;
    expect(pools.map((p) => p.pool.address).sort()).toEqual([tonUsd, tonAtl].sort());
    const usdPosition = pools.find((p) => p.pool.address === tonUsd)!;
    // 10 % of 1000 TON and 3200 aUSD: 100 TON ($320) and 320 aUSD ($320)
    expect(usdPosition).toMatchObject({
      lp_tokens_sum: '100000',
      token_x_liquidity: '100000000000',
      token_x_liquidity_usd: '320',
      token_y_liquidity: '320000000',
      token_y_liquidity_usd: '320',
      total_liquidity_usd: '640',
      token_x_fees: '5000000',
      token_x_fees_usd: '0.016',
      token_y_fees: '16000',
      token_y_fees_usd: '0.016',
      total_fees_usd: '0.032',
    });
    const atlPosition = pools.find((p) => p.pool.address === tonAtl)!;
    // 25 % of 2000 TON ($1600) and 7529.41 ATL (≈ $1600)
    expect(atlPosition).toMatchObject({
      token_x_liquidity: '500000000000',
      token_x_liquidity_usd: '1600',
      token_y_liquidity: '1882352941176',
      total_fees_usd: '0',
    });
    expect(atlPosition.token_y_liquidity_usd).toBe('1599.9999999996');
  });

  it("never shows another wallet's positions", async () => {
    const { pools } = ((await get('/users/positions', tokenFor(bob))).json() as Positions).result;
    expect(pools).toHaveLength(1);
    expect(pools[0]).toMatchObject({ lp_tokens_sum: '2000000', pool: { address: tonAtl } });
  });
});
