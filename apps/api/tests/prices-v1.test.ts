// The public price API: /v1/jettons/{address}/price, /markets and /price/chart from tokens, pools and candles.
import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePathsOf } from './helpers/answers';
import { fixtures, friendlyOf, rawAddress } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let atl: string;
let usd: string;
let tonAtl: string;
let usdAtl: string;
const HOUR = 3_600_000;

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.database.db);
  const ton = await f.token({ symbol: 'TON', name: 'Toncoin', usd: '3.2', iconUrl: null });
  usd = await f.token({ symbol: 'aUSD', name: 'Atoll USD', decimals: 6, usd: '1' });
  atl = await f.token({ symbol: 'ATL', name: 'Atoll', usd: '0.8' });
  // TON/ATL: 1000 TON and 4000 ATL (ATL = 0.25 TON = $0.8); aUSD/ATL: 800 aUSD and 1000 ATL (ATL = 0.8 aUSD)
  tonAtl = await f.pool({
    asset0: ton,
    asset1: atl,
    reserve0: 1_000_000_000_000n,
    reserve1: 4_000_000_000_000n,
    price: '4',
    tvlUsd: '6400',
  });
  usdAtl = await f.pool({
    asset0: usd,
    asset1: atl,
    reserve0: 800_000_000n,
    reserve1: 1_000_000_000_000n,
    price: '1.25',
    tvlUsd: '1600',
  });
  await f.event({
    pool: tonAtl,
    user: rawAddress('wallet:alice'),
    type: 'swap',
    at: new Date('2026-02-01T10:00:00Z'),
  });

  const hourNow = Math.floor((t.clock.now * 1000) / HOUR) * HOUR;
  for (let i = 2; i >= 1; i--) {
    await f.candle(atl, 'token', 'm5', new Date(hourNow - i * 300_000), `0.8${i}`);
    await f.candle(ton, 'token', 'm5', new Date(hourNow - i * 300_000), '3.2');
  }
  await f.candle(atl, 'token', 'm5', new Date(hourNow - 2 * 24 * HOUR), '0.5'); // outside the 24 h window
});
afterAll(async () => t?.close());

describe('GET /v1/jettons/{address}/price', () => {
  it('answers the USD and TON price as exact values with decimals', async () => {
    const res = await get(`/v1/jettons/${friendlyOf(atl)}/price`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      usd: { price: { value: '8', decimals: 1 }, changedAt: { price: '2026-01-01T00:00:00.000Z' } },
      ton: { price: { value: '25', decimals: 2 }, changedAt: { price: '2026-01-01T00:00:00.000Z' } },
    });
  });

  it('TON itself by the zero address; unknown jetton → 404; bad address → 400', async () => {
    expect(
      ((await get(`/v1/jettons/${NATIVE_TON_ADDRESS}/price`)).json() as { usd: { price: object } }).usd.price,
    ).toEqual({ value: '32', decimals: 1 });
    expect((await get(`/v1/jettons/${rawAddress('nothing')}/price`)).statusCode).toBe(404);
    const bad = await get('/v1/jettons/nope/price');
    expect(bad.statusCode).toBe(400);
    expect(issuePathsOf(bad)).toEqual(['params.address']);
  });
});

describe('GET /v1/jettons/{address}/markets', () => {
  interface Markets {
    markets: Array<
      Record<string, unknown> & {
        poolAddress: string;
        liquidity: Record<string, unknown>;
        price: Record<string, unknown>;
      }
    >;
    addressBook: Record<string, { userFriendly: string }>;
    jettons: Array<{ symbol: string }>;
    next?: string;
  }

  it('lists our pools holding the jetton, deepest first, with liquidity and prices', async () => {
    const res = await get(`/v1/jettons/${atl}/markets`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Markets;
    expect(body.markets.map((m) => m.poolAddress)).toEqual([tonAtl, usdAtl]);
    expect(body.markets[0]).toEqual({
      counterpart: NATIVE_TON_ADDRESS,
      exchangeId: 'atoll',
      poolAddress: tonAtl,
      type: 'linear',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastTransactionAt: '2026-02-01T10:00:00.000Z',
      liquidity: {
        asset: '4000000000000',
        counterpart: '1000000000000',
        ton: { value: '2000', decimals: 0 },
        usd: { value: '6400', decimals: 0 },
        changedAt: { updatedAt: expect.any(String) },
      },
      // 1 ATL = 0.25 TON in this pool = $0.8
      price: {
        counterpart: { value: '25', decimals: 2 },
        ton: { value: '25', decimals: 2 },
        usd: { value: '8', decimals: 1 },
        changedAt: { updatedAt: expect.any(String) },
      },
    });
    // ATL is asset1 of aUSD/ATL: 1 ATL = 1 / 1.25 = 0.8 aUSD
    expect(body.markets[1]).toMatchObject({
      counterpart: usd,
      lastTransactionAt: null,
      price: { counterpart: { value: '8', decimals: 1 } },
    });
    expect(body.jettons.map((j) => j.symbol).sort()).toEqual(['ATL', 'TON', 'aUSD']);
    expect(Address.parse(body.addressBook[tonAtl]!.userFriendly).toRawString()).toBe(tonAtl);
    expect(Address.parseFriendly(body.addressBook[atl]!.userFriendly)).toMatchObject({
      isBounceable: true,
      isTestOnly: true,
    });
    expect(body.next).toBeUndefined();
  });

  it('pages with limit and the next cursor', async () => {
    const first = (await get(`/v1/jettons/${atl}/markets?limit=1`)).json() as Markets;
    expect(first.markets.map((m) => m.poolAddress)).toEqual([tonAtl]);
    expect(first.next).toBe('1');
    const second = (await get(`/v1/jettons/${atl}/markets?limit=1&cursor=${first.next}`)).json() as Markets;
    expect(second.markets.map((m) => m.poolAddress)).toEqual([usdAtl]);
    expect(second.next).toBeUndefined();
  });

  it.each([
    ['a forged cursor', '?cursor=abc', 'query.cursor'],
    ['limit 0', '?limit=0', 'query.limit'],
    ['an unknown parameter', '?sort=tvl', 'query.sort'],
  ])('rejects %s', async (_name, query, path) => {
    const res = await get(`/v1/jettons/${atl}/markets${query}`);
    expect(res.statusCode).toBe(400);
    expect(issuePathsOf(res)).toContain(path);
  });
});

describe('GET /v1/jettons/{address}/price/chart', () => {
  interface Chart {
    points: Array<{ value: { value: string; decimals: number }; time: string }>;
  }

  it('answers the last 24 h of USD closes by default, oldest first', async () => {
    const body = (await get(`/v1/jettons/${atl}/price/chart`)).json() as Chart;
    expect(body.points.map((p) => p.value)).toEqual([
      { value: '82', decimals: 2 },
      { value: '81', decimals: 2 },
    ]);
    expect(new Date(body.points[1]!.time).getTime() - new Date(body.points[0]!.time).getTime()).toBe(300_000);
  });

  it('in TON: divided by TON at the same time', async () => {
    const body = (await get(`/v1/jettons/${atl}/price/chart?currency=ton`)).json() as Chart;
    // 0.82 / 3.2 = 0.25625
    expect(body.points[0]!.value).toEqual({ value: '25625', decimals: 5 });
  });

  it('"all" with no daily candles is empty; bad interval → 400; unknown jetton → 404', async () => {
    expect(((await get(`/v1/jettons/${atl}/price/chart?interval=all`)).json() as Chart).points).toEqual([]);
    const bad = await get(`/v1/jettons/${atl}/price/chart?interval=5m`);
    expect(bad.statusCode).toBe(400);
    expect(issuePathsOf(bad)).toContain('query.interval');
    expect((await get(`/v1/jettons/${rawAddress('nothing')}/price/chart`)).statusCode).toBe(404);
  });
});
