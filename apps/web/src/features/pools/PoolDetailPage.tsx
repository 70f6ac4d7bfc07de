import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { env } from '../../app/env';
import { Spinner } from '../../components/ui/Spinner';
import { parseAddress } from '@atoll/chain/address';
import { LazyBoundary, type PrefetchContext } from '../shell/components/LazyBoundary';
import { ROUTES } from '../shell/nav';
import { PairIcons } from './components/PairIcons';
import { PoolCharts } from './components/PoolCharts';
import { PoolEvents } from './components/PoolEvents';
import { PoolStats } from './components/PoolStats';
import { pairHash } from './pair-hash';
import { feeTierText } from './pool-format';
import { getPoolQueryOptions } from './queries';
import './pools.css';

// The liquidity forms and the position carry the SDK and their own texts: chunks of their own, loaded with the page.
const PoolLiquidityPanel = lazy(() =>
  import('../liquidity').then((module) => ({ default: module.PoolLiquidityPanel })),
);
const PoolPositionCard = lazy(() =>
  import('../positions').then((module) => ({ default: module.PoolPositionCard })),
);

function PoolNotFound({ address }: { address: string }) {
  const { t } = useTranslation('pools');
  return (
    <section className="page pool-page" data-testid="page-pool">
      <div className="card pool-page__not-found" data-testid="pool-not-found">
        <h1>{t('pools.detail.not-found.title')}</h1>
        <p className="muted mono">{t('pools.detail.not-found.text', { address })}</p>
        <Link className="button button--primary" to={ROUTES.pools}>
          {t('pools.detail.back')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The pool's answer, asked for before the first render when the app opens on this page (app/routes.tsx), so
 * that the page draws its numbers at once; index.html's inline script has the answer on its way already.
 */
export function prefetch({ queryClient, params }: PrefetchContext): Promise<void> {
  const address = params.poolAddress ?? '';
  if (parseAddress(address) === null) return Promise.resolve();
  return queryClient.prefetchQuery({ ...getPoolQueryOptions(env.apiUrl, address), retry: false });
}

/** `/app/pools/{poolAddress}`: a pool's numbers, price and history charts, activity, and the user's liquidity. */
export default function PoolDetailPage() {
  const { t } = useTranslation('pools');
  const address = useParams().poolAddress ?? '';
  const valid = parseAddress(address) !== null;
  const pool = useQuery({ ...getPoolQueryOptions(env.apiUrl, address), enabled: valid });

  if (!valid || pool.data === null) return <PoolNotFound address={address} />;
  if (pool.error && !pool.data) {
    return (
      <section className="page pool-page" data-testid="page-pool">
        <p className="error-text" role="alert">
          {t('pools.detail.error', { message: pool.error.message })}
        </p>
      </section>
    );
  }
  if (!pool.data) {
    return (
      <section className="page pool-page" data-testid="page-pool">
        <div className="pools-page__state">
          <Spinner label={t('pools.detail.loading')} />
        </div>
      </section>
    );
  }

  const data = pool.data;
  const pair = `${data.token_x.symbol}/${data.token_y.symbol}`;
  return (
    <section className="page pool-page" data-testid="page-pool" data-pool={data.address}>
      <Link
        className="pool-page__back"
        to={`${ROUTES.pools}${pairHash(data.token_x.address, data.token_y.address)}`}
      >
        {`← ${t('pools.detail.back')}`}
      </Link>
      <header className="pool-page__header">
        <PairIcons tokenX={data.token_x} tokenY={data.token_y} size={36} />
        <h1 data-testid="pool-pair">{pair}</h1>
        <span className="pool-badge" data-testid="pool-fee-tier">
          {t('pools.pool.fee-tier', { fee: feeTierText(data.fee_bps) })}
        </span>
      </header>
      <div className="pool-page__grid">
        <div className="pool-page__main">
          <PoolCharts pool={data} />
          <PoolEvents pool={data} />
        </div>
        <aside className="pool-page__side">
          <PoolStats pool={data} />
          <LazyBoundary>
            <Suspense fallback={<Spinner label={t('pools.detail.loading')} />}>
              <div className="card-block" data-testid="pool-position">
                <PoolPositionCard pool={data} />
              </div>
              <PoolLiquidityPanel pool={data} />
            </Suspense>
          </LazyBoundary>
        </aside>
      </div>
    </section>
  );
}
