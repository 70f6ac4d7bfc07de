import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { useAccountName } from '../../trace/account-name';
import type { TracePreview } from '../../trace/read-trace';
import { refundAmountsText, refundReasonText } from '../../tx-modal/refund-text';
import type { TxSummary } from '../tx-summary';

interface Props {
  summary: TxSummary;
  failures: TracePreview['failures'];
  senderIsUser: boolean;
}

/** Where the funds of a refunded or failed transaction are now, and why (the failure view's reason texts). */
export function TxFunds({ summary, failures, senderIsUser }: Props) {
  const { t } = useTranslation('tx');
  const { t: tCommon } = useTranslation();
  const nameOf = useAccountName();
  const back = senderIsUser ? 'tx.funds.back.yours' : 'tx.funds.back.sender';
  const { refund, bouncedBack } = summary;
  const failedSteps = failures.filter((f) => f.reason === null);

  return (
    <section className="tx-funds" data-testid="tx-funds" role="status">
      <h2>{t('tx.funds.title')}</h2>
      {refund && refund.amounts.length > 0 && (
        <p className="tx-funds__back" data-testid="tx-funds-back">
          {t(back, { amounts: refundAmountsText(refund.amounts) })}
        </p>
      )}
      {!refund && bouncedBack > 0n && (
        <p className="tx-funds__back" data-testid="tx-funds-back">
          {t(back, { amounts: `${formatAmount(bouncedBack, 9)} TON` })}
        </p>
      )}
      {refund && (
        <p data-testid="tx-funds-reason">
          {t('tx.funds.reason', { reason: refundReasonText(tCommon, refund.reason) })}
        </p>
      )}
      {failedSteps.map((f) => (
        <p key={f.address.toRawString()} className="tx-funds__failed">
          {t('tx.funds.failed-step', { who: nameOf(f.name, f.address), code: f.exitCode ?? '—' })}
        </p>
      ))}
      {!refund && bouncedBack === 0n && <p>{t('tx.funds.stuck')}</p>}
    </section>
  );
}
