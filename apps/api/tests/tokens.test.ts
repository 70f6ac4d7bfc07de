// GET /tokens and GET /prices on rows seeded the way the indexer writes them.
import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let usd: string;

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.database.db);
  await f.token({ symbol: 'TON', name: 'Toncoin', usd: '3.2', iconUrl: null });
  usd = await f.token({ symbol: 'aUSD', name: 'Atoll USD', decimals: 6, usd: '1' });
  await f.token({ symbol: 'PUFF', name: 'Pufferfish', usd: '0.000031', verified: false, isMeme: true });
  await f.token({ symbol: 'CORAL', verified: false, verification: 'graylist' });
  await f.token({ symbol: 'RUG', verified: false, verification: 'blacklist' });
  await f.token({ symbol: 'GIFT', verified: false, verification: 'none', isScam: true });
});
afterAll(async () => t?.close());

describe('GET /tokens', () => {
  it('lists every token with its price, verified first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tokens' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: [
        {
          address: usd,
          name: 'Atoll USD',
          symbol: 'aUSD',
          icon_url: 'https://icons.test/ausd.svg',
          decimals: 6,
          price: '1',
          verified: true,
          is_meme: false,
          verification: 'whitelist',
          is_scam: false,
        },
        {
          address: NATIVE_TON_ADDRESS,
          name: 'Toncoin',
          symbol: 'TON',
          icon_url: null,
          decimals: 9,
          price: '3.2',
          verified: true,
          is_meme: false,
          verification: 'whitelist',
          is_scam: false,
        },
        expect.objectContaining({
          symbol: 'CORAL',
          verified: false,
          verification: 'graylist',
          is_scam: false,
        }),
        expect.objectContaining({ symbol: 'GIFT', verified: false, verification: 'none', is_scam: true }),
        expect.objectContaining({ symbol: 'PUFF', price: '0.000031', verified: false, is_meme: true }),
        expect.objectContaining({
          symbol: 'RUG',
          verified: false,
          verification: 'blacklist',
          is_scam: false,
        }),
      ],
    });
  });

  it('rejects unknown query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/tokens?limit=3' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('query.limit');
  });
});

describe('GET /prices', () => {
  it('answers address and USD price of every token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/prices' });
    expect(res.statusCode).toBe(200);
    const prices = (res.json() as { result: Array<{ address: string; price: string }> }).result;
    expect(prices).toHaveLength(6);
    expect(prices).toEqual(
      expect.arrayContaining([
        { address: NATIVE_TON_ADDRESS, price: '3.2' },
        { address: usd, price: '1' },
        expect.objectContaining({ price: '0.000031' }),
      ]),
    );
  });
});

describe('OpenAPI', () => {
  it('documents every data route', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys((spec.json() as { paths: object }).paths)).toEqual(
      expect.arrayContaining([
        '/accounts/{address}',
        '/accounts/{address}/jettons',
        '/tokens',
        '/prices',
        '/pools/search',
        '/pools/{address}',
        '/pools/{address}/events',
        '/pools/{address}/chart',
        '/users/events',
        '/users/positions',
        '/trace',
        '/trace/{hash}',
        '/v1/jettons/{address}/price',
        '/v1/jettons/{address}/markets',
        '/v1/jettons/{address}/price/chart',
      ]),
    );
  });
});
