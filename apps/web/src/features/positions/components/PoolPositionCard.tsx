import type { Pool } from '@atoll/shared';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { usePoolPosition } from '../hooks';
import { PositionCard } from './PositionCard';

/** The signed-in wallet's position in `pool`, or a hint when there is none (or no wallet). */
export function PoolPositionCard({ pool }: { pool: Pool }) {
  const { t } = useTranslation('liquidity');
  const { address, view, error } = usePoolPosition(pool.address);
  if (!address)
    return (
      <p className="muted" data-testid="position-hint">
        {t('liquidity.position.connect')}
      </p>
    );
  if (error) return <p className="error-text">{t('liquidity.position.error')}</p>;
  if (view === undefined) return <Spinner label={t('liquidity.position.loading')} />;
  if (view === null)
    return (
      <p className="muted" data-testid="position-hint">
        {t('liquidity.position.none')}
      </p>
    );
  return <PositionCard view={view} />;
}
