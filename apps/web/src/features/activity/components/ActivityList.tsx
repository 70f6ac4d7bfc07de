import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import { useWalletLogin } from '../../auth/WalletLoginProvider';
import { useActivity } from '../hooks/useActivity';
import { ActivityItem } from './ActivityItem';
import { EndOfList } from './EndOfList';
import { ExportCsvButton } from './ExportCsvButton';
import '../activity.css';

/**
 * docs/product-spec.md §2, §4 "Activity list": the wallet's events, 10 a page, more with the button or at the
 * end.
 */
export default function ActivityList() {
  const { t } = useTranslation('activity');
  const { t: tCommon } = useTranslation();
  const { connect } = useWalletLogin();
  const { address, rows, total, hasMore, isLoading, isLoadingMore, error, loadMore } = useActivity();

  if (!address) {
    return (
      <section className="activity activity--signed-out" data-testid="activity-signed-out">
        <p className="muted">{t('activity.connect')}</p>
        <button type="button" className="button button--primary" onClick={() => void connect()}>
          {tCommon('wallet.connect')}
        </button>
      </section>
    );
  }

  return (
    <section className="activity" data-testid="activity-list">
      <div className="activity__header">
        <div>
          <h2 className="activity__title">{t('activity.title')}</h2>
          {total !== null && (
            <span className="muted" data-testid="activity-total" data-total={total}>
              {t('activity.total', { total })}
            </span>
          )}
        </div>
        <ExportCsvButton disabled={!total} />
      </div>
      {isLoading && <Spinner label={t('activity.loading')} />}
      {error && (
        <p className="error-text" data-testid="activity-error">
          {t('activity.error', { message: error.message })}
        </p>
      )}
      {!isLoading && !error && rows.length === 0 && (
        <p className="muted" data-testid="activity-empty">
          {t('activity.empty')}
        </p>
      )}
      <ul className="activity__list">
        {rows.map((row) => (
          <ActivityItem key={row.key} row={row} />
        ))}
      </ul>
      {hasMore && (
        <>
          <EndOfList onReached={loadMore} />
          <button
            type="button"
            className="button button--secondary button--wide"
            disabled={isLoadingMore}
            data-testid="activity-load-more"
            onClick={loadMore}
          >
            {isLoadingMore ? t('activity.loading-more') : t('activity.load-more')}
          </button>
        </>
      )}
    </section>
  );
}
