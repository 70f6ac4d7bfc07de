import { describe, expect, it } from 'vitest';
import {
  FRIENDLY,
  OTHER,
  RAW,
  expectIssueAt,
  expectUnknownKeyRejected,
  expectValid,
  withField,
} from '../testing/expect-issue';
import {
  JettonPriceParamsSchema,
  MarketsQuerySchema,
  MarketsResponseSchema,
  PriceChartQuerySchema,
  PriceChartResponseSchema,
  TokenPriceResponseSchema,
} from './prices-v1';

const at = '2026-01-01T00:00:00Z';
const value = { value: '3210000', decimals: 6 };
const price = {
  usd: { price: value, changedAt: { price: at } },
  ton: { price: { value: '1', decimals: 0 }, changedAt: {} },
};
const market = {
  counterpart: OTHER,
  exchangeId: 'atoll',
  poolAddress: FRIENDLY,
  type: 'linear',
  createdAt: at,
  lastTransactionAt: '2026-01-02T03:04:05.678+00:00',
  liquidity: { asset: '1000', counterpart: '3210', ton: value, usd: value, changedAt: { liquidity: at } },
  price: { counterpart: value, ton: value, usd: value, changedAt: {} },
};
const markets = {
  markets: [market],
  addressBook: { [RAW]: { userFriendly: FRIENDLY } },
  jettons: [{ address: FRIENDLY, name: 'Tether USD', symbol: 'USDT', decimals: 6, image: null }],
  next: 'cursor-2',
};

describe('GET /v1/jettons/{address}/price', () => {
  it('params and response', () => {
    expectValid(JettonPriceParamsSchema, { address: RAW });
    expectIssueAt(JettonPriceParamsSchema, { address: 'EQ' }, ['address']);
    expectValid(TokenPriceResponseSchema, price);
  });

  it.each([
    [['usd', 'price', 'value'], 3.21],
    [['usd', 'price', 'value'], '3.21'],
    [['usd', 'price', 'decimals'], -1],
    [['ton', 'changedAt', 'price'], 'yesterday'],
    [['ton'], undefined],
  ])('rejects %j = %j', (path, v) => {
    expectIssueAt(TokenPriceResponseSchema, withField(price, path, v), path);
  });
});

describe('GET /v1/jettons/{address}/price/chart', () => {
  it('query defaults and limits', () => {
    expect(expectValid(PriceChartQuerySchema, {})).toEqual({ interval: '24h', currency: 'usd' });
    expectIssueAt(PriceChartQuerySchema, { interval: '2d' }, ['interval']);
    expectIssueAt(PriceChartQuerySchema, { currency: 'eur' }, ['currency']);
    expectUnknownKeyRejected(PriceChartQuerySchema, {}, 'points');
  });

  it('response', () => {
    expectValid(PriceChartResponseSchema, { points: [{ value, time: at }] });
    expectIssueAt(PriceChartResponseSchema, { points: [{ value, time: 1767225600 }] }, ['points', 0, 'time']);
    expectIssueAt(PriceChartResponseSchema, { points: [{ value: { value: '1' }, time: at }] }, [
      'points',
      0,
      'value',
      'decimals',
    ]);
  });
});

describe('GET /v1/jettons/{address}/markets', () => {
  it('query', () => {
    expect(expectValid(MarketsQuerySchema, {})).toEqual({ limit: 20 });
    expect(expectValid(MarketsQuerySchema, { limit: '50', cursor: 'abc' })).toEqual({
      limit: 50,
      cursor: 'abc',
    });
    expectIssueAt(MarketsQuerySchema, { limit: '101' }, ['limit']);
    expectIssueAt(MarketsQuerySchema, { cursor: '' }, ['cursor']);
  });

  it('accepts the spec shape, next optional', () => {
    expectValid(MarketsResponseSchema, markets);
    expectValid(MarketsResponseSchema, withField(markets, ['next'], undefined));
  });

  it.each([
    [['markets', 0, 'exchangeId'], 'uniswap'],
    [['markets', 0, 'type'], 'concentrated'],
    [['markets', 0, 'poolAddress'], 'x'],
    [['markets', 0, 'createdAt'], 'today'],
    [['markets', 0, 'liquidity', 'asset'], 1000],
    [['markets', 0, 'price', 'usd'], '3.21'],
    [['addressBook', RAW, 'userFriendly'], 'x'],
    [['jettons', 0, 'decimals'], '6'],
  ])('rejects %j = %j', (path, v) => {
    expectIssueAt(MarketsResponseSchema, withField(markets, path, v), path);
  });

  it('rejects an addressBook key that is not an address', () => {
    const result = MarketsResponseSchema.safeParse({
      ...markets,
      addressBook: { nope: { userFriendly: FRIENDLY } },
    });
    expect(result.success).toBe(false);
  });
});
