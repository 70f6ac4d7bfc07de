// How long to wait before retrying a request TonAPI refused (429, 5xx) or that never arrived: pure, so
// the table test beside it is the whole specification.

/** Milliseconds to wait after the n-th (0-based) failure: Retry-After wins, else 2^n · 250 ms, at most 30 s. */
export function backoffMs(
  attempt: number,
  retryAfterHeader: string | null,
  now: number = Date.now(),
): number {
  if (retryAfterHeader) {
    const seconds = Number(retryAfterHeader);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(60_000, Math.ceil(seconds * 1000));
    const date = Date.parse(retryAfterHeader);
    if (Number.isFinite(date)) return Math.min(60_000, Math.max(0, date - now));
  }
  return Math.min(30_000, 250 * 2 ** attempt);
}

/** 429 (too many requests) and 5xx are worth another try; any other answer is final. */
export const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;
