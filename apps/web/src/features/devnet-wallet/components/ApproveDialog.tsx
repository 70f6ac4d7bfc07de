import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { formatNano } from '../format';
import type { PendingRequest } from '../wallet-ui.store';

interface ApproveDialogProps {
  request: Extract<PendingRequest, { kind: 'transfer' | 'sign-data' }>;
  onDone(): void;
}

/** The wallet's own confirm / reject popup for a transaction or a data signature. */
export function ApproveDialog({ request, onDone }: ApproveDialogProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const account = request.account.name;

  const finish = (ok: boolean) => {
    setSending(ok);
    request.resolve(ok);
    onDone();
  };

  return (
    <Modal
      open
      title={t('devnet-wallet.send.title')}
      onClose={() => finish(false)}
      closeOnOutsideClick={false}
      testId="devnet-wallet-approve-dialog"
      footer={
        <div className="row">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => finish(false)}
            data-testid="devnet-wallet-reject"
          >
            {t('devnet-wallet.reject')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            onClick={() => finish(true)}
            data-testid="devnet-wallet-approve"
          >
            {sending ? t('devnet-wallet.send.sending') : t('devnet-wallet.send.approve')}
          </button>
        </div>
      }
    >
      {request.kind === 'transfer' ? (
        <>
          <p>
            {t('devnet-wallet.send.description', {
              host: request.host,
              count: request.transfer.messages.length,
              account,
            })}
          </p>
          <ul className="message-list">
            {request.transfer.messages.map((message, index) => (
              <li key={index}>
                <span className="muted">{t('devnet-wallet.send.to')}</span>{' '}
                <span className="mono">{message.address}</span>
                <br />
                <strong>{t('devnet-wallet.send.amount', { amount: formatNano(message.amount) })}</strong>
                {message.payload && <span className="muted"> {t('devnet-wallet.send.payload')}</span>}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <pre className="mono sign-data">
          {request.payload.type === 'text' ? request.payload.text : request.payload.bytes}
        </pre>
      )}
    </Modal>
  );
}
