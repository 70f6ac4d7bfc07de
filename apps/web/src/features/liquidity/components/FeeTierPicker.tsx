import { feeTierText } from '../../../lib/fees';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { poolPath } from '../../shell/nav';
import type { FeeTierOption } from '../create-pool';

interface FeeTierPickerProps {
  options: readonly FeeTierOption[];
  value: number | null;
  onChange(feeBps: number): void;
}

/** The factory's fee tiers; a tier the pair already has is taken and links to its pool. */
export function FeeTierPicker({ options, value, onChange }: FeeTierPickerProps) {
  const { t } = useTranslation('liquidity');
  return (
    <div className="fee-tiers" role="radiogroup" aria-label={t('liquidity.create.fee')}>
      {options.map(({ feeBps, pool }) =>
        pool ? (
          // a taken tier is no button: it holds a link to the pool that has it
          <div key={feeBps} className="fee-tier fee-tier--taken" data-testid={`fee-tier-${feeBps}`}>
            <strong>{feeTierText(feeBps)}</strong>
            <small>
              {t('liquidity.create.taken')}{' '}
              <Link to={poolPath(pool.address)} data-testid={`fee-tier-pool-${feeBps}`}>
                {t('liquidity.create.view-pool')}
              </Link>
            </small>
          </div>
        ) : (
          <button
            key={feeBps}
            type="button"
            role="radio"
            aria-checked={value === feeBps}
            className={`fee-tier${value === feeBps ? ' fee-tier--active' : ''}`}
            onClick={() => onChange(feeBps)}
            data-testid={`fee-tier-${feeBps}`}
          >
            <strong>{feeTierText(feeBps)}</strong>
            <small>{t(`liquidity.create.tier.${feeBps as 1 | 5 | 30 | 100}`)}</small>
          </button>
        ),
      )}
    </div>
  );
}
