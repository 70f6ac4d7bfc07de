import type { Pool } from '@atoll/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../../app/env';
import { formatAmount } from '../../../lib/amounts';
import { activityRows, type ActivityLeg, type PoolActivityType } from '../../activity/activity-events';
import { txPath } from '../../shell/nav';
import { eventUsdText } from '../pool-events';
import { getPoolEventsQueryOptions, POOL_EVENTS_PAGE_SIZE } from '../queries';

const legText = (leg: ActivityLeg) => `${formatAmount(leg.amount, leg.token.decimals)} ${leg.token.symbol}`;

/** The pool's swaps and liquidity events, newest first, a page of ten at a time. */
export function PoolEvents({ pool }: { pool: Pool }) {
  const { t, i18n } = useTranslation('pools');
  const [page, setPage] = useState(1);
  const events = useQuery(getPoolEventsQueryOptions(env.apiUrl, pool.address, page));
  const data = events.data;
  const rows = useMemo(() => (data ? activityRows([data]) : []), [data]);
  const pages = Math.max(1, Math.ceil((data?.page.total ?? 0) / POOL_EVENTS_PAGE_SIZE));

  return (
    <section className="pool-events card-block" data-testid="pool-events">
      <h2>{t('pools.events.title')}</h2>
      {events.error ? (
        <p className="error-text" role="alert">
          {t('pools.detail.error', { message: events.error.message })}
        </p>
      ) : !events.isLoading && rows.length === 0 ? (
        <p className="muted" data-testid="pool-events-empty">
          {t('pools.events.empty')}
        </p>
      ) : (
        <table className="pool-events__table">
          <thead>
            <tr>
              <th>{t('pools.events.type')}</th>
              <th>{t('pools.events.amounts')}</th>
              <th>{t('pools.events.value')}</th>
              <th>{t('pools.events.time')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const [first, second] = row.legs;
              const time = new Date(row.timestamp * 1000);
              const summary = row.type === 'swap' ? 'pools.events.swap' : 'pools.events.liquidity';
              return (
                <tr key={row.key} data-testid="pool-event" data-type={row.type} data-success={row.success}>
                  <td data-label={t('pools.events.type')}>
                    {/* a pool lists pool operations only, never an order's steps */}
                    <span>{t(`pools.events.type.${row.type as PoolActivityType}`)}</span>
                    {!row.success && <span className="pool-events__failed">{t('pools.events.failed')}</span>}
                  </td>
                  <td data-label={t('pools.events.amounts')} data-testid="pool-event-amounts">
                    {t(summary, { first: legText(first), second: legText(second) })}
                  </td>
                  <td data-label={t('pools.events.value')} data-testid="pool-event-usd">
                    {eventUsdText(row) ?? '—'}
                  </td>
                  <td data-label={t('pools.events.time')}>
                    <Link
                      to={txPath(row.txHash)}
                      title={t('pools.events.transaction')}
                      data-testid="pool-event-tx"
                    >
                      <time dateTime={time.toISOString()}>
                        {time.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav className="pool-events__pager">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            data-testid="pool-events-newer"
          >
            {t('pools.events.newer')}
          </button>
          <span className="muted">{t('pools.events.page', { current: page, pages })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="pool-events-older"
          >
            {t('pools.events.older')}
          </button>
        </nav>
      )}
    </section>
  );
}
