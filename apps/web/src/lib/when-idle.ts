// Work the first paint does not need, run once the main thread has nothing else to do (issue 17: on the
// swap page, the price chart's library and first draw were long tasks among the page's own first renders).

/** Longest wait for an idle moment: on a page that is never idle the work still runs. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `callback` in an idle period (requestIdleCallback), at most `timeoutMs` later; where the browser has no
 * requestIdleCallback (Safari), in a task of its own. Returns a cancel that is safe to call after the run.
 */
export function whenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 0);
  return () => window.clearTimeout(handle);
}
