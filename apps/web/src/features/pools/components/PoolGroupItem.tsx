import type { PoolGroup } from '@atoll/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bestPools, pairLabel, poolsByFeeTier } from '../pool-groups';
import { percentText, usdWholeText } from '../pool-format';
import { PairSafetyLabels } from '../../token-safety/components/PairSafetyLabels';
import { PairIcons } from './PairIcons';
import { PoolCompareCard } from './PoolCompareCard';

interface PoolGroupItemProps {
  group: PoolGroup;
  pairKey: string;
  open: boolean;
  onToggle(): void;
}

/** A pair's row (a card on phones); opened, its pools side by side with the best ones marked. */
export function PoolGroupItem({ group, pairKey, open, onToggle }: PoolGroupItemProps) {
  const { t } = useTranslation('pools');
  const pair = pairLabel(group);
  const pools = useMemo(() => poolsByFeeTier(group.pools), [group.pools]);
  const best = useMemo(() => bestPools(group.pools), [group.pools]);
  const panelId = `pool-group-${pairKey.replace(/[^0-9a-f]/gi, '')}`;
  const cells = [
    ['pools_count', String(group.pools_count)],
    ['tvl', usdWholeText(group.tvl)],
    ['volume_24h', usdWholeText(group.volume_24h)],
    ['fees_24h', usdWholeText(group.fees_24h)],
    ['apr', percentText(group.apr)],
  ] as const;

  return (
    <li
      className="pool-group"
      data-testid="pool-group"
      data-pair={pair}
      data-pair-key={pairKey}
      data-open={open}
    >
      <button
        type="button"
        className="pool-group__row"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('pools.group.toggle', { pair })}
        onClick={onToggle}
        data-testid="pool-group-toggle"
      >
        <span className="pool-group__pair">
          <PairIcons tokenX={group.token_x} tokenY={group.token_y} />
          <strong data-testid="pool-group-pair">{pair}</strong>
          <PairSafetyLabels group={group} />
        </span>
        {cells.map(([column, value]) => (
          <span key={column} className="pool-group__cell" data-column={column}>
            <span className="pool-group__label">{t(`pools.column.${column}`)}</span>
            <span data-testid={`group-${column}`}>{value}</span>
          </span>
        ))}
        <span className="pool-group__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div id={panelId} className="pool-group__pools" data-testid="pool-group-pools">
          {pools.map((pool) => (
            <PoolCompareCard
              key={pool.address}
              pool={pool}
              bestApr={best.bestApr === pool.address}
              deepest={pools.length > 1 && best.deepest === pool.address}
            />
          ))}
        </div>
      )}
    </li>
  );
}
