import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { ActivityEventSchema } from '@atoll/shared';
import { describe, expect, it } from 'vitest';
import type { TokenRecord } from '../tokens/tokens.fns';
import {
  chartWindow,
  groupPools,
  pageOf,
  parsePoolQuery,
  type PoolEventRecord,
  type PoolRecord,
  toActivityEvent,
  toChartPoint,
  toPool,
} from './pools.fns';

const A = '0:' + 'aa'.repeat(32);
const B = '0:' + 'bb'.repeat(32);
const token = (address: string, symbol: string, decimals = 9, priceUsd = '1'): TokenRecord => ({
  address,
  symbol,
  name: symbol,
  iconUrl: null,
  decimals,
  verified: true,
  isMeme: false,
  verification: 'whitelist',
  isScam: false,
  priceUsd,
});
const TON = token(NATIVE_TON_ADDRESS, 'TON', 9, '3.2');
const USD = token(A, 'aUSD', 6, '1');
const BTC = token(B, 'aBTC', 8, '64000');

let n = 0;
const pool = (t0: TokenRecord, t1: TokenRecord, over: Partial<PoolRecord> = {}): PoolRecord => ({
  address: `0:${(++n).toString(16).padStart(64, '0')}`,
  curve: 'constant_product',
  feeBps: 30,
  reserve0: 1000n,
  reserve1: 2000n,
  lpSupply: 100n,
  tvlUsd: '100.000000000000',
  volume24hUsd: '10.000000000000',
  fees24hUsd: '0.030000000000',
  apr: '10.950000000000',
  price: '2.000000000000000000000000000000',
  status: 'ready',
  createdAt: new Date(0),
  updatedAt: new Date(0),
  token0: t0,
  token1: t1,
  ...over,
});

describe('toPool', () => {
  it('names asset0 token_x, trims decimals, TON as the zero address', () => {
    const p = toPool(pool(TON, USD, { reserve0: 10n ** 30n }));
    expect(p).toMatchObject({
      type: 'constant_product',
      token_x: { address: NATIVE_TON_ADDRESS, symbol: 'TON' },
      token_y: { address: A },
      reserve_x: (10n ** 30n).toString(),
      tvl: '100',
      fees_24h: '0.03',
      price: '2',
      status: 'ready',
    });
  });

  it.each(['discovering', 'ready', 'failed'] as const)(
    'serves the status the indexer stored: %s',
    (status) => {
      expect(toPool(pool(TON, USD, { status })).status).toBe(status);
    },
  );

  it('refuses a curve the contracts do not deploy', () => {
    expect(() => toPool(pool(TON, USD, { curve: 'stable' }))).toThrow(/stable/);
  });
});

describe('groupPools', () => {
  const pools = [
    pool(TON, USD, { feeBps: 30, tvlUsd: '1000', volume24hUsd: '50', fees24hUsd: '0.15', apr: '5.4' }),
    pool(TON, USD, { feeBps: 5, tvlUsd: '300.5', volume24hUsd: '500', fees24hUsd: '0.25', apr: '30.3' }),
    pool(USD, BTC, { tvlUsd: '1200', volume24hUsd: '1', fees24hUsd: '0.003', apr: '0.09' }),
  ];

  it('sums per pair, keeps the best APR, counts pools', () => {
    const [top, second] = groupPools(pools, 'tvl', 'desc');
    expect(top).toMatchObject({
      token_x: { symbol: 'TON' },
      token_y: { symbol: 'aUSD' },
      pools_count: 2,
      tvl: '1300.5',
      volume_24h: '550',
      fees_24h: '0.4',
      apr: '30.3',
    });
    expect(second).toMatchObject({ token_x: { symbol: 'aUSD' }, pools_count: 1, tvl: '1200' });
  });

  it.each([
    ['tvl', 'desc', ['TON', 'aUSD'], [30, 5]],
    ['tvl', 'asc', ['aUSD', 'TON'], [5, 30]],
    ['volume_24h', 'desc', ['TON', 'aUSD'], [5, 30]],
    ['fees_24h', 'asc', ['aUSD', 'TON'], [30, 5]],
    ['apr', 'desc', ['TON', 'aUSD'], [5, 30]],
  ] as const)('by %s %s: groups and the pools inside', (sortBy, sort, groups, fees) => {
    const result = groupPools(pools, sortBy, sort);
    expect(result.map((g) => g.token_x.symbol)).toEqual(groups);
    expect(result.find((g) => g.token_x.symbol === 'TON')!.pools.map((p) => p.fee_bps)).toEqual(fees);
  });

  it('compares numerically, not as text', () => {
    const list = [pool(TON, USD, { tvlUsd: '9' }), pool(USD, BTC, { tvlUsd: '10' })];
    expect(groupPools(list, 'tvl', 'desc').map((g) => g.tvl)).toEqual(['10', '9']);
  });

  it('an empty list has no groups; pages slice groups', () => {
    expect(groupPools([], 'tvl', 'desc')).toEqual([]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], 3, 2)).toEqual([]);
  });
});

describe('parsePoolQuery', () => {
  it.each([
    [undefined, null],
    ['   ', null],
    ['usdt', { kind: 'text', pattern: '%usdt%', needle: 'usdt' }],
    ['50%_\\', { kind: 'text', pattern: '%50\\%\\_\\\\%', needle: '50%_\\' }],
    [A, { kind: 'address', address: A }],
    [NATIVE_TON_ADDRESS, { kind: 'address', address: NATIVE_TON_ADDRESS }],
  ])('%j → %j', (query, expected) => expect(parsePoolQuery(query)).toEqual(expected));
});

describe('toActivityEvent', () => {
  const base: PoolEventRecord = {
    txHash: 'ab'.repeat(32),
    type: 'swap',
    poolAddress: B,
    asset0: NATIVE_TON_ADDRESS,
    asset1: A,
    queryId: '42',
    userAddress: A,
    receiver: null,
    zeroForOne: false,
    amountIn: 5n,
    amountOut: 9n,
    amount0: null,
    amount1: null,
    lpAmount: null,
    amountInUsd: null,
    amountOutUsd: '1.50',
    amount0Usd: null,
    amount1Usd: null,
    refundReason: null,
    success: true,
    gasUsed: 7n,
    timestamp: new Date(1_700_000_000_500),
  };

  it.each([
    [
      'a swap of y for x',
      {},
      {
        type: 'swap',
        is_x: false,
        amount_in: '5',
        amount_out: '9',
        amount_out_usd: '1.5',
        receiver: A,
        timestamp: 1_700_000_000,
        query_id: '42',
        gas_used: '7',
        token_x: NATIVE_TON_ADDRESS,
      },
    ],
    [
      'a refunded swap of y',
      { type: 'swap_refunded', success: false, amountOut: null, refundReason: 'deadline' },
      {
        success: false,
        amount_out: '0',
        refund: { reason: 'deadline', amount_x: '0', amount_y: '5', lp_tokens: '0' },
      },
    ],
    [
      'a refund with an unknown reason',
      { type: 'swap_refunded', zeroForOne: true, refundReason: 'mystery' },
      { success: false, refund: { reason: 'unknown', amount_x: '5', amount_y: '0' } },
    ],
    [
      'a deposit',
      { type: 'liquidity_added', amount0: 3n, amount1: 4n, amount0Usd: '1.0' },
      { type: 'add_liquidity', amount_x: '3', amount_y: '4', amount_x_usd: '1' },
    ],
    [
      'a withdrawal',
      { type: 'liquidity_removed', amount0: 3n, amount1: 4n, lpAmount: 2n },
      { type: 'remove_liquidity', success: true },
    ],
    [
      'a refunded deposit',
      {
        type: 'liquidity_refunded',
        success: false,
        amount0: 3n,
        amount1: 4n,
        lpAmount: 0n,
        refundReason: 'slippage',
      },
      { type: 'add_liquidity', refund: { reason: 'slippage', amount_x: '3', amount_y: '4', lp_tokens: '0' } },
    ],
    [
      'a refunded withdrawal',
      { type: 'liquidity_refunded', success: false, lpAmount: 6n, refundReason: 'deadline' },
      { type: 'remove_liquidity', amount_x: '0', refund: { lp_tokens: '6' } },
    ],
  ] as const)('%s', (_name, over, expected) => {
    const event = toActivityEvent({ ...base, ...over } as PoolEventRecord);
    expect(event).toMatchObject(expected);
    expect(ActivityEventSchema.safeParse(event).success).toBe(true);
  });

  it('a pool creation is not activity', () => {
    expect(toActivityEvent({ ...base, type: 'pool_created' })).toBeNull();
  });
});

describe('charts', () => {
  it.each([
    ['24h', 'm5', 300, 1_000_000 - 86_400],
    ['7d', 'h1', 3600, 1_000_000 - 7 * 86_400],
    ['30d', 'h1', 3600, 1_000_000 - 30 * 86_400],
    ['1y', 'd1', 86_400, 1_000_000 - 365 * 86_400],
    ['all', 'd1', 86_400, null],
  ] as const)('%s reads %s candles', (interval, candle, bucketSeconds, since) => {
    expect(chartWindow(interval, 1_000_000)).toEqual({ candle, bucketSeconds, since });
  });

  it('a point: the candle, volume, fees at the tier, TVL from the reserves at today prices', () => {
    const p = pool(TON, USD, { feeBps: 30 });
    expect(
      toChartPoint(
        {
          openTime: new Date(3_600_000),
          open: '3.150000',
          high: '3.300000000000000000000000000000',
          low: '3.100000',
          close: '3.210000',
          volumeUsd: '1000.000000000000',
          reserve0: 10n ** 12n,
          reserve1: 3_200_000_000n,
        },
        p,
      ),
    ).toEqual({
      time: 3600,
      price: '3.21',
      open: '3.15',
      high: '3.3',
      low: '3.1',
      close: '3.21',
      volume: '1000',
      fees: '3',
      tvl: '6400',
    });
    expect(
      toChartPoint(
        {
          openTime: new Date(0),
          open: '1',
          high: '1',
          low: '1',
          close: '1',
          volumeUsd: '0',
          reserve0: null,
          reserve1: null,
        },
        p,
      ).tvl,
    ).toBe('0');
  });
});
