import { createStore } from '../../lib/create-store';
import type { PreviewResult, UnavailableReason } from './run-preview';

// The preview panel's state (issue 18): shown from the click until the wallet has answered. A preview that
// fails blocks the send: the panel waits for the user, who can only close it, or (with the advanced
// setting on, and its warning read) send anyway.

export type PreviewState = (
  | { status: 'loading' }
  | { status: 'unavailable'; reason: UnavailableReason }
  | { status: 'ready'; result: PreviewResult; blocked: string | null; decide?: (send: boolean) => void }
) & {
  /** The wallet is open: the panel moves beside its dialog and lets every click through to it. */
  walletOpen?: boolean;
};

export const previewStore = createStore<PreviewState | null>(null);

const OVERRIDE_KEY = 'atoll.preview.override';

function readOverride(): boolean {
  try {
    return localStorage.getItem(OVERRIDE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Advanced: send what the preview says will fail. Off unless the user turns it on; remembered. */
export const previewOverrideStore = createStore<boolean>(readOverride());
previewOverrideStore.subscribe(() => {
  try {
    localStorage.setItem(OVERRIDE_KEY, previewOverrideStore.get() ? '1' : '0');
  } catch {
    // storage disabled: for this page only
  }
});

export function closePreview(): void {
  const state = previewStore.get();
  if (state?.status === 'ready') state.decide?.(false);
  previewStore.set(null);
}
