import type { TFunction } from 'i18next';
import { formatAmount } from '../../lib/amounts';
import type { RefundInfo } from './refund';

/** 'Refunded to your wallet: 1.5 TON — reason: the price moved beyond your slippage tolerance'. */
export function refundDescription(t: TFunction, refund: RefundInfo): string {
  const reason = t(`tx-modal.refund.reason.${refund.reason}`);
  if (refund.amounts.length === 0) return t('tx-modal.refund.no-amount', { reason });
  const amounts = refund.amounts
    .map(({ token, amount }) => `${formatAmount(amount, token.decimals)} ${token.symbol}`)
    .join(', ');
  return t('tx-modal.refund.description', { amounts, reason });
}
