import { formatUsd, parseUsd } from '../../lib/amounts';
import type { ActivityRow } from '../activity/activity-events';

/**
 * What an event was worth, as the pool's activity shows it: a swap by what went in, a liquidity event by both
 * tokens together. Null when the API priced none of it. Pure.
 */
export function eventUsdText(row: Pick<ActivityRow, 'type' | 'legs'>): string | null {
  const [first, second] = row.legs;
  if (row.type === 'swap') return first.usd === null ? null : formatUsd(parseUsd(first.usd));
  if (first.usd === null && second.usd === null) return null;
  return formatUsd(parseUsd(first.usd ?? '0') + parseUsd(second.usd ?? '0'));
}
