import { lazy, Suspense } from 'react';
import type { TokenPickerModalProps } from './TokenPickerModal';

// The token picker carries fuse.js, so it is not part of a page's first paint: it loads when first
// opened (or earlier, when a page prefetches it with loadTokenPicker) and shows nothing meanwhile.

export const loadTokenPicker = () => import('./TokenPickerModal');
const TokenPickerModal = lazy(loadTokenPicker);

export function LazyTokenPicker(props: TokenPickerModalProps) {
  return (
    <Suspense fallback={null}>
      <TokenPickerModal {...props} />
    </Suspense>
  );
}
