import type { SearchPool } from '@atoll/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { priceDepth } from '../price-depth';

/**
 * The pool's depth around the current price: for each move, the token_y that raises the price by it and the
 * token_x that lowers it by it.
 */
export function PoolDepth({ pool }: { pool: SearchPool }) {
  const { t } = useTranslation('pools');
  const levels = useMemo(
    () =>
      priceDepth({
        reserveX: BigInt(pool.reserve_x),
        reserveY: BigInt(pool.reserve_y),
        feeBps: pool.fee_bps,
      }),
    [pool.reserve_x, pool.reserve_y, pool.fee_bps],
  );
  const amount = (value: bigint, token: SearchPool['token_x']) =>
    `${formatAmount(value, token.decimals, 2)} ${token.symbol}`;

  return (
    <div className="pool-depth" data-testid="pool-depth">
      <div className="pool-depth__title" title={t('pools.pool.depth-hint')}>
        {t('pools.pool.depth')}
      </div>
      <dl className="pool-depth__levels">
        {levels.map((level) => (
          <div key={level.bps} className="pool-depth__level" data-bps={level.bps}>
            <dt className="pool-depth__up">{t('pools.pool.depth-up', { percent: level.bps / 100 })}</dt>
            <dd data-testid="depth-up">{amount(level.up, pool.token_y)}</dd>
            <dt className="pool-depth__down">{t('pools.pool.depth-down', { percent: level.bps / 100 })}</dt>
            <dd data-testid="depth-down">{amount(level.down, pool.token_x)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
