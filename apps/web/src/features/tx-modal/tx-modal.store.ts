import { createStore } from '../../lib/create-store';
import type { TxRequest } from './tx-status';

/** The one transaction modal shows the last transaction (docs/product-spec.md §2). */
export const txModalStore = createStore<TxRequest | null>(null);

export const openTxModal = (request: TxRequest) => txModalStore.set(request);
export const closeTxModal = () => txModalStore.set(null);
