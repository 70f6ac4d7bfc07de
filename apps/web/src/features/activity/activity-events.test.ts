import type { ActivityEvent } from '@atoll/shared';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { activityPage, activityRow, activityRows, type ActivityToken } from './activity-events';
import { legText, legUsdText, statusOf } from './activity-format';

const TON = `0:${'0'.repeat(64)}`;
const AUSD = `0:${'a1'.repeat(32)}`;
const POOL = `0:${'cc'.repeat(32)}`;
const hash = (n: number) => n.toString(16).padStart(64, '0');

const tokens: ActivityToken[] = [
  { address: TON, symbol: 'TON', decimals: 9 },
  { address: AUSD, symbol: 'aUSD', decimals: 6 },
];

const swap = (overrides: Partial<Extract<ActivityEvent, { type: 'swap' }>> = {}): ActivityEvent => ({
  type: 'swap',
  timestamp: 1_700_000_000,
  tx_hash: hash(1),
  pool: POOL,
  success: true,
  query_id: '42',
  token_x: TON,
  token_y: AUSD,
  amount_in: '1500000000',
  amount_out: '4987654',
  amount_in_usd: '5.1',
  amount_out_usd: '4.987654',
  is_x: true,
  receiver: POOL,
  ...overrides,
});

const addLiquidity: ActivityEvent = {
  type: 'add_liquidity',
  timestamp: 1_700_000_100,
  tx_hash: hash(2),
  pool: POOL,
  success: true,
  token_x: TON,
  token_y: AUSD,
  amount_x: '2000000000',
  amount_y: '6800000',
  amount_x_usd: '6.8',
};

const shown = (event: ActivityEvent) => {
  const row = activityRow(event, tokens);
  return { legs: row.legs.map(legText), usd: row.legs.map(legUsdText), status: statusOf(row) };
};

describe('activityRow', () => {
  it.each<[string, ActivityEvent, ReturnType<typeof shown>]>([
    [
      'is_x: token_x went in',
      swap(),
      { legs: ['1.5 TON', '4.987654 aUSD'], usd: ['$5.10', '$4.98'], status: 'success' },
    ],
    [
      'not is_x: token_y went in',
      swap({ is_x: false, amount_in: '4987654', amount_out: '1500000000', amount_in_usd: undefined }),
      { legs: ['4.987654 aUSD', '1.5 TON'], usd: [null, '$4.98'], status: 'success' },
    ],
    [
      'liquidity: x then y, a USD value missing',
      addLiquidity,
      { legs: ['2 TON', '6.8 aUSD'], usd: ['$6.80', null], status: 'success' },
    ],
    [
      'refunded swap',
      swap({
        success: false,
        refund: { reason: 'slippage', amount_x: '1500000000', amount_y: '0', lp_tokens: '0' },
      }),
      { legs: ['1.5 TON', '4.987654 aUSD'], usd: ['$5.10', '$4.98'], status: 'refunded' },
    ],
    [
      'failed without refund',
      swap({ success: false }),
      { legs: ['1.5 TON', '4.987654 aUSD'], usd: ['$5.10', '$4.98'], status: 'failed' },
    ],
  ])('%s', (_name, event, expected) => {
    expect(shown(event)).toEqual(expected);
  });

  it('finds tokens written in the friendly form and falls back to UNKN with 9 decimals', () => {
    const friendlyTokens = [{ ...tokens[1]!, address: AUSD }];
    const other = `0:${'dd'.repeat(32)}`;
    const row = activityRow(
      swap({ token_x: Address.parse(AUSD).toString(), token_y: other, amount_out: '2500000000' }),
      friendlyTokens,
    );
    expect(row.legs.map(legText)).toEqual(['1,500 aUSD', '2.5 UNKN']);
  });

  it('keeps the fields the CSV and the link need', () => {
    const row = activityRow(swap(), tokens);
    expect(row).toMatchObject({ type: 'swap', timestamp: 1_700_000_000, txHash: hash(1), queryId: '42' });
    expect(row.legs[0].amount).toBe(1_500_000_000n);
  });
});

describe('activityPage', () => {
  it('keeps events and page, and keys the tokens by raw address', () => {
    const page = activityPage({
      result: {
        events: [swap(), addLiquidity],
        tokens: [
          {
            address: Address.parse(AUSD).toString(),
            name: 'aUSD',
            symbol: 'aUSD',
            icon_url: null,
            decimals: 6,
            price: '1',
            verified: true,
            is_meme: false,
            verification: 'whitelist',
            is_scam: false,
          },
        ],
      },
      page: { current: 2, size: 10, total: 13 },
    });
    expect(page.events.map((event) => event.type)).toEqual(['swap', 'add_liquidity']);
    expect(page.tokens).toEqual([{ address: AUSD, symbol: 'aUSD', decimals: 6 }]);
    expect(page.page).toEqual({ current: 2, size: 10, total: 13 });
  });
});

describe('activityRows', () => {
  it('lists each event once when pages overlap', () => {
    const first = { events: [swap(), addLiquidity], tokens, page: { current: 1, size: 2, total: 3 } };
    // one new event arrived: page 2 starts with the last event of page 1
    const second = {
      events: [addLiquidity, swap({ tx_hash: hash(3) })],
      tokens,
      page: { current: 2, size: 2, total: 4 },
    };
    expect(activityRows([first, second]).map((row) => row.txHash)).toEqual([hash(1), hash(2), hash(3)]);
  });
});
