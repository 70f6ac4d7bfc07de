// Pool search, a pool, its events and its chart, on rows seeded as the indexer writes them.
import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, issuePathsOf } from './helpers/answers';
import { fixtures, friendlyOf, rawAddress } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const tk: Record<string, string> = {};
const pool: Record<string, string> = {};
const alice = rawAddress('wallet:alice');
const HOUR = 3_600_000;

interface Group {
  token_x: { address: string; symbol: string; verified: boolean; verification: string; is_scam: boolean };
  token_y: { address: string; symbol: string; verified: boolean; verification: string; is_scam: boolean };
  pools_count: number;
  tvl: string;
  volume_24h: string;
  fees_24h: string;
  apr: string;
  pools: Array<{ address: string; fee_bps: number; tvl: string; apr: string; status?: string }>;
}
interface SearchPage {
  result: Group[];
  page: { current: number; size: number; total: number };
}

const WHITELISTED = { verified: true, verification: 'whitelist', is_scam: false };
const search = (body: object) => t.app.inject({ method: 'POST', url: '/pools/search', payload: body });
const pairs = (res: { json(): unknown }) =>
  (res.json() as SearchPage).result.map((g) => `${g.token_x.symbol}/${g.token_y.symbol}`);

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.database.db);
  tk.TON = await f.token({ symbol: 'TON', name: 'Toncoin', usd: '3.2', iconUrl: null });
  tk.aUSD = await f.token({ symbol: 'aUSD', name: 'Atoll USD', decimals: 6, usd: '1' });
  tk.aBTC = await f.token({ symbol: 'aBTC', name: 'Atoll Bitcoin', decimals: 8, usd: '64000' });
  tk.ATL = await f.token({ symbol: 'ATL', name: 'Atoll', usd: '0.85' });
  tk.CORAL = await f.token({
    symbol: 'CORAL',
    name: 'Coral',
    usd: '0.042',
    verified: false,
    verification: 'graylist',
  });
  tk.PUFF = await f.token({
    symbol: 'PUFF',
    name: 'Pufferfish',
    usd: '0.000031',
    verified: false,
    isMeme: true,
  });
  pool.tonUsd30 = await f.pool({
    asset0: tk.TON,
    asset1: tk.aUSD,
    feeBps: 30,
    tvlUsd: '2400000',
    volume24hUsd: '96000',
    fees24hUsd: '288',
    apr: '4.38',
    reserve0: 375_000_000_000_000n,
    reserve1: 1_200_000_000_000n,
    lpSupply: 670_820_393_249n,
  });
  pool.tonUsd5 = await f.pool({
    asset0: tk.TON,
    asset1: tk.aUSD,
    feeBps: 5,
    tvlUsd: '800000',
    volume24hUsd: '32000',
    fees24hUsd: '16',
    apr: '0.73',
  });
  pool.usdBtc = await f.pool({
    asset0: tk.aUSD,
    asset1: tk.aBTC,
    feeBps: 30,
    tvlUsd: '1600000',
    volume24hUsd: '64000',
    fees24hUsd: '192',
    apr: '4.2',
    price: '0.000015625',
  });
  pool.tonAtl = await f.pool({
    asset0: tk.TON,
    asset1: tk.ATL,
    feeBps: 30,
    tvlUsd: '500000',
    volume24hUsd: '200000',
    fees24hUsd: '600',
    apr: '43.8',
  });
  pool.atlCoral = await f.pool({
    asset0: tk.ATL,
    asset1: tk.CORAL,
    feeBps: 100,
    tvlUsd: '60000',
    volume24hUsd: '100',
    fees24hUsd: '1',
    apr: '0.6',
  });
  pool.tonPuff = await f.pool({
    asset0: tk.TON,
    asset1: tk.PUFF,
    feeBps: 100,
    tvlUsd: '80000',
    volume24hUsd: '5000',
    fees24hUsd: '50',
    apr: '22.8',
  });

  // activity in TON/aUSD 0.3 %: 12 swaps an hour apart, a liquidity add, a refunded swap, a pool creation
  const start = new Date('2026-02-01T00:00:00Z').getTime();
  await f.event({ pool: pool.tonUsd30, user: alice, type: 'pool_created', at: new Date(start - HOUR) });
  await f.event({
    pool: pool.tonUsd30,
    user: alice,
    type: 'liquidity_added',
    at: new Date(start),
    over: { amount0Usd: '6.4', amount1Usd: '6.4' },
  });
  for (let i = 1; i <= 12; i++) {
    await f.event({
      pool: pool.tonUsd30,
      user: rawAddress(`wallet:trader${i % 3}`),
      type: 'swap',
      at: new Date(start + i * HOUR),
      over: { amountInUsd: '3.2', amountOutUsd: '3.19' },
    });
  }
  await f.event({
    pool: pool.tonUsd30,
    user: alice,
    type: 'swap_refunded',
    at: new Date(start + 13 * HOUR),
    over: { refundReason: 'slippage' },
  });
  await f.event({ pool: pool.tonAtl, user: alice, type: 'swap', at: new Date(start + 14 * HOUR) });

  // hourly candles of the pool price over the last 3 hours of the clock, and one older than 7 days
  const hourNow = Math.floor((t.clock.now * 1000) / HOUR) * HOUR;
  for (let h = 3; h >= 1; h--)
    await f.candle(pool.tonUsd30, 'pool', 'h1', new Date(hourNow - h * HOUR), `3.${h}`, '1000');
  await f.candle(pool.tonUsd30, 'pool', 'h1', new Date(hourNow - 8 * 24 * HOUR), '2.9', '10');
  await f.candle(pool.tonUsd30, 'pool', 'd1', new Date(hourNow - 8 * 24 * HOUR), '2.9', '10');
  // the latest hour moved within its bucket: opened at 3.05, reached 3.4 and 3.0, closed at 3.1
  await t.database.db.candle.update({
    where: {
      subject_interval_openTime: {
        subject: pool.tonUsd30,
        interval: 'h1',
        openTime: new Date(hourNow - HOUR),
      },
    },
    data: { open: '3.05', high: '3.4', low: '3.0' },
  });
});
afterAll(async () => t?.close());

describe('POST /pools/search', () => {
  it('groups pools of a pair with sums, the best APR, and sorts by TVL (the web app request)', async () => {
    const res = await search({ page: 1, size: 1000, sort: 'desc', sort_by: 'tvl', verified_tokens: [] });
    expect(res.statusCode).toBe(200);
    const body = res.json() as SearchPage;
    // pools with an unverified token (CORAL, PUFF) are not listed
    expect(pairs(res)).toEqual(['TON/aUSD', 'aUSD/aBTC', 'TON/ATL']);
    expect(body.page).toEqual({ current: 1, size: 1000, total: 3 });
    const [tonUsd] = body.result;
    expect(tonUsd).toMatchObject({
      token_x: { address: NATIVE_TON_ADDRESS, symbol: 'TON', icon_url: null, decimals: 9 },
      token_y: { address: tk.aUSD, symbol: 'aUSD', icon_url: 'https://icons.test/ausd.svg', decimals: 6 },
      pools_count: 2,
      tvl: '3200000',
      volume_24h: '128000',
      fees_24h: '304',
      apr: '4.38',
    });
    expect(tonUsd!.pools.map((p) => p.fee_bps)).toEqual([30, 5]);
    expect(tonUsd!.pools[0]).toMatchObject({
      address: pool.tonUsd30,
      tvl: '2400000',
      reserve_x: '375000000000000',
    });
    // the pool page's own fields (GET /pools/{address}): no screen reads them from the search (issue 17)
    for (const field of ['type', 'lp_supply', 'price']) expect(tonUsd!.pools[0]).not.toHaveProperty(field);
  });

  it.each([
    ['volume_24h', 'desc', ['TON/ATL', 'TON/aUSD', 'aUSD/aBTC']],
    ['fees_24h', 'asc', ['aUSD/aBTC', 'TON/aUSD', 'TON/ATL']],
    ['apr', 'desc', ['TON/ATL', 'TON/aUSD', 'aUSD/aBTC']],
    ['tvl', 'asc', ['TON/ATL', 'aUSD/aBTC', 'TON/aUSD']],
  ])('sorts by %s %s', async (sortBy, sort, expected) => {
    expect(pairs(await search({ sort_by: sortBy, sort }))).toEqual(expected);
  });

  it('lists the pools of tokens the user added as if they were verified', async () => {
    const res = await search({ verified_tokens: [friendlyOf(tk.PUFF!)] });
    expect(pairs(res)).toEqual(['TON/aUSD', 'aUSD/aBTC', 'TON/ATL', 'TON/PUFF']);
    // CORAL's pool also needs CORAL: ATL alone is not enough
    expect(pairs(await search({ verified_tokens: [tk.PUFF, tk.CORAL] }))).toContain('ATL/CORAL');
  });

  it('with include_unverified lists every pool, each token with its verification and scam flag', async () => {
    const res = await search({ include_unverified: true });
    expect(res.statusCode).toBe(200);
    expect(pairs(res)).toEqual(['TON/aUSD', 'aUSD/aBTC', 'TON/ATL', 'TON/PUFF', 'ATL/CORAL']);
    const groups = (res.json() as SearchPage).result;
    const tokenY = (pair: string) =>
      groups.find((g) => `${g.token_x.symbol}/${g.token_y.symbol}` === pair)!.token_y;
    expect(tokenY('TON/PUFF')).toMatchObject({
      symbol: 'PUFF',
      verified: false,
      verification: 'none',
      is_scam: false,
    });
    expect(tokenY('ATL/CORAL')).toMatchObject({ symbol: 'CORAL', verified: false, verification: 'graylist' });
    expect(tokenY('TON/aUSD')).toMatchObject({ symbol: 'aUSD', verified: true, verification: 'whitelist' });
    // the same request without the flag is the verified list (a separate cached answer)
    expect(pairs(await search({}))).toEqual(['TON/aUSD', 'aUSD/aBTC', 'TON/ATL']);
  });

  it.each([
    ['a symbol, any case', 'ausd', ['TON/aUSD', 'aUSD/aBTC']],
    ['part of a name', 'bitco', ['aUSD/aBTC']],
    ['a token address, raw', () => tk.ATL, ['TON/ATL']],
    ['a token address, friendly', () => friendlyOf(tk.aBTC!), ['aUSD/aBTC']],
    [
      'TON by the zero address',
      () => Address.parseRaw(NATIVE_TON_ADDRESS).toString(),
      ['TON/aUSD', 'TON/ATL'],
    ],
    ['a pool address', () => friendlyOf(pool.tonUsd5!), ['TON/aUSD']],
    ['LIKE wildcards literally', '%', []],
    ['nothing', 'zzz', []],
  ])('matches the query against %s', async (_name, query, expected) => {
    const res = await search({ query: typeof query === 'function' ? query() : query });
    expect(res.statusCode).toBe(200);
    expect(pairs(res)).toEqual(expected);
  });

  it('a pool address finds that pool only', async () => {
    const body = (await search({ query: pool.tonUsd5 })).json() as SearchPage;
    expect(body.result[0]).toMatchObject({
      pools_count: 1,
      tvl: '800000',
      pools: [{ address: pool.tonUsd5 }],
    });
  });

  it('pages over groups', async () => {
    const res = await search({ page: 2, size: 2 });
    expect(pairs(res)).toEqual(['TON/ATL']);
    expect((res.json() as SearchPage).page).toEqual({ current: 2, size: 2, total: 3 });
    expect(pairs(await search({ page: 9, size: 2 }))).toEqual([]);
  });

  it.each([
    ['an oversized page', { size: 1001 }, 'body.size'],
    ['page 0', { page: 0 }, 'body.page'],
    ['an unknown sort', { sort_by: 'price' }, 'body.sort_by'],
    ['an unknown field', { limit: 5 }, 'body.limit'],
    ['a bad verified token', { verified_tokens: ['nope'] }, 'body.verified_tokens.0'],
  ])('rejects %s with a 400 naming the field', async (_name, body, path) => {
    const res = await search(body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('BAD_REQUEST');
    expect(issuePathsOf(res)).toContain(path);
  });
});

describe('POST /pools/search row limit', () => {
  it('reads at most POOL_SEARCH_MAX_ROWS pools, the first in the order asked for', async () => {
    const capped = await createTestApp({ POOL_SEARCH_MAX_ROWS: '2' });
    try {
      const f = fixtures(capped.database.db);
      const ton = await f.token({ symbol: 'TON', usd: '3.2' });
      const tvls = ['100', '400', '300', '200'];
      const byTvl: Record<string, string> = {};
      for (const [i, tvl] of tvls.entries()) {
        const jetton = await f.token({ symbol: `J${i}` });
        byTvl[tvl] = await f.pool({ asset0: ton, asset1: jetton, tvlUsd: tvl });
      }
      const listed = async (body: object) => {
        const res = await capped.app.inject({ method: 'POST', url: '/pools/search', payload: body });
        expect(res.statusCode).toBe(200);
        const page = res.json() as SearchPage;
        return {
          addresses: page.result.flatMap((g) => g.pools.map((p) => p.address)),
          total: page.page.total,
        };
      };
      expect(await listed({})).toEqual({ addresses: [byTvl['400'], byTvl['300']], total: 2 });
      expect(await listed({ sort: 'asc' })).toEqual({ addresses: [byTvl['100'], byTvl['200']], total: 2 });
      const big = await capped.app.inject({ method: 'POST', url: '/pools/search', payload: { size: 1001 } });
      expect(big.statusCode).toBe(400);
      expect(issuePathsOf(big)).toEqual(['body.size']);
    } finally {
      await capped.close();
    }
  });
});

describe('GET /pools/{address}', () => {
  it('answers the pool by raw or friendly address', async () => {
    for (const address of [pool.tonUsd30!, friendlyOf(pool.tonUsd30!)]) {
      const res = await t.app.inject({ method: 'GET', url: `/pools/${encodeURIComponent(address)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: {
          address: pool.tonUsd30,
          type: 'constant_product',
          fee_bps: 30,
          token_x: {
            address: NATIVE_TON_ADDRESS,
            symbol: 'TON',
            icon_url: null,
            decimals: 9,
            ...WHITELISTED,
          },
          token_y: {
            address: tk.aUSD,
            symbol: 'aUSD',
            icon_url: 'https://icons.test/ausd.svg',
            decimals: 6,
            ...WHITELISTED,
          },
          reserve_x: '375000000000000',
          reserve_y: '1200000000000',
          lp_supply: '670820393249',
          tvl: '2400000',
          volume_24h: '96000',
          fees_24h: '288',
          apr: '4.38',
          price: '3.2',
          status: 'ready',
        },
      });
    }
  });

  it('serves the status the indexer stored, in the detail and in a search', async () => {
    const f = fixtures(t.database.db);
    const address = await f.pool({ asset0: tk.TON!, asset1: tk.aUSD!, feeBps: 1, status: 'discovering' });
    await t.readModelChanged(['pools']);
    const detail = await t.app.inject({ method: 'GET', url: `/pools/${address}` });
    expect((detail.json() as { result: { status: string } }).result.status).toBe('discovering');
    const found = (await search({ query: address })).json() as SearchPage;
    expect(found.result.flatMap((g) => g.pools).map((p) => [p.address, p.status])).toEqual([
      [address, 'discovering'],
    ]);
    await t.database.db.pool.delete({ where: { address } });
    await t.readModelChanged(['pools']);
  });

  it('unknown pool → 404, bad address → 400 naming params.address', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/pools/${rawAddress('nowhere')}` });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    const bad = await t.app.inject({ method: 'GET', url: '/pools/not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(issuePathsOf(bad)).toEqual(['params.address']);
  });
});

describe('GET /pools/{address}/events', () => {
  const events = (address: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/pools/${address}/events${query}` });

  it('pages the pool activity newest first, 10 by default, with the tokens it names', async () => {
    const res = await events(pool.tonUsd30!);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      result: { events: Array<Record<string, unknown>>; tokens: Array<{ symbol: string }> };
      page: object;
    };
    // 12 swaps + 1 add + 1 refunded swap; the pool creation is not activity
    expect(body.page).toEqual({ current: 1, size: 10, total: 14 });
    expect(body.result.events).toHaveLength(10);
    expect(body.result.tokens.map((x) => x.symbol).sort()).toEqual(['TON', 'aUSD']);
    const [refunded, lastSwap] = body.result.events;
    expect(refunded).toMatchObject({
      type: 'swap',
      success: false,
      pool: pool.tonUsd30,
      token_x: NATIVE_TON_ADDRESS,
      token_y: tk.aUSD,
      is_x: true,
      amount_in: '1000000000',
      amount_out: '0',
      refund: { reason: 'slippage', amount_x: '1000000000', amount_y: '0', lp_tokens: '0' },
    });
    expect(lastSwap).toMatchObject({
      type: 'swap',
      success: true,
      amount_in: '1000000000',
      amount_out: '3190000',
      amount_in_usd: '3.2',
      amount_out_usd: '3.19',
      gas_used: '12345',
      query_id: '0',
    });
    expect(lastSwap).not.toHaveProperty('refund');
    const timestamps = body.result.events.map((e) => e.timestamp as number);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
  });

  it('the last page holds the oldest: the liquidity add', async () => {
    const body = (await events(pool.tonUsd30!, '?page=2&size=10')).json() as {
      result: { events: Array<Record<string, unknown>> };
    };
    expect(body.result.events).toHaveLength(4);
    expect(body.result.events.at(-1)).toMatchObject({
      type: 'add_liquidity',
      amount_x: '2000000000',
      amount_y: '6400000',
      amount_x_usd: '6.4',
    });
  });

  it('rejects size 101 and unknown parameters; unknown pool → 404', async () => {
    const big = await events(pool.tonUsd30!, '?size=101');
    expect(big.statusCode).toBe(400);
    expect(issuePathsOf(big)).toContain('query.size');
    expect(issuePathsOf(await events(pool.tonUsd30!, '?sort=asc'))).toContain('query.sort');
    expect((await events(rawAddress('nowhere'))).statusCode).toBe(404);
  });
});

describe('GET /pools/{address}/chart', () => {
  const chart = (query: string) =>
    t.app.inject({ method: 'GET', url: `/pools/${pool.tonUsd30}/chart${query}` });

  it('answers hourly points of the last 7 days by default: price, TVL, volume and fees', async () => {
    const res = await chart('');
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      result: {
        interval: string;
        points: Array<{
          time: number;
          price: string;
          tvl: string;
          volume: string;
          fees: string;
          open: string;
        }>;
      };
    };
    expect(body.result.interval).toBe('7d');
    expect(body.result.points.map((p) => p.price)).toEqual(['3.3', '3.2', '3.1']);
    // reserves after the last event (1000 TON and 3200 aUSD) at today's prices; fees at 0.3 % of the volume
    expect(body.result.points[0]).toMatchObject({ tvl: '6400', volume: '1000', fees: '3' });
    // the candle of each bucket; a bucket seen once is flat at its price
    expect(body.result.points[0]).toMatchObject({ open: '3.3', high: '3.3', low: '3.3', close: '3.3' });
    expect(body.result.points[2]).toMatchObject({
      open: '3.05',
      high: '3.4',
      low: '3',
      close: '3.1',
      price: '3.1',
    });
    const times = body.result.points.map((p) => p.time);
    expect(times[1]! - times[0]!).toBe(3600);
  });

  it('"all" reads daily candles from the start', async () => {
    const body = (await chart('?interval=all')).json() as { result: { points: Array<{ price: string }> } };
    expect(body.result.points.map((p) => p.price)).toEqual(['2.9']);
  });

  it('rejects an unknown interval', async () => {
    const res = await chart('?interval=2h');
    expect(res.statusCode).toBe(400);
    expect(issuePathsOf(res)).toContain('query.interval');
  });
});
