import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { describe, expect, it } from 'vitest';
import { expectIssueAt, expectValid, withField } from '../testing/expect-issue';
import { swapEvent } from '../testing/fixtures';
import {
  OrderTermsSchema,
  PairOrdersResponseSchema,
  RegisterOrderRequestSchema,
  UserOrdersQuerySchema,
} from './orders';
import { UserEventsResponseSchema } from './users';

const JETTON = `0:${'11'.repeat(32)}`;
const terms = {
  maker: `0:${'22'.repeat(32)}`,
  sell_token: NATIVE_TON_ADDRESS,
  buy_token: JETTON,
  sell_amount: '1000000000',
  min_buy_amount: '3500000',
  expires_at: 1_800_000_000,
  reward: '70000000',
  partial: true,
  min_fill: '100000000',
  nonce: '18446744073709551615',
};
const step = {
  type: 'limit_order',
  action: 'filled',
  timestamp: 1_800_000_000,
  tx_hash: 'ab'.repeat(32),
  order: `0:${'33'.repeat(32)}`,
  success: true,
  token_in: NATIVE_TON_ADDRESS,
  token_out: JETTON,
  amount_in: '1000000000',
  amount_out: '3600000',
  reward: '70000000',
};

describe('limit orders', () => {
  it('takes terms with amounts as decimal strings and refuses anything else, naming the field', () => {
    expectValid(RegisterOrderRequestSchema, terms);
    expectIssueAt(OrderTermsSchema, withField(terms, ['sell_amount'], 1_000_000_000), ['sell_amount']);
    expectIssueAt(OrderTermsSchema, withField(terms, ['min_fill'], '-1'), ['min_fill']);
    expectIssueAt(OrderTermsSchema, withField(terms, ['maker'], 'nobody'), ['maker']);
    expectIssueAt(OrderTermsSchema, { ...terms, address: JETTON }, []);
  });

  it('filters a wallet’s orders by status or by active/history, 10 a page by default', () => {
    expect(expectValid(UserOrdersQuerySchema, {})).toEqual({ page: 1, size: 10 });
    expect(expectValid(UserOrdersQuerySchema, { status: 'history', page: '2' })).toEqual({
      page: 2,
      size: 10,
      status: 'history',
    });
    expectIssueAt(UserOrdersQuerySchema, { status: 'done' }, ['status']);
  });

  it('answers a depth with at least one order per level', () => {
    const level = { price: '3.5', amount: '1000000000', orders: 1 };
    expectValid(PairOrdersResponseSchema, {
      result: { token_x: NATIVE_TON_ADDRESS, token_y: JETTON, asks: [level], bids: [] },
    });
    expectIssueAt(
      PairOrdersResponseSchema,
      { result: { token_x: NATIVE_TON_ADDRESS, token_y: JETTON, asks: [{ ...level, orders: 0 }], bids: [] } },
      ['result', 'asks', 0, 'orders'],
    );
  });

  it("lists an order's steps in the wallet's activity beside its swaps", () => {
    const page = {
      result: { events: [swapEvent, step], tokens: [] },
      page: { current: 1, size: 10, total: 2 },
    };
    expectValid(UserEventsResponseSchema, page);
    expectIssueAt(UserEventsResponseSchema, withField(page, ['result', 'events', 1, 'action'], 'failed'), [
      'result',
      'events',
      1,
      'action',
    ]);
    expectIssueAt(UserEventsResponseSchema, withField(page, ['result', 'events', 1, 'success'], false), [
      'result',
      'events',
      1,
      'success',
    ]);
  });
});
