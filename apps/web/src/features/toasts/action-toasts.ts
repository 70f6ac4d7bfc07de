// docs/product-spec.md §4 "Action notifications": 'confirm transaction' while the wallet is asked, then
// 'transaction sent' or 'transaction canceled' in its place for 4.5 s. Imported only by the code that sends,
// so none of it is in the page-load JavaScript.
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

/** The wallet sent the transaction. */
export function notifyTransactionSent(t: TFunction): number {
  dismissConfirmTransaction();
  return showToast(t('toast.transaction-sent'), 'success');
}

/** The user rejected it in the wallet: nothing was spent. */
export function notifyTransactionCanceled(t: TFunction): number {
  dismissConfirmTransaction();
  return showToast(t('toast.transaction-canceled'), 'info');
}
