import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import type { EditFees, PlaceFees } from '../order-fees';

/** What the wallet will send and what becomes of it, shown before signing; an edit adds the cancel. */
export function OrderFees({ fees, edit }: { fees: PlaceFees; edit: EditFees | null }) {
  const { t } = useTranslation('limit');
  const ton = (amount: bigint) => t('limit.fees.ton', { amount: formatAmount(amount, 9, 9) });
  return (
    <dl className="swap-details limit-fees" data-testid="limit-fees">
      <dt className="limit-fees__title">{t('limit.fees.title')}</dt>
      <dd />
      {fees.sellTon > 0n && (
        <>
          <dt>{t('limit.fees.sell')}</dt>
          <dd>{ton(fees.sellTon)}</dd>
        </>
      )}
      <dt title={t('limit.fees.reward-back')}>{t('limit.fees.reward')}</dt>
      <dd data-testid="limit-fees-reward">{ton(fees.reward)}</dd>
      <dt title={t('limit.fees.gas-back')}>{t('limit.fees.gas')}</dt>
      <dd data-testid="limit-fees-gas">{ton(fees.gas)}</dd>
      {edit && (
        <>
          <dt>{t('limit.fees.cancel')}</dt>
          <dd data-testid="limit-fees-cancel">{ton(edit.cancel)}</dd>
        </>
      )}
      <dt className="limit-fees__total">{t('limit.fees.attached')}</dt>
      <dd className="limit-fees__total" data-testid="limit-fees-attached">
        {ton(edit ? edit.attached : fees.attached)}
      </dd>
      <dd className="muted limit-fees__note">
        {t('limit.fees.reward-back')} {t('limit.fees.gas-back')}
      </dd>
    </dl>
  );
}
