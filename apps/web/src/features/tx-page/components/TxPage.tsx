import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { env } from '../../../app/env';
import { formatAmount } from '../../../lib/amounts';
import { transactionUrl } from '../../activity/transaction-link';
import { refundAmountsText } from '../../tx-modal/refund-text';
import { useTxPage } from '../hooks/useTxPage';
import { stepTree } from '../step-tree';
import { parseTxHash } from '../tx-hash';
import { TxFunds } from './TxFunds';
import { TxSteps } from './TxSteps';
import '../tx-page.css';

/** A 404 from the chain API: the hash names no transaction (read by shape, as tx-modal/trace-polling.ts does). */
const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

function TxView({ hash }: { hash: string }) {
  const { t } = useTranslation('tx');
  const { view, error, loading } = useTxPage(hash);
  if (loading)
    return (
      <p className="muted" data-testid="tx-loading">
        {t('tx.loading')}
      </p>
    );
  if (error || !view)
    return (
      <p className="error-text" role="alert" data-testid={isNotFound(error) ? 'tx-not-found' : 'tx-error'}>
        {isNotFound(error)
          ? t('tx.not-found')
          : t('tx.error', { message: error instanceof Error ? error.message : '' })}
      </p>
    );

  const { read, names, summary } = view;
  const explorer = transactionUrl(env.chain, hash);
  const received = read.received
    .filter((r) => r.amount > 0n)
    .map((r) => ({ token: r.token, amount: r.amount }));
  return (
    <>
      <header className="tx-page__header">
        <h1 data-testid="tx-operation">{t(`tx.operation.${summary.operation}`)}</h1>
        <span className={`tx-outcome tx-outcome--${summary.outcome}`} data-testid="tx-outcome">
          {t(`tx.outcome.${summary.outcome}`)}
        </span>
      </header>
      {summary.outcome === 'pending' && <p className="muted">{t('tx.pending')}</p>}
      {summary.outcome === 'success' && received.length > 0 && (
        <p className="tx-page__received" data-testid="tx-received">
          {t(names.senderIsUser ? 'tx.received.yours' : 'tx.received.sender', {
            amounts: refundAmountsText(received),
          })}
        </p>
      )}
      {(summary.outcome === 'refunded' || summary.outcome === 'failed') && (
        <TxFunds summary={summary} failures={read.failures} senderIsUser={names.senderIsUser} />
      )}
      <p className="muted" data-testid="tx-fees">
        {t('tx.fees', { amount: `${formatAmount(read.fees, 9)} TON` })}
      </p>
      <section className="tx-page__steps">
        <h2>{t('tx.steps.title')}</h2>
        <div data-testid="tx-steps">
          <TxSteps nodes={stepTree(read.steps)} names={names} />
        </div>
      </section>
      {explorer && (
        <a href={explorer} target="_blank" rel="noreferrer" data-testid="tx-explorer-link">
          {t('tx.explorer')}
        </a>
      )}
    </>
  );
}

/** `/app/tx/{hash}` (issue 18 item 4): a transaction in words, where every "View transaction" link leads. */
export default function TxPage() {
  const { t } = useTranslation('tx');
  const raw = useParams().hash ?? '';
  const hash = parseTxHash(raw);
  return (
    <section className="page tx-page" data-testid="page-tx">
      <p className="muted tx-page__hash">
        {t('tx.hash')}: <code data-testid="tx-hash">{hash ?? raw}</code>
      </p>
      {hash ? (
        <TxView hash={hash} />
      ) : (
        <p className="error-text" role="alert" data-testid="tx-malformed">
          {t('tx.malformed', { hash: raw })}
        </p>
      )}
    </section>
  );
}
