import { formatAmount, formatUsd, parseUsd } from '../../lib/amounts';
import type { ActivityLeg, ActivityRow } from './activity-events';

// What an activity row shows: amounts with their symbols, USD values, the outcome. Pure.

export type ActivityStatus = 'success' | 'failed' | 'refunded';

/** "12.5 TON": the amount in whole tokens (its decimals), rounded down to 6 places. */
export const legText = ({ amount, token }: ActivityLeg) =>
  `${formatAmount(amount, token.decimals)} ${token.symbol}`;

/** The tokens a routed swap went through between its input and output ("aUSD", "aUSD → aBTC"). */
export const viaText = (row: Pick<ActivityRow, 'via'>) => row.via.map((token) => token.symbol).join(' → ');

/** The API's USD value as money ("$12.50"), or null when it gave none. */
export const legUsdText = ({ usd }: ActivityLeg) => (usd === null ? null : formatUsd(parseUsd(usd)));

export function statusOf(row: ActivityRow): ActivityStatus {
  if (row.success) return 'success';
  return row.refundReason === null ? 'failed' : 'refunded';
}
