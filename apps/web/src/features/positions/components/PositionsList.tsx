import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useUserPositions } from '../hooks';
import { PositionCard } from './PositionCard';

/** Every position of the signed-in wallet, largest pools first (the API's order). */
export function PositionsList() {
  const { t } = useTranslation('liquidity');
  const { address, views, isLoading, error } = useUserPositions();
  if (!address)
    return (
      <p className="muted" data-testid="positions-hint">
        {t('liquidity.position.connect')}
      </p>
    );
  if (isLoading) return <Spinner label={t('liquidity.position.loading')} />;
  if (error) return <p className="error-text">{t('liquidity.position.error')}</p>;
  if (views.length === 0)
    return (
      <p className="muted" data-testid="positions-empty">
        {t('liquidity.positions.empty')}
      </p>
    );
  return (
    <div className="positions" data-testid="positions-list">
      {views.map((view) => (
        <PositionCard key={view.position.pool.address} view={view} linkToPool />
      ))}
    </div>
  );
}
