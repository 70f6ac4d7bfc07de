// Limit orders as the API answers them: a maker's own orders (paged, filtered, never another wallet's) and a
// pair's open orders summed by limit price, whichever way round the pair is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, issuePathsOf } from './helpers/answers';
import { fixtures, friendlyOf, rawAddress } from './helpers/fixtures';
import { createTestApp, getAs, sessionFor, type TestApp } from './helpers/test-app';

let t: TestApp;
let ton: string;
let usd: string;
const alice = rawAddress('wallet:alice');
const bob = rawAddress('wallet:bob');

const tokenFor = (raw: string) => sessionFor(t, raw);
const get = (url: string, token?: string) => getAs(t, url, token);

interface OrdersPage {
  result: { orders: Array<Record<string, unknown>>; tokens: Array<{ symbol: string }> };
  page: { current: number; size: number; total: number };
}

const TON = 1_000_000_000n;
const USD = 1_000_000n;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = Date.parse('2026-06-01T00:00:00Z') / 1000;
  const f = fixtures(t.database.db);
  ton = await f.token({ symbol: 'TON', usd: '3.2', iconUrl: null });
  usd = await f.token({ symbol: 'aUSD', decimals: 6, usd: '1' });
  // alice: 12 open orders selling 1 TON at 3.50 aUSD, then 3 in her history
  for (let i = 0; i < 12; i++)
    await f.order({
      maker: alice,
      sell: ton,
      buy: usd,
      sellAmount: TON,
      minBuyAmount: 3_500_000n,
      nonce: BigInt(i),
      createdAt: new Date(Date.UTC(2026, 4, 1, i)),
    });
  await f.order({
    maker: alice,
    sell: ton,
    buy: usd,
    sellAmount: TON,
    minBuyAmount: 4n * USD,
    nonce: 100n,
    status: 'filled',
    remaining: 0n,
  });
  await f.order({
    maker: alice,
    sell: ton,
    buy: usd,
    sellAmount: TON,
    minBuyAmount: 4n * USD,
    nonce: 101n,
    status: 'cancelled',
  });
  await f.order({
    maker: alice,
    sell: ton,
    buy: usd,
    sellAmount: TON,
    minBuyAmount: 4n * USD,
    nonce: 102n,
    status: 'expired',
  });
  // bob: buys TON with aUSD at 3.00 and 3.10 (one half filled), and one order that has expired by the clock
  await f.order({
    maker: bob,
    sell: usd,
    buy: ton,
    sellAmount: 30n * USD,
    minBuyAmount: 10n * TON,
    nonce: 1n,
  });
  await f.order({
    maker: bob,
    sell: usd,
    buy: ton,
    sellAmount: 31n * USD,
    minBuyAmount: 10n * TON,
    nonce: 2n,
    remaining: 15_500_000n,
    partial: true,
  });
  await f.order({
    maker: bob,
    sell: usd,
    buy: ton,
    sellAmount: 31n * USD,
    minBuyAmount: 10n * TON,
    nonce: 3n,
    expiresAt: new Date('2026-05-01T00:00:00Z'),
  });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /users/orders', () => {
  it('answers nothing without a session', async () => {
    const res = await get('/users/orders');
    expect(res.statusCode).toBe(401);
  });

  it("pages the wallet's own orders, newest first, 10 by default", async () => {
    const res = await get('/users/orders', tokenFor(alice));
    expect(res.statusCode).toBe(200);
    const body = res.json() as OrdersPage;
    expect(body.page).toEqual({ current: 1, size: 10, total: 15 });
    expect(body.result.orders).toHaveLength(10);
    expect(body.result.orders.every((o) => o.maker === alice)).toBe(true);
    expect(body.result.tokens.map((tk) => tk.symbol).sort()).toEqual(['TON', 'aUSD']);
    const second = (await get('/users/orders?page=2', tokenFor(alice))).json() as OrdersPage;
    expect(second.result.orders).toHaveLength(5);
  });

  it('filters by status: active, history, or one status', async () => {
    const active = (await get('/users/orders?status=active&size=50', tokenFor(alice))).json() as OrdersPage;
    expect(active.page.total).toBe(12);
    expect(new Set(active.result.orders.map((o) => o.status))).toEqual(new Set(['open']));
    const history = (await get('/users/orders?status=history', tokenFor(alice))).json() as OrdersPage;
    expect(history.result.orders.map((o) => o.status).sort()).toEqual(['cancelled', 'expired', 'filled']);
    const filled = (await get('/users/orders?status=filled', tokenFor(alice))).json() as OrdersPage;
    expect(filled.result.orders).toMatchObject([
      { status: 'filled', remaining: '0', sell_amount: '1000000000' },
    ]);
  });

  it('never answers another wallet’s orders', async () => {
    const body = (await get('/users/orders?size=100', tokenFor(bob))).json() as OrdersPage;
    expect(body.page.total).toBe(3);
    expect(body.result.orders.every((o) => o.maker === bob)).toBe(true);
  });

  it('rejects an unknown status with the parameter named', async () => {
    const res = await get('/users/orders?status=done', tokenFor(alice));
    expect(res.statusCode).toBe(400);
    expect(issuePathsOf(res)).toEqual(['query.status']);
  });
});

describe('GET /orders', () => {
  it("sums the pair's open orders by limit price, in token_y per token_x", async () => {
    const res = await get(`/orders?token_x=${ton}&token_y=${usd}`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: Record<string, unknown> };
    expect(result).toEqual({
      token_x: ton,
      token_y: usd,
      // twelve of alice's at 3.5 aUSD a TON
      asks: [{ price: '3.5', amount: (12n * TON).toString(), orders: 12 }],
      // bob's two live ones (the expired one is left out), dearest first; the half-filled one counts its rest
      bids: [
        { price: '3.1', amount: '15500000', orders: 1 },
        { price: '3', amount: (30n * USD).toString(), orders: 1 },
      ],
    });
  });

  it('answers the same book the other way round, with prices inverted', async () => {
    const res = await get(`/orders?token_x=${friendlyOf(usd)}&token_y=${ton}`);
    const { result } = res.json() as {
      result: { asks: Array<{ price: string }>; bids: Array<{ price: string }> };
    };
    expect(result.asks.map((l) => l.price.slice(0, 8))).toEqual(['0.322580', '0.333333']);
    expect(result.bids.map((l) => l.price.slice(0, 8))).toEqual(['0.285714']);
  });

  it('answers 404 for a token it does not know and 400 for one that is no address', async () => {
    const unknown = await get(`/orders?token_x=${ton}&token_y=${rawAddress('jetton:nobody')}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toMatch(/token .* not found/);
    const bad = await get(`/orders?token_x=${ton}&token_y=nope`);
    expect(bad.statusCode).toBe(400);
    expect(issuePathsOf(bad)).toEqual(['query.token_y']);
  });
});

describe('/docs', () => {
  it('documents both order routes with their parameters', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: Array<{ name: string }>; tags?: string[] } }>;
    };
    expect(spec.paths['/users/orders']?.get?.parameters?.map((p) => p.name)).toEqual([
      'page',
      'size',
      'status',
    ]);
    expect(spec.paths['/orders']?.get?.parameters?.map((p) => p.name)).toEqual(['token_x', 'token_y']);
    expect(spec.paths['/orders']?.get?.tags).toEqual(['orders']);
  });
});

describe("GET /users/events with the wallet's orders", () => {
  it('lists each step of an order among the pool operations, newest first, failed fills left out', async () => {
    const f = fixtures(t.database.db);
    const carol = rawAddress('wallet:carol');
    const order = await f.order({
      maker: carol,
      sell: ton,
      buy: usd,
      sellAmount: 2n * TON,
      minBuyAmount: 7n * USD,
      nonce: 9n,
    });
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 2, 12, minute));
    await f.orderEvent({
      order,
      type: 'order_placed',
      at: at(0),
      seqno: 1,
      amountIn: 2n * TON,
      amountOut: 7n * USD,
      remaining: 2n * TON,
      reward: 70_000_000n,
    });
    await f.orderEvent({ order, type: 'order_fill_failed', at: at(1), seqno: 2 });
    await f.orderEvent({
      order,
      type: 'order_filled',
      at: at(2),
      seqno: 3,
      amountIn: TON,
      amountOut: 3_600_000n,
      remaining: TON,
      reward: 35_000_000n,
    });
    await f.orderEvent({
      order,
      type: 'order_cancelled',
      at: at(3),
      seqno: 4,
      remaining: TON,
      reward: 35_000_000n,
    });
    const res = await get('/users/events', tokenFor(carol));
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      result: { events: Array<Record<string, unknown>>; tokens: Array<{ symbol: string }> };
      page: { total: number };
    };
    expect(body.page.total).toBe(3);
    expect(body.result.events).toEqual([
      expect.objectContaining({
        type: 'limit_order',
        action: 'cancelled',
        order,
        amount_in: TON.toString(),
        amount_out: '0',
      }),
      expect.objectContaining({
        type: 'limit_order',
        action: 'filled',
        amount_in: TON.toString(),
        amount_out: '3600000',
        reward: '35000000',
      }),
      expect.objectContaining({
        type: 'limit_order',
        action: 'placed',
        token_in: ton,
        token_out: usd,
        amount_in: (2n * TON).toString(),
        amount_out: '7000000',
      }),
    ]);
    expect(body.result.tokens.map((token) => token.symbol).sort()).toEqual(['TON', 'aUSD']);
    // a page of one: the newest step only
    const first = (await get('/users/events?size=1', tokenFor(carol))).json() as {
      result: { events: Array<{ action: string }> };
    };
    expect(first.result.events.map((e) => e.action)).toEqual(['cancelled']);
  });
});
