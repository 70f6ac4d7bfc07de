// Token bucket toward TonAPI and the backoff after a 429: pure, so both are tested by table.

export interface Bucket {
  tokens: number;
  /** ms timestamp of the last refill. */
  at: number;
  /** No request before this (a 429 pauses every caller, not only the one that got it). */
  blockedUntil: number;
}

export const newBucket = (rps: number, now: number): Bucket => ({ tokens: rps, at: now, blockedUntil: 0 });

/**
 * Takes one token. Returns the new bucket and how long the caller must wait first (0: go now).
 * Capacity is one second's worth, so a burst never exceeds `rps`; a waiting caller has its token
 * reserved (the count goes negative), which keeps callers in order.
 */
export function takeToken(bucket: Bucket, rps: number, now: number): { bucket: Bucket; waitMs: number } {
  const start = Math.max(now, bucket.blockedUntil);
  const refilled = Math.min(rps, bucket.tokens + ((start - bucket.at) / 1000) * rps);
  const tokens = refilled - 1;
  const waitMs = start - now + (tokens >= 0 ? 0 : (-tokens / rps) * 1000);
  return { bucket: { tokens, at: start, blockedUntil: bucket.blockedUntil }, waitMs: Math.ceil(waitMs) };
}

/** Milliseconds to wait after the n-th (0-based) 429 or network failure: Retry-After wins, else 2^n · 250 ms, at most 30 s. */
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
