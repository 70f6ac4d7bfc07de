import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { MarketsResponse } from '@atoll/shared';
import { chartUrl, marketsPage, marketsUrl, priceUrl, tokenPrice } from './price-api';

const JETTON = `0:${'a1'.repeat(32)}`;
const POOL = `0:${'c3'.repeat(32)}`;
const TON = `0:${'0'.repeat(64)}`;
const friendly = (raw: string) => Address.parse(raw).toString({ bounceable: true, urlSafe: true });
const API = 'http://api.test';

describe('price API URLs (docs/product-spec.md §7, versioned base)', () => {
  it('puts the bounceable address under /v1/jettons', () => {
    expect(priceUrl(API, JETTON)).toBe(`${API}/v1/jettons/${friendly(JETTON)}/price`);
    expect(chartUrl(API, JETTON, '7d')).toBe(
      `${API}/v1/jettons/${friendly(JETTON)}/price/chart?interval=7d&currency=usd`,
    );
    expect(marketsUrl(API, JETTON)).toBe(`${API}/v1/jettons/${friendly(JETTON)}/markets?limit=20`);
    expect(marketsUrl(API, JETTON, '20')).toBe(
      `${API}/v1/jettons/${friendly(JETTON)}/markets?limit=20&cursor=20`,
    );
  });
});

describe('price API answers', () => {
  it('takes the USD and TON prices', () => {
    expect(
      tokenPrice({
        usd: { price: { value: '2500', decimals: 3 }, changedAt: { price: '2026-01-01T00:00:00Z' } },
        ton: { price: { value: '1', decimals: 0 }, changedAt: {} },
      }),
    ).toEqual({ usd: { value: '2500', decimals: 3 }, ton: { value: '1', decimals: 0 } });
  });

  it('lists markets with raw addresses and the counterpart symbol from `jettons`, TON by its address', () => {
    const market = (counterpart: string): MarketsResponse['markets'][number] => ({
      counterpart,
      exchangeId: 'atoll',
      poolAddress: friendly(POOL),
      type: 'linear',
      createdAt: '2026-01-01T00:00:00Z',
      lastTransactionAt: null,
      liquidity: {
        asset: '1000',
        counterpart: '2000',
        ton: { value: '5', decimals: 0 },
        usd: { value: '1250', decimals: 1 },
        changedAt: {},
      },
      price: {
        counterpart: { value: '2', decimals: 0 },
        ton: { value: '2', decimals: 0 },
        usd: { value: '5', decimals: 0 },
        changedAt: {},
      },
    });
    const page = marketsPage({
      markets: [market(TON), market(`0:${'b2'.repeat(32)}`), market(`0:${'b3'.repeat(32)}`)],
      addressBook: {},
      jettons: [
        {
          address: friendly(`0:${'b2'.repeat(32)}`),
          name: 'Atoll Dollar',
          symbol: 'aUSD',
          decimals: 9,
          image: null,
        },
      ],
      next: '20',
    });
    expect(page.next).toBe('20');
    expect(page.markets).toEqual([
      {
        exchangeId: 'atoll',
        poolAddress: POOL,
        counterpart: TON,
        counterpartSymbol: 'TON',
        priceInCounterpart: { value: '2', decimals: 0 },
        priceUsd: { value: '5', decimals: 0 },
        liquidityUsd: { value: '1250', decimals: 1 },
      },
      expect.objectContaining({ counterpartSymbol: 'aUSD' }),
      expect.objectContaining({ counterpartSymbol: '?' }),
    ]);
    expect(marketsPage({ markets: [], addressBook: {}, jettons: [] }).next).toBeUndefined();
  });
});
