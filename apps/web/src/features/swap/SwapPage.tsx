import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** The swap form arrives with the next issue; the route and its token parameter exist now. */
export default function SwapPage() {
  const { t } = useTranslation();
  const { tokenAddress } = useParams();
  return (
    <section className="page card" data-testid="page-swap">
      <h1>{t('swap.title')}</h1>
      <p className="muted">{t('swap.placeholder')}</p>
      {tokenAddress && <p className="mono">{t('swap.token', { address: tokenAddress })}</p>}
    </section>
  );
}
