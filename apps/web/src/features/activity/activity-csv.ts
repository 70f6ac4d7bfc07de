import { toDecimalString } from '../../lib/amounts';
import type { ActivityLeg, ActivityRow } from './activity-events';

// The activity as CSV (RFC 4180: CRLF lines, fields quoted when they hold a comma, a quote or a
// line break). Amounts are exact decimal strings from the bigint amounts, USD values the API's own
// strings. A swap or a limit order's step fills the in/out columns (`pool` holds the order's address),
// liquidity the x/y columns; a routed swap is one line, its tokens in order in `route`. Pure.

export const ACTIVITY_CSV_HEADER = [
  'time',
  'type',
  'success',
  'refund_reason',
  'pool',
  'token_in',
  'amount_in',
  'amount_in_usd',
  'token_out',
  'amount_out',
  'amount_out_usd',
  'token_x',
  'amount_x',
  'amount_x_usd',
  'token_y',
  'amount_y',
  'amount_y_usd',
  'tx_hash',
  'query_id',
  'route',
] as const;

/**
 * One field. Token symbols come from jetton metadata anyone can write: a leading = + - @ (or a
 * tab / CR) would run as a formula in a spreadsheet, so such text gets a leading apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const legFields = (leg: ActivityLeg) => [
  leg.token.symbol,
  toDecimalString(leg.amount, leg.token.decimals),
  leg.usd ?? '',
];
const NO_LEG = ['', '', ''];

export function activityCsvLine(row: ActivityRow): string {
  const [first, second] = row.legs;
  // an order's step is a trade: its legs go in the in/out columns
  const swap = row.type === 'swap' || row.type.startsWith('limit_order');
  const fields = [
    new Date(row.timestamp * 1000).toISOString(),
    row.type,
    String(row.success),
    row.refundReason ?? '',
    row.pool,
    ...(swap ? [...legFields(first), ...legFields(second)] : [...NO_LEG, ...NO_LEG]),
    ...(swap ? [...NO_LEG, ...NO_LEG] : [...legFields(first), ...legFields(second)]),
    row.txHash,
    row.queryId ?? '',
    // a routed swap's tokens in order, first to last; empty for one pool
    row.via.length > 0
      ? [first.token.symbol, ...row.via.map((t) => t.symbol), second.token.symbol].join(' → ')
      : '',
  ];
  return fields.map(csvField).join(',');
}

/** The header and one line per row, CRLF-terminated. */
export function activityCsv(rows: readonly ActivityRow[]): string {
  return [ACTIVITY_CSV_HEADER.join(','), ...rows.map(activityCsvLine)].map((line) => `${line}\r\n`).join('');
}
