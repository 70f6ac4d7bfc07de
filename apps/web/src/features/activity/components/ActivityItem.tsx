import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { txPath } from '../../shell/nav';
import { closeWalletPanel } from '../../wallet-panel/wallet-panel.actions';
import type { ActivityRow } from '../activity-events';
import { legText, legUsdText, statusOf, viaText } from '../activity-format';
import { RefundReasonText } from './RefundReasonText';

/** How the two legs read: a trade (in → out), liquidity (x + y), or what an order gave back. */
function summaryKeyOf(
  type: ActivityRow['type'],
): 'activity.summary.returned' | 'activity.summary.swap' | 'activity.summary.liquidity' {
  if (type === 'limit_order_cancelled' || type === 'limit_order_expired') return 'activity.summary.returned';
  if (type === 'swap' || type.startsWith('limit_order')) return 'activity.summary.swap';
  return 'activity.summary.liquidity';
}

/**
 * One event (docs/product-spec.md §3 "Activity event"): type, amounts and their USD values, outcome, time,
 * transaction link.
 */
export function ActivityItem({ row }: { row: ActivityRow }) {
  const { t, i18n } = useTranslation('activity');
  const [first, second] = row.legs;
  const status = statusOf(row);
  const summaryKey = summaryKeyOf(row.type);
  const usd = [legUsdText(first), legUsdText(second)];
  const time = new Date(row.timestamp * 1000);

  return (
    <li className="activity-item" data-testid="activity-item" data-type={row.type} data-status={status}>
      <div className="activity-item__line">
        <strong>{t(`activity.type.${row.type}`)}</strong>
        <span className={`activity-status activity-status--${status}`}>{t(`activity.status.${status}`)}</span>
      </div>
      <div className="activity-item__amounts" data-testid="activity-amounts">
        {row.via.length > 0
          ? t('activity.summary.route', { first: legText(first), via: viaText(row), second: legText(second) })
          : t(summaryKey, { first: legText(first), second: legText(second) })}
      </div>
      {usd.some((value) => value !== null) && (
        <div className="muted" data-testid="activity-usd">
          {t(summaryKey, { first: usd[0] ?? '—', second: usd[1] ?? '—' })}
        </div>
      )}
      {row.refundReason !== null && <RefundReasonText reason={row.refundReason} />}
      <div className="activity-item__line muted">
        <time dateTime={time.toISOString()}>
          {time.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {/* the readable transaction page; the panel closes so that the page is in view */}
        <Link to={txPath(row.txHash)} onClick={closeWalletPanel} data-testid="activity-tx-link">
          {t('activity.transaction')}
        </Link>
      </div>
    </li>
  );
}
