import type { RefundReason } from '@atoll/shared';
import { useTranslation } from 'react-i18next';

/** Why a failed operation's funds came back, in the words the transaction modal uses. */
export function RefundReasonText({ reason }: { reason: RefundReason }) {
  const { t } = useTranslation('activity');
  const { t: tCommon } = useTranslation();
  return (
    <div className="activity-item__refund">
      {t('activity.refund', { reason: tCommon(`tx-modal.refund.reason.${reason}`) })}
    </div>
  );
}
