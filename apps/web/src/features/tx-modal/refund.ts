import { REFUND_REASONS, type RefundReason } from '@atoll/shared/refund-reasons';
import { isNano, isRecord, isString } from '../../lib/http';
import { toRawAddress } from '../../lib/ton-address';
import type { TxToken } from './tx-status';

// The contract's refund reasons, as the API names them (one list, in packages/shared).
export { REFUND_REASONS, type RefundReason };

// Failure forensics: a refunded swap is its pool event with `success: false` and `refund`
// (packages/shared RefundSchema). The modal tells where the funds went and why. Pure.

export interface RefundInfo {
  reason: RefundReason;
  /** What came back, per token (raw address); zero amounts left out. */
  amounts: { token: TxToken; amount: bigint }[];
}

function tokenOf(address: string, tokens: unknown): TxToken {
  const list = Array.isArray(tokens) ? tokens : [];
  const found = list.find(
    (token) => isRecord(token) && isString(token.address) && toRawAddress(token.address) === address,
  );
  return {
    address,
    symbol: isRecord(found) && isString(found.symbol) ? found.symbol : 'UNKN',
    decimals: isRecord(found) && Number.isInteger(found.decimals) ? (found.decimals as number) : 9,
  };
}

/**
 * The refund of the operation `queryId` in a `GET /pools/{address}/events` result (`{events, tokens}`),
 * or null when none of its events was refunded.
 */
export function findRefund(result: unknown, queryId: string): RefundInfo | null {
  if (!isRecord(result) || !Array.isArray(result.events)) return null;
  for (const event of result.events) {
    if (!isRecord(event) || event.query_id !== queryId || event.success !== false || !isRecord(event.refund))
      continue;
    const { refund } = event;
    const reason = (REFUND_REASONS as readonly unknown[]).includes(refund.reason)
      ? (refund.reason as RefundReason)
      : 'unknown';
    const amounts: RefundInfo['amounts'] = [];
    for (const [side, amount] of [
      ['token_x', refund.amount_x],
      ['token_y', refund.amount_y],
    ] as const) {
      const address = isString(event[side]) ? toRawAddress(event[side]) : null;
      if (address && isNano(amount) && amount !== '0') {
        amounts.push({ token: tokenOf(address, result.tokens), amount: BigInt(amount) });
      }
    }
    return { reason, amounts };
  }
  return null;
}
