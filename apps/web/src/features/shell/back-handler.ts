import { useEffect } from 'react';
import { createStore } from '../../lib/create-store';

// docs/product-spec.md §2 "Shell": on phones the logo becomes a back button when a back URL is configured or a page
// sets a back handler in code. A page sets one for as long as it is mounted (a wizard's previous step, say).

/** Held in an object: the store takes a bare function for an updater. */
export const backHandlerStore = createStore<{ run: () => void } | null>(null);

/** Sets the header's back action while the calling component is mounted; the latest one set wins. */
export function useBackHandler(handler: (() => void) | null): void {
  useEffect(() => {
    if (handler === null) return;
    const entry = { run: handler };
    backHandlerStore.set(entry);
    return () => {
      if (backHandlerStore.get() === entry) backHandlerStore.set(null);
    };
  }, [handler]);
}

/** Where the back button goes: the page's handler first, then the route's target, then the configured one. */
export function backAction(
  handler: { run: () => void } | null,
  routeBackUrl: string | undefined,
  configuredBackUrl: string | null,
): { kind: 'handler'; run: () => void } | { kind: 'url'; url: string } | null {
  if (handler) return { kind: 'handler', run: handler.run };
  const url = routeBackUrl ?? configuredBackUrl;
  return url ? { kind: 'url', url } : null;
}
