import { lazy, Suspense } from 'react';
import { useStore } from '../../../lib/create-store';
import { txModalStore } from '../tx-modal.store';

// The modal with its status polling, texts and navigation loads with the first transaction sent,
// not with the page: until then there is nothing to show.
const TxStatusModal = lazy(() =>
  import('./TxStatusModal').then((module) => ({ default: module.TxStatusModal })),
);

/** Mounted once in the layout (docs/product-spec.md §2: one global transaction status modal). */
export function TxStatusModalHost() {
  const tx = useStore(txModalStore);
  if (!tx) return null;
  return (
    <Suspense fallback={null}>
      <TxStatusModal />
    </Suspense>
  );
}
