import { describe, expect, it } from 'vitest';
import { activityCsv, csvField } from './activity-csv';
import type { ActivityRow } from './activity-events';

const TON = { address: `0:${'0'.repeat(64)}`, symbol: 'TON', decimals: 9 };
const AUSD = { address: `0:${'a1'.repeat(32)}`, symbol: 'aUSD', decimals: 6 };
const POOL = `0:${'cc'.repeat(32)}`;

const swapRow: ActivityRow = {
  key: 'a',
  type: 'swap',
  timestamp: 1_700_000_000,
  pool: POOL,
  txHash: 'ab'.repeat(32),
  queryId: '18446744073709551615',
  success: true,
  refundReason: null,
  via: [],
  legs: [
    { token: AUSD, amount: 123_456_789_012_345_678n, usd: '123456789012.345678' },
    { token: TON, amount: 1n, usd: null },
  ],
};

const removeRow: ActivityRow = {
  key: 'b',
  type: 'remove_liquidity',
  timestamp: 1_700_000_061,
  pool: POOL,
  txHash: 'cd'.repeat(32),
  queryId: null,
  success: false,
  refundReason: 'slippage',
  via: [],
  legs: [
    { token: TON, amount: 2_000_000_000n, usd: '6.8' },
    { token: { ...AUSD, symbol: 'a,"b"' }, amount: 0n, usd: '0' },
  ],
};

describe('activityCsv', () => {
  it('writes a header and one line per event, exact amounts from bigint', () => {
    expect(activityCsv([swapRow, removeRow]).split('\r\n')).toEqual([
      'time,type,success,refund_reason,pool,token_in,amount_in,amount_in_usd,token_out,amount_out,amount_out_usd,token_x,amount_x,amount_x_usd,token_y,amount_y,amount_y_usd,tx_hash,query_id,route',
      `2023-11-14T22:13:20.000Z,swap,true,,${POOL},aUSD,123456789012.345678,123456789012.345678,TON,0.000000001,,,,,,,,${'ab'.repeat(32)},18446744073709551615,`,
      `2023-11-14T22:14:21.000Z,remove_liquidity,false,slippage,${POOL},,,,,,,TON,2,6.8,"a,""b""",0,0,${'cd'.repeat(32)},,`,
      '',
    ]);
  });

  it('is only the header for no events', () => {
    expect(activityCsv([])).toBe(
      'time,type,success,refund_reason,pool,token_in,amount_in,amount_in_usd,token_out,amount_out,amount_out_usd,token_x,amount_x,amount_x_usd,token_y,amount_y,amount_y_usd,tx_hash,query_id,route\r\n',
    );
  });
});

describe('activityCsv of a routed swap', () => {
  it('is one line: the first token in, the last one out, the route in order', () => {
    const ABTC = { address: `0:${'b1'.repeat(32)}`, symbol: 'aBTC', decimals: 8 };
    const routed: ActivityRow = {
      ...swapRow,
      legs: [
        { token: TON, amount: 5_000_000_000n, usd: null },
        { token: ABTC, amount: 25_600n, usd: null },
      ],
      via: [AUSD],
    };
    const lines = activityCsv([routed]).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `2023-11-14T22:13:20.000Z,swap,true,,${POOL},TON,5,,aBTC,0.000256,,,,,,,,${'ab'.repeat(32)},18446744073709551615,TON → aUSD → aBTC`,
    );
  });
});

describe('csvField', () => {
  it.each([
    ['TON', 'TON'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['@SUM', "'@SUM"],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('activityCsv of a limit order', () => {
  it("puts an order's step in the in/out columns with the order's address", async () => {
    const { activityRow } = await import('./activity-events');
    const ORDER = `0:${'dd'.repeat(32)}`;
    const row = activityRow(
      {
        type: 'limit_order',
        action: 'filled',
        timestamp: 1_700_000_120,
        tx_hash: 'ef'.repeat(32),
        order: ORDER,
        success: true,
        query_id: '7',
        token_in: TON.address,
        token_out: AUSD.address,
        amount_in: '1000000000',
        amount_out: '3600000',
        reward: '35000000',
      },
      [TON, AUSD],
    );
    expect(row.type).toBe('limit_order_filled');
    expect(activityCsv([row]).split('\r\n')[1]).toBe(
      `2023-11-14T22:15:20.000Z,limit_order_filled,true,,${ORDER},TON,1,,aUSD,3.6,,,,,,,,${'ef'.repeat(32)},7,`,
    );
  });
});
