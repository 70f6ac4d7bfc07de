import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** Pools and pool detail arrive with the next issue. */
export default function PoolsPage() {
  const { t } = useTranslation();
  const { poolAddress } = useParams();
  return (
    <section className="page card" data-testid={poolAddress ? 'page-pool' : 'page-pools'}>
      <h1>{t('pools.title')}</h1>
      {poolAddress ? (
        <p className="mono">{t('pools.detail', { address: poolAddress })}</p>
      ) : (
        <p className="muted">{t('pools.placeholder')}</p>
      )}
    </section>
  );
}
