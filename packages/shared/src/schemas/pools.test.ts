import { POOL_STATUS_NAMES, REFUND_REASON_NAMES } from '@atoll/contracts/protocol';
import { describe, expect, it } from 'vitest';
import {
  FRIENDLY,
  expectIssueAt,
  expectUnknownKeyRejected,
  expectValid,
  withField,
} from '../testing/expect-issue';
import { addLiquidityEvent, pool, poolToken, swapEvent } from '../testing/fixtures';
import {
  ActivityEventSchema,
  PoolChartQuerySchema,
  PoolChartResponseSchema,
  PoolEventsResponseSchema,
  PoolResponseSchema,
  PoolSearchRequestSchema,
  PoolSearchResponseSchema,
  PoolStatusSchema,
  RefundReasonSchema,
} from './pools';

const group = {
  token_x: pool.token_x,
  token_y: pool.token_y,
  pools_count: 1,
  tvl: '6420',
  volume_24h: '1200.5',
  fees_24h: '3.6015',
  apr: '20.47',
  pools: [pool],
};

describe('PoolSearchRequestSchema', () => {
  it('accepts what the web app sends and fills defaults', () => {
    const body = { page: 1, size: 1000, sort: 'desc', sort_by: 'tvl', verified_tokens: [FRIENDLY] };
    expectValid(PoolSearchRequestSchema, body);
    expect(expectValid(PoolSearchRequestSchema, {})).toEqual({
      page: 1,
      size: 1000,
      sort: 'desc',
      sort_by: 'tvl',
      verified_tokens: [],
      include_unverified: false,
    });
  });

  it.each(['tvl', 'volume_24h', 'fees_24h', 'apr'])('sorts by %s', (sortBy) => {
    expectValid(PoolSearchRequestSchema, { sort_by: sortBy, query: 'usdt' });
  });

  it.each([
    [['page'], 0],
    [['page'], '1'],
    [['size'], 1001],
    [['size'], 0],
    [['sort'], 'up'],
    [['sort_by'], 'price'],
    [['verified_tokens'], FRIENDLY],
    [['verified_tokens', 0], 'nope'],
    [['query'], 'q'.repeat(129)],
    [['query'], 7],
  ])('rejects %j = %j', (path, value) => {
    const base = { verified_tokens: [FRIENDLY] };
    expectIssueAt(PoolSearchRequestSchema, withField(base, path, value), path);
  });

  it('rejects unknown fields', () => {
    expectUnknownKeyRejected(PoolSearchRequestSchema, {}, 'limit');
  });
});

describe('pool responses', () => {
  it('accepts a search page and a pool', () => {
    expectValid(PoolSearchResponseSchema, { result: [group], page: { current: 1, size: 1000, total: 1 } });
    expectValid(PoolResponseSchema, { result: pool });
  });

  it.each([
    [['type'], 'stable'],
    [['fee_bps'], 10_001],
    [['fee_bps'], '30'],
    [['reserve_x'], 1000],
    [['lp_supply'], '-1'],
    [['tvl'], 'NaN'],
    [['apr'], -1],
    [['price'], '3,21'],
    [['token_x', 'address'], 'ton'],
    [['token_y', 'decimals'], undefined],
  ])('rejects pool %j = %j', (path, value) => {
    expectIssueAt(PoolResponseSchema, { result: withField(pool, path, value) }, ['result', ...path]);
  });

  it.each([
    [['pools_count'], -1],
    [['token_x', 'symbol'], 1],
    [['fees_24h'], undefined],
    [['apr'], undefined],
    [['apr'], '-3'],
    [['pools', 0, 'address'], 'x'],
  ])('rejects group %j = %j', (path, value) => {
    const input = { result: [withField(group, path, value)], page: { current: 1, size: 1, total: 1 } };
    expectIssueAt(PoolSearchResponseSchema, input, ['result', 0, ...path]);
  });
});

describe('the protocol lists, derived from @atoll/contracts/protocol', () => {
  it('names every refund reason of the contracts, and unknown', () => {
    expect(RefundReasonSchema.options).toEqual([...REFUND_REASON_NAMES, 'unknown']);
    expectValid(RefundReasonSchema, 'discoveryFailed');
  });

  it("names every pool status of the contracts but 'new' (reported as discovering)", () => {
    expect(PoolStatusSchema.options).toEqual(POOL_STATUS_NAMES.filter((status) => status !== 'new'));
    expect(PoolStatusSchema.safeParse('new').success).toBe(false);
  });
});

describe('ActivityEventSchema', () => {
  it.each([
    ['swap', swapEvent],
    ['add_liquidity', addLiquidityEvent],
    ['remove_liquidity', { ...addLiquidityEvent, type: 'remove_liquidity' }],
    [
      'refunded swap',
      {
        ...swapEvent,
        success: false,
        amount_out: '0',
        refund: { reason: 'slippage', amount_x: '1000000000', amount_y: '0', lp_tokens: '0' },
      },
    ],
    ['failed without refund', { ...addLiquidityEvent, success: false, gas_used: '41000000' }],
  ])('accepts %s', (_name, event) => {
    expectValid(ActivityEventSchema, event);
  });

  it.each([
    ['type', swapEvent, ['type'], 'refund'],
    ['tx_hash', swapEvent, ['tx_hash'], 'abc'],
    ['pool', swapEvent, ['pool'], 'x'],
    ['success', swapEvent, ['success'], 'true'],
    ['query_id', swapEvent, ['query_id'], 42],
    ['amount_in', swapEvent, ['amount_in'], '1.5'],
    ['is_x', swapEvent, ['is_x'], undefined],
    ['receiver', swapEvent, ['receiver'], 'me'],
    ['amount_in_usd', swapEvent, ['amount_in_usd'], 1],
    ['amount_x', addLiquidityEvent, ['amount_x'], '-1'],
    ['token_y', addLiquidityEvent, ['token_y'], undefined],
    ['proxy_address', addLiquidityEvent, ['proxy_address'], '0:1'],
    [
      'refund reason',
      { ...swapEvent, success: false },
      ['refund'],
      { reason: 'bad', amount_x: '0', amount_y: '0', lp_tokens: '0' },
      ['refund', 'reason'],
    ],
    [
      'refund on success',
      swapEvent,
      ['refund'],
      { reason: 'slippage', amount_x: '0', amount_y: '0', lp_tokens: '0' },
    ],
  ])('rejects %s', (_name, base, path, value, issuePath?: (string | number)[]) => {
    expectIssueAt(ActivityEventSchema, withField(base, path, value), issuePath ?? path);
  });

  it('a liquidity event needs its own amounts (discriminated by type)', () => {
    expectIssueAt(ActivityEventSchema, { ...swapEvent, type: 'add_liquidity' }, ['amount_x']);
  });
});

describe('pool events and chart', () => {
  it('accepts an events page', () => {
    const input = { result: { events: [swapEvent], tokens: [] }, page: { current: 1, size: 10, total: 1 } };
    expectValid(PoolEventsResponseSchema, input);
    expectIssueAt(PoolEventsResponseSchema, withField(input, ['result', 'events', 0, 'timestamp'], 'now'), [
      'result',
      'events',
      0,
      'timestamp',
    ]);
  });

  it('chart query: defaults, accepted and rejected intervals', () => {
    expect(expectValid(PoolChartQuerySchema, {})).toEqual({ interval: '7d' });
    expectValid(PoolChartQuerySchema, { interval: 'all' });
    expectIssueAt(PoolChartQuerySchema, { interval: '5m' }, ['interval']);
    expectUnknownKeyRejected(PoolChartQuerySchema, {}, 'from');
  });

  it('chart response', () => {
    const point = {
      time: 1_767_225_600,
      price: '3.21',
      open: '3.15',
      high: '3.3',
      low: '3.1',
      close: '3.21',
      tvl: '6420',
      volume: '10',
      fees: '0.03',
    };
    expectValid(PoolChartResponseSchema, { result: { interval: '7d', points: [point] } });
    expectIssueAt(
      PoolChartResponseSchema,
      { result: { interval: '7d', points: [{ ...point, volume: 10 }] } },
      ['result', 'points', 0, 'volume'],
    );
    // each point carries its candle
    const { high: _high, ...withoutHigh } = point;
    expectIssueAt(PoolChartResponseSchema, { result: { interval: '7d', points: [withoutHigh] } }, [
      'result',
      'points',
      0,
      'high',
    ]);
  });

  it('pool token refs carry decimals', () => {
    expectValid(PoolResponseSchema, { result: { ...pool, token_y: poolToken } });
  });
});
