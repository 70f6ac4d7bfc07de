// docs/product-spec.md §4 "Action notifications": 'confirm transaction' while the wallet is asked, then
// 'transaction sent' in its place until the transaction ends (issue 19: never beside 'Swap completed'), or
// 'transaction canceled' for 4.5 s. Imported by the code that sends and by the status modal, so none of it is
// in the page-load JavaScript.
import type { TFunction } from 'i18next';
import { dismissToast, showToast, toastsStore } from './toasts.store';

let confirmId: number | null = null;

const confirmShown = () => confirmId !== null && toastsStore.get().some((toast) => toast.id === confirmId);

/** 'Confirm the transaction' until the wallet answers; a repeat while it is shown is ignored. */
export function notifyConfirmTransaction(t: TFunction): number {
  if (confirmShown()) return confirmId!;
  confirmId = showToast(t('toast.confirm-transaction'), 'info', null);
  return confirmId;
}

/** Removes the 'confirm' toast (the wallet answered, or sending failed otherwise). */
export function dismissConfirmTransaction(): void {
  if (confirmId !== null) dismissToast(confirmId);
  confirmId = null;
}

let sentId: number | null = null;

/**
 * The wallet sent the transaction: 'waiting for the network' until the status modal sees it end
 * (endTransactionSent). One transaction is tracked at a time, so a new one replaces the last one's toast.
 */
export function notifyTransactionSent(t: TFunction): number {
  dismissConfirmTransaction();
  endTransactionSent();
  sentId = showToast(t('toast.transaction-sent'), 'success', null);
  return sentId;
}

/** The transaction ended (confirmed or failed), or is no longer tracked: its 'sent' toast goes. */
export function endTransactionSent(): void {
  if (sentId !== null) dismissToast(sentId);
  sentId = null;
}

/** The user rejected it in the wallet: nothing was spent. */
export function notifyTransactionCanceled(t: TFunction): number {
  dismissConfirmTransaction();
  return showToast(t('toast.transaction-canceled'), 'info');
}
