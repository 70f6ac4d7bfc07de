import { useTranslation } from 'react-i18next';
import { REFUND_REASONS, type RefundReason } from '../../tx-modal/refund';

const isRefundReason = (value: string): value is RefundReason =>
  (REFUND_REASONS as readonly string[]).includes(value);

/** Why a failed operation's funds came back, in the words the transaction modal uses. */
export function RefundReasonText({ reason }: { reason: string }) {
  const { t } = useTranslation('activity');
  const { t: tCommon } = useTranslation();
  const known = isRefundReason(reason) ? reason : 'unknown';
  return (
    <div className="activity-item__refund">
      {t('activity.refund', { reason: tCommon(`tx-modal.refund.reason.${known}`) })}
    </div>
  );
}
