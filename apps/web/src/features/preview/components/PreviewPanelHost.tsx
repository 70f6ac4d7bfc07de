import { lazy, Suspense } from 'react';
import { useStore } from '../../../lib/create-store';
import { previewStore } from '../preview.store';

// The panel, its account naming and its texts load with the first preview, not with the page: until a
// send starts there is nothing to show (and the swap page's first load stays within its budget).
const PreviewPanel = lazy(() =>
  import('./PreviewPanel').then((module) => ({ default: module.PreviewPanel })),
);

/** Mounted once in the layout; the preview of a send in flight (issue 18). */
export function PreviewPanelHost() {
  const state = useStore(previewStore);
  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <PreviewPanel />
    </Suspense>
  );
}
