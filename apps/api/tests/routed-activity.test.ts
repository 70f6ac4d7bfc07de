// A routed swap is one operation (issue 19): the wallet's activity lists and counts its first pool's swap
// once, with the route through every pool; the hops the pools sent on are not rows of their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, rawAddress, txHash } from './helpers/fixtures';
import { createTestApp, getAs, sessionFor, type TestApp } from './helpers/test-app';

let t: TestApp;
let ton: string;
let usd: string;
let btc: string;
let tonUsd: string;
let usdBtc: string;
const carol = rawAddress('wallet:carol');
const HOUR = 3_600_000;
const start = new Date('2026-03-01T00:00:00Z').getTime();
const hops: string[] = [];

interface EventsPage {
  result: {
    events: Array<Record<string, unknown> & { type: string; tx_hash: string; query_id: string }>;
    tokens: Array<{ symbol: string }>;
  };
  page: { current: number; size: number; total: number };
  next_cursor?: string;
}

const events = async (query: string): Promise<EventsPage> => {
  const res = await getAs(t, `/users/events?${query}`, sessionFor(t, carol));
  expect(res.statusCode).toBe(200);
  return res.json() as EventsPage;
};

/** A swap of carol's: `from` is the pool that sent it on (a continuation hop), as the indexer proved it. */
const swap = (
  f: ReturnType<typeof fixtures>,
  s: { pool: string; at: number; queryId: bigint; amountIn: bigint; amountOut: bigint | null; from?: string },
) =>
  f.event({
    pool: s.pool,
    user: carol,
    type: s.amountOut === null ? 'swap_refunded' : 'swap',
    at: new Date(start + s.at),
    queryId: s.queryId,
    over: {
      zeroForOne: true,
      amountIn: s.amountIn.toString(),
      amountOut: s.amountOut?.toString() ?? null,
      ...(s.amountOut === null && { refundReason: 'slippage' }),
      prevPool: s.from ?? null,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.database.db);
  ton = await f.token({ symbol: 'TON', usd: '3.2', iconUrl: null });
  usd = await f.token({ symbol: 'aUSD', decimals: 6, usd: '1' });
  btc = await f.token({ symbol: 'aBTC', decimals: 8, usd: '60000' });
  tonUsd = await f.pool({ asset0: ton, asset1: usd });
  usdBtc = await f.pool({ asset0: usd, asset1: btc });

  // 1: a swap in one pool; 2: 5 TON → aUSD → aBTC through both pools; 3: a route whose second pool refunded
  await swap(f, { pool: tonUsd, at: 0, queryId: 1n, amountIn: 1_000_000_000n, amountOut: 3_190_000n });
  await f.trace(carol, 1n, true);
  await swap(f, { pool: tonUsd, at: HOUR, queryId: 2n, amountIn: 5_000_000_000n, amountOut: 16_360_000n });
  hops.push(
    await swap(f, {
      pool: usdBtc,
      at: HOUR + 1000,
      queryId: 2n,
      amountIn: 16_360_000n,
      amountOut: 25_600n,
      from: tonUsd,
    }),
  );
  await f.trace(carol, 2n, true);
  await swap(f, { pool: tonUsd, at: 2 * HOUR, queryId: 3n, amountIn: 2_000_000_000n, amountOut: 6_500_000n });
  hops.push(
    await swap(f, {
      pool: usdBtc,
      at: 2 * HOUR + 1000,
      queryId: 3n,
      amountIn: 6_500_000n,
      amountOut: null,
      from: tonUsd,
    }),
  );
  await f.trace(carol, 3n, false, false);
  // a hop row naming carol and her query id 2 in no trace she started: never part of her route
  await f.event({
    pool: usdBtc,
    user: carol,
    type: 'swap',
    at: new Date(start + HOUR + 2000),
    queryId: 2n,
    tx: txHash('mallory:hop'),
    over: { zeroForOne: true, amountIn: '16360000', amountOut: '99', prevPool: tonUsd },
  });
});
afterAll(async () => t?.close());

describe('GET /users/events with routed swaps', () => {
  it('counts and lists one row per operation, hops not on their own', async () => {
    const body = await events('size=10');
    expect(body.page.total).toBe(3);
    expect(body.result.events.map((e) => e.query_id)).toEqual(['3', '2', '1']);
    expect(body.result.events.some((e) => hops.includes(e.tx_hash))).toBe(false);
    expect(body.result.tokens.map((x) => x.symbol).sort()).toEqual(['TON', 'aBTC', 'aUSD']);
  });

  it('carries the route: in from the first pool, out from the last', async () => {
    const routed = (await events('size=10')).result.events.find((e) => e.query_id === '2');
    expect(routed).toMatchObject({
      type: 'swap',
      success: true,
      pool: tonUsd,
      amount_in: '5000000000',
      amount_out: '25600',
      route: [
        { pool: tonUsd, token_in: ton, token_out: usd, amount_in: '5000000000', amount_out: '16360000' },
        { pool: usdBtc, token_in: usd, token_out: btc, amount_in: '16360000', amount_out: '25600' },
      ],
    });
    const single = (await events('size=10')).result.events.find((e) => e.query_id === '1');
    expect(single).not.toHaveProperty('route');
  });

  it('a route refunded at its second pool is one failed operation that gives the intermediate back', async () => {
    const failed = (await events('size=10')).result.events.find((e) => e.query_id === '3');
    expect(failed).toMatchObject({
      success: false,
      amount_out: '0',
      refund: { reason: 'slippage', amount_x: '0', amount_y: '6500000', lp_tokens: '0' },
    });
    expect((failed?.route as unknown[]).length).toBe(2);
  });

  it('pages by number and by cursor over operations only', async () => {
    const first = await events('size=2');
    expect(first.page).toEqual({ current: 1, size: 2, total: 3 });
    expect(first.result.events.map((e) => e.query_id)).toEqual(['3', '2']);
    const byNumber = await events('size=2&page=2');
    expect(byNumber.result.events.map((e) => e.query_id)).toEqual(['1']);
    // the page names its own events' tokens only, not those of the routes on the page before
    expect(byNumber.result.tokens.map((x) => x.symbol).sort()).toEqual(['TON', 'aUSD']);
    const byCursor = await events(`size=2&cursor=${encodeURIComponent(first.next_cursor!)}`);
    expect(byCursor.result.events.map((e) => e.query_id)).toEqual(['1']);
  });

  it("a pool's own history still lists the hop it traded", async () => {
    const res = await getAs(t, `/pools/${usdBtc}/events?size=10`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as EventsPage;
    expect(body.result.events.map((e) => e.tx_hash)).toEqual(expect.arrayContaining(hops));
  });
});
