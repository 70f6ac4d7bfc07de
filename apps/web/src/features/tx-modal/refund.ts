import type { RefundReason } from '@atoll/shared';
import { tokenOf, type ActivityPage } from '../activity/activity-events';
import type { TxToken } from './tx-status';

// Failure forensics: a refunded swap is its pool event with `success: false` and `refund`
// (packages/shared RefundSchema). The modal tells where the funds went and why. Pure.

export interface RefundInfo {
  reason: RefundReason;
  /** What came back, per token (raw address); zero amounts left out. */
  amounts: { token: TxToken; amount: bigint }[];
}

/**
 * The refund of the operation `queryId` among a pool's latest events (`GET /pools/{address}/events`), or null
 * when none of its events was refunded.
 */
export function findRefund(
  page: Pick<ActivityPage, 'events' | 'tokens'>,
  queryId: string,
): RefundInfo | null {
  for (const event of page.events) {
    if (event.query_id !== queryId || event.success || event.refund === undefined) continue;
    const { refund } = event;
    const amounts: RefundInfo['amounts'] = [];
    for (const [address, amount] of [
      [event.token_x, refund.amount_x],
      [event.token_y, refund.amount_y],
    ] as const) {
      if (amount !== '0') amounts.push({ token: tokenOf(address, page.tokens), amount: BigInt(amount) });
    }
    return { reason: refund.reason, amounts };
  }
  return null;
}
