import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { MarketSchema } from '@atoll/shared';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { PoolRecord } from '../pools/pools.fns';
import {
  addressBook,
  parseCursor,
  toMarket,
  toPriceChartPoint,
  toPriceValue,
  toQuotedPrice,
} from './prices-v1.fns';

const ATL = '0:' + 'a7'.repeat(32);
const pool: PoolRecord = {
  address: '0:' + '99'.repeat(32),
  curve: 'constant_product',
  feeBps: 30,
  reserve0: 1_000_000_000_000n,
  reserve1: 4_000_000_000_000n,
  lpSupply: 1n,
  tvlUsd: '6400.000000000000',
  volume24hUsd: '0',
  fees24hUsd: '0',
  apr: '0',
  price: '4.000',
  status: 'ready',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-02T00:00:00Z'),
  token0: {
    address: NATIVE_TON_ADDRESS,
    symbol: 'TON',
    name: 'Toncoin',
    iconUrl: null,
    decimals: 9,
    verified: true,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
    priceUsd: '3.2',
  },
  token1: {
    address: ATL,
    symbol: 'ATL',
    name: 'Atoll',
    iconUrl: null,
    decimals: 9,
    verified: true,
    isMeme: false,
    verification: 'whitelist',
    isScam: false,
    priceUsd: '0.8',
  },
};

describe('toMarket', () => {
  it.each([
    [
      'the jetton as asset1',
      ATL,
      {
        counterpart: NATIVE_TON_ADDRESS,
        liquidity: { asset: '4000000000000', counterpart: '1000000000000' },
        price: {
          counterpart: { value: '25', decimals: 2 },
          usd: { value: '8', decimals: 1 },
          ton: { value: '25', decimals: 2 },
        },
      },
    ],
    [
      'the jetton as asset0 (TON in ATL)',
      NATIVE_TON_ADDRESS,
      {
        counterpart: ATL,
        liquidity: { asset: '1000000000000' },
        price: {
          counterpart: { value: '4', decimals: 0 },
          usd: { value: '32', decimals: 1 },
          ton: { value: '1', decimals: 0 },
        },
      },
    ],
  ])('%s', (_name, jetton, expected) => {
    const market = toMarket(pool, jetton, '3.2', null);
    expect(MarketSchema.safeParse(market).success).toBe(true);
    expect(market).toMatchObject({
      exchangeId: 'atoll',
      type: 'linear',
      lastTransactionAt: null,
      ...expected,
      liquidity: {
        ...expected.liquidity,
        ton: { value: '2000', decimals: 0 },
        usd: { value: '6400', decimals: 0 },
      },
    });
  });

  it('an unknown TON price values nothing in TON instead of dividing by zero', () => {
    expect(toMarket(pool, ATL, '0', null).liquidity.ton).toEqual({ value: '0', decimals: 0 });
  });
});

describe('small pieces', () => {
  it.each([
    [undefined, 0],
    ['0', 0],
    ['40', 40],
    ['-1', null],
    ['01', null],
    ['abc', null],
    ['9999999999', null],
  ])('parseCursor(%j) = %j', (cursor, offset) => expect(parseCursor(cursor)).toBe(offset));

  it('quotes and chart points', () => {
    expect(toQuotedPrice('0.000031000', null)).toEqual({
      price: { value: '31', decimals: 6 },
      changedAt: {},
    });
    expect(toPriceChartPoint(new Date(0), '0.82', '3.2')).toEqual({
      value: { value: '25625', decimals: 5 },
      time: '1970-01-01T00:00:00.000Z',
    });
    expect(toPriceChartPoint(new Date(0), '0.82', null).value).toEqual({ value: '82', decimals: 2 });
  });

  it('addressBook: raw key, friendly bounceable value', () => {
    const book = addressBook([NATIVE_TON_ADDRESS, ATL], true);
    expect(Object.keys(book)).toEqual([NATIVE_TON_ADDRESS, ATL]);
    expect(Address.parseFriendly(book[ATL]!.userFriendly)).toMatchObject({
      isBounceable: true,
      isTestOnly: true,
    });
  });
});

describe('toPriceValue', () => {
  it.each([
    ['3.200000', { value: '32', decimals: 1 }],
    ['0.000031', { value: '31', decimals: 6 }],
    ['64000', { value: '64000', decimals: 0 }],
    ['0', { value: '0', decimals: 0 }],
    ['-0.5', { value: '-5', decimals: 1 }],
  ])('%s → %j', (text, value) => expect(toPriceValue(text)).toEqual(value));
});
