import type { SearchPool } from '@atoll/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../../lib/amounts';
import { toFriendlyAddress } from '@atoll/chain/address';
import { poolPath } from '../../shell/nav';
import { feeTierText, percentText, usdText, usdWholeText } from '../pool-format';
import { PoolDepth } from './PoolDepth';

interface PoolCompareCardProps {
  pool: SearchPool;
  bestApr: boolean;
  deepest: boolean;
}

/** One pool of a pair, as a column of the comparison: fee tier, money, depth, and the link to its page. */
export function PoolCompareCard({ pool, bestApr, deepest }: PoolCompareCardProps) {
  const { t } = useTranslation('pools');
  const empty = BigInt(pool.reserve_x) === 0n || BigInt(pool.reserve_y) === 0n;
  const stats = [
    ['tvl', t('pools.pool.tvl'), usdWholeText(pool.tvl)],
    ['volume', t('pools.pool.volume'), usdText(pool.volume_24h)],
    ['fees', t('pools.pool.fees'), usdText(pool.fees_24h)],
    ['apr', t('pools.pool.apr'), percentText(pool.apr)],
  ] as const;

  return (
    <article
      className={`pool-card${bestApr ? ' pool-card--best' : ''}`}
      data-testid="pool-card"
      data-pool={pool.address}
      data-fee-bps={pool.fee_bps}
    >
      <header className="pool-card__head">
        <strong>{t('pools.pool.fee-tier', { fee: feeTierText(pool.fee_bps) })}</strong>
        <span className="pool-card__badges">
          {bestApr && (
            <span className="pool-badge pool-badge--best" data-testid="pool-best">
              {t('pools.pool.best-apr')}
            </span>
          )}
          {deepest && (
            <span className="pool-badge" data-testid="pool-deepest">
              {t('pools.pool.deepest')}
            </span>
          )}
        </span>
      </header>
      <dl className="pool-card__stats">
        {stats.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`pool-${key}`}>{value}</dd>
          </div>
        ))}
        <div className="pool-card__wide">
          <dt>{t('pools.pool.reserves')}</dt>
          <dd data-testid="pool-reserves">
            <span>{`${formatAmount(BigInt(pool.reserve_x), pool.token_x.decimals, 2)} ${pool.token_x.symbol}`}</span>
            <span>{`${formatAmount(BigInt(pool.reserve_y), pool.token_y.decimals, 2)} ${pool.token_y.symbol}`}</span>
          </dd>
        </div>
      </dl>
      {empty ? <p className="muted">{t('pools.pool.no-liquidity')}</p> : <PoolDepth pool={pool} />}
      <Link
        className="button button--secondary button--wide"
        to={poolPath(toFriendlyAddress(pool.address) ?? pool.address)}
        data-testid="pool-open"
      >
        {t('pools.pool.open')}
      </Link>
    </article>
  );
}
