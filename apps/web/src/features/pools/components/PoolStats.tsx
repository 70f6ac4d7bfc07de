import type { Pool } from '@atoll/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/amounts';
import { toFriendlyAddress } from '@atoll/chain/address';
import { percentText, priceText, spotPrice, usdText } from '../pool-format';

/** The pool's numbers now: price both ways, money, reserves, LP supply and its address. */
export function PoolStats({ pool }: { pool: Pool }) {
  const { t } = useTranslation('pools');
  const x = pool.token_x;
  const y = pool.token_y;
  const price = spotPrice(BigInt(pool.reserve_x), BigInt(pool.reserve_y), x.decimals, y.decimals);

  return (
    <dl className="pool-stats card-block" data-testid="pool-stats">
      <div className="pool-stats__wide">
        <dt>{t('pools.detail.price')}</dt>
        <dd data-testid="pool-price">
          <span>
            {t('pools.detail.price-value', { base: x.symbol, price: priceText(price), quote: y.symbol })}
          </span>
          {price > 0 && (
            <span className="muted">
              {t('pools.detail.price-value', {
                base: y.symbol,
                price: priceText(1 / price),
                quote: x.symbol,
              })}
            </span>
          )}
        </dd>
      </div>
      <div>
        <dt>{t('pools.pool.tvl')}</dt>
        <dd data-testid="pool-tvl">{usdText(pool.tvl)}</dd>
      </div>
      <div>
        <dt>{t('pools.pool.apr')}</dt>
        <dd data-testid="pool-apr">{percentText(pool.apr)}</dd>
      </div>
      <div>
        <dt>{t('pools.pool.volume')}</dt>
        <dd data-testid="pool-volume">{usdText(pool.volume_24h)}</dd>
      </div>
      <div>
        <dt>{t('pools.pool.fees')}</dt>
        <dd data-testid="pool-fees">{usdText(pool.fees_24h)}</dd>
      </div>
      <div className="pool-stats__wide">
        <dt>{t('pools.pool.reserves')}</dt>
        <dd>
          <span data-testid="pool-reserve-x" data-raw={pool.reserve_x}>
            {`${formatAmount(BigInt(pool.reserve_x), x.decimals)} ${x.symbol}`}
          </span>
          <span data-testid="pool-reserve-y" data-raw={pool.reserve_y}>
            {`${formatAmount(BigInt(pool.reserve_y), y.decimals)} ${y.symbol}`}
          </span>
        </dd>
      </div>
      <div className="pool-stats__wide">
        <dt>{t('pools.detail.lp-supply')}</dt>
        <dd data-testid="pool-lp-supply" data-raw={pool.lp_supply}>
          {formatAmount(BigInt(pool.lp_supply), 9)}
        </dd>
      </div>
      <div className="pool-stats__wide">
        <dt>{t('pools.detail.address')}</dt>
        <dd className="mono" data-testid="pool-address">
          {toFriendlyAddress(pool.address) ?? pool.address}
        </dd>
      </div>
    </dl>
  );
}
