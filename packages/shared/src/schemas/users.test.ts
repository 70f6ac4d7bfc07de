import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { describe, expect, it } from 'vitest';
import { expectIssueAt, expectValid, withField } from '../testing/expect-issue';
import { addLiquidityEvent, pool, swapEvent } from '../testing/fixtures';
import { UserEventsQuerySchema, UserEventsResponseSchema, UserPositionsResponseSchema } from './users';

const token = {
  address: NATIVE_TON_ADDRESS,
  name: 'Toncoin',
  symbol: 'TON',
  icon_url: null,
  decimals: 9,
  price: '3.21',
  verified: true,
  verification: 'whitelist',
  is_scam: false,
  is_meme: false,
};

const position = {
  lp_tokens_sum: '1000000000',
  token_x_fees: '1000',
  token_x_fees_usd: '0.00000321',
  token_x_liquidity: '1000000000',
  token_x_liquidity_usd: '3.21',
  token_y_fees: '3',
  token_y_fees_usd: '0.000003',
  token_y_liquidity: '3210000',
  token_y_liquidity_usd: '3.21',
  total_fees_usd: '0.00000621',
  total_liquidity_usd: '6.42',
  pool,
};

describe('GET /users/events', () => {
  it('query defaults to page 1 of 10', () => {
    expect(expectValid(UserEventsQuerySchema, {})).toEqual({ page: 1, size: 10 });
  });

  it('query takes the cursor a previous answer gave; the answer may carry the next one', () => {
    expect(expectValid(UserEventsQuerySchema, { size: '25', cursor: 'WzJd' })).toEqual({
      page: 1,
      size: 25,
      cursor: 'WzJd',
    });
    expectIssueAt(UserEventsQuerySchema, { cursor: '' }, ['cursor']);
    expectValid(UserEventsResponseSchema, {
      result: { events: [], tokens: [] },
      page: { current: 2, size: 10, total: 0 },
      next_cursor: 'WzJd',
    });
  });

  it('accepts events with their tokens and page info', () => {
    expectValid(UserEventsResponseSchema, {
      result: { events: [swapEvent, addLiquidityEvent], tokens: [token] },
      page: { current: 1, size: 10, total: 2 },
    });
  });

  it.each([
    [['result', 'events'], undefined],
    [['result', 'tokens'], undefined],
    [['result', 'tokens', 0, 'price'], 3.21],
    [['result', 'events', 1, 'type'], 'deposit'],
    [['page', 'total'], -1],
    [['page'], undefined],
  ])('rejects %j = %j', (path, value) => {
    const input = {
      result: { events: [swapEvent, addLiquidityEvent], tokens: [token] },
      page: { current: 1, size: 10, total: 2 },
    };
    expectIssueAt(UserEventsResponseSchema, withField(input, path, value), path);
  });
});

describe('GET /users/positions', () => {
  it('accepts positions with their pools', () => {
    expectValid(UserPositionsResponseSchema, { result: { pools: [position] } });
  });

  it.each(Object.keys(position).map((key) => [key]))('requires %s', (key) => {
    expectIssueAt(
      UserPositionsResponseSchema,
      { result: { pools: [withField(position, [key], undefined)] } },
      ['result', 'pools', 0, key],
    );
  });

  it.each([
    [['lp_tokens_sum'], '1.5'],
    [['token_x_fees_usd'], 0],
    [['pool', 'address'], 'x'],
  ])('rejects %j = %j', (path, value) => {
    const input = { result: { pools: [withField(position, path, value)] } };
    expectIssueAt(UserPositionsResponseSchema, input, ['result', 'pools', 0, ...path]);
  });
});
