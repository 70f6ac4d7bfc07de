import type { TFunction } from 'i18next';
import { formatAmount } from '../../lib/amounts';
import type { TxToken } from './tx-status';

/** A pool's or an order's refund reason in words (the failure view's texts); one they do not name reads "unknown". */
export function refundReasonText(t: TFunction, reason: string): string {
  return t(`tx-modal.refund.reason.${reason}`, { defaultValue: t('tx-modal.refund.reason.unknown') });
}

/** '1.5 TON, 20 aUSD': what came back, per token. */
export function refundAmountsText(
  amounts: readonly { token: Pick<TxToken, 'symbol' | 'decimals'>; amount: bigint }[],
): string {
  return amounts
    .map(({ token, amount }) => `${formatAmount(amount, token.decimals)} ${token.symbol}`)
    .join(', ');
}

/** 'Refunded to your wallet: 1.5 TON — reason: the price moved beyond your slippage tolerance'. */
export function refundDescription(
  t: TFunction,
  refund: { reason: string; amounts: readonly { token: TxToken; amount: bigint }[] },
): string {
  const reason = refundReasonText(t, refund.reason);
  if (refund.amounts.length === 0) return t('tx-modal.refund.no-amount', { reason });
  return t('tx-modal.refund.description', { amounts: refundAmountsText(refund.amounts), reason });
}
