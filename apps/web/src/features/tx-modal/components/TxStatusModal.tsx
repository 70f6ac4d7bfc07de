import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { track } from '../../../app/analytics';
import { useStore } from '../../../lib/create-store';
import { signedInWalletStore } from '../../auth/signed-in.store';
import { txPath } from '../../shell/nav';
import { endTransactionSent } from '../../toasts/action-toasts';
import { useTxStatus } from '../hooks/useTxStatus';
import { USER_ORDERS_KEY } from '../../limit/queries';
import { closeTxModal, txModalStore } from '../tx-modal.store';
import { navigationAfter, txModalSize, txModalTexts } from '../tx-status';

// The swap variant's details (amounts, refund forensics) load with the first swap: not on page load.
const SwapTxDetails = lazy(() => import('./SwapTxDetails'));
// Likewise the liquidity variants' details (they load the 'liquidity' texts).
const LiquidityTxDetails = lazy(() => import('./LiquidityTxDetails'));
// And the limit order variants' (place, cancel).
const OrderTxDetails = lazy(() => import('./OrderTxDetails'));

/** Mounted once in the layout; shows the last transaction sent (docs/product-spec.md §2). */
export function TxStatusModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tx = useStore(txModalStore);
  // docs/product-spec.md §8: a trace is not polled without a wallet ('Wallet is not connected')
  const signedIn = useStore(signedInWalletStore);
  const walletMissing = tx !== null && tx.type !== 'demo' && signedIn === null;
  const { status, txHash } = useTxStatus(walletMissing ? null : tx);
  const target = tx ? navigationAfter(tx, status) : null;

  useEffect(() => {
    if (target) void navigate(target);
  }, [target, navigate]);

  // Once the transaction ends, its 'sent' toast goes and the wallet's balances reload (the form cleared on send);
  // an order's lists too: the API has just answered with the order's new status, so they show it now rather
  // than at their next poll.
  const queryClient = useQueryClient();
  const ended = tx !== null && status !== 'pending';
  useEffect(() => {
    if (!ended) return;
    endTransactionSent();
    const orderTx = tx?.type === 'place-order' || tx?.type === 'cancel-order';
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [root, , , list] }) =>
        root === 'account' ||
        root === 'jetton-balances' ||
        (orderTx && root === USER_ORDERS_KEY && list !== 'status'),
    });
  }, [ended, tx, queryClient]);
  // a closed modal tracks nothing any more
  useEffect(() => () => endTransactionSent(), []);

  // Confetti once per confirmed transaction; the code loads only now, never with the page.
  const confirmed = tx !== null && status === 'confirmed';
  useEffect(() => {
    // docs/product-spec.md §4: a confirmed transaction fires an analytics event for its variant
    if (confirmed && tx) track({ name: 'transaction_confirmed', label: tx.type });
    if (confirmed)
      import('../confetti').then(
        (module) => module.fireConfetti(),
        () => undefined,
      );
  }, [confirmed, tx]);

  if (!tx) return null;
  const texts = txModalTexts(tx.type, status);
  // docs/product-spec.md §2: closing a confirmed add-liquidity modal leads to the pool, wherever the user
  // went meanwhile.
  const closeAndGo = () => {
    closeTxModal();
    if (target && target !== pathname) void navigate(target);
  };
  const close = status === 'pending' && !walletMissing ? undefined : closeAndGo;
  return (
    <Modal
      open
      title={t(texts.title)}
      size={txModalSize(tx.type)}
      closeOnOutsideClick={false}
      onClose={close}
      testId="tx-modal"
      footer={
        texts.button && (
          <button type="button" className="button button--primary button--wide" onClick={closeAndGo}>
            {t(texts.button)}
          </button>
        )
      }
    >
      <div className={`tx-status tx-status--${status}`} data-status={status}>
        {walletMissing && (
          <p role="alert" data-testid="tx-wallet-not-connected">
            {t('tx-modal.wallet-not-connected')}
          </p>
        )}
        {status === 'pending' && !walletMissing && <Spinner label={t(texts.title)} size={40} />}
        {texts.description && !walletMissing && <p className="muted">{t(texts.description)}</p>}
        {tx.type === 'swap' && tx.swap && (
          <Suspense fallback={null}>
            <SwapTxDetails tx={tx} status={status} />
          </Suspense>
        )}
        {tx.liquidity && (
          <Suspense fallback={null}>
            <LiquidityTxDetails tx={tx} status={status} />
          </Suspense>
        )}
        {tx.order && (
          <Suspense fallback={null}>
            <OrderTxDetails type={tx.type} order={tx.order} />
          </Suspense>
        )}
        {txHash && status !== 'pending' && (
          <Link to={txPath(txHash)} onClick={closeTxModal} data-testid="tx-modal-view">
            {t('tx-modal.view-transaction')}
          </Link>
        )}
      </div>
    </Modal>
  );
}
