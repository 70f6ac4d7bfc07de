import { createHash } from 'node:crypto';

// Strict mode (`--rate-limit=N`): TonAPI's per-key limit, so that a client's pacing is tested against a
// server that refuses what tonapi.io would refuse. A sliding one-second window per key: at most N
// requests admitted in any second, not only in each calendar second. A refused request does not use up
// the window (it never ran), and is counted apart so a test can assert that none happened.

export interface BucketStats {
  /** Requests admitted. */
  requests: number;
  /** Requests answered 429. */
  rejected: number;
  /** The most requests admitted within any one second. */
  peakPerSecond: number;
}

export type Admission = { ok: true } | { ok: false; retryAfterSeconds: number };

const WINDOW_MS = 1000;

/**
 * Whose limit a request counts against: its bearer key (a fingerprint of it, so that the stats endpoint
 * never shows a key), or, without one, its IP address, as TonAPI treats keyless clients.
 */
export function bucketOf(authorization: string | undefined, ip: string): string {
  const key = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!key) return `ip:${ip}`;
  return `key:${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { admitted: number[]; stats: BucketStats }>();

  constructor(
    readonly rps: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(rps) || rps < 1) throw new RangeError(`rps must be a positive integer, got ${rps}`);
  }

  /** Admits a request of `bucket` now, or says how long until one would be admitted. */
  admit(bucket: string): Admission {
    const now = this.now();
    let entry = this.buckets.get(bucket);
    if (!entry) {
      entry = { admitted: [], stats: { requests: 0, rejected: 0, peakPerSecond: 0 } };
      this.buckets.set(bucket, entry);
    }
    const { admitted, stats } = entry;
    while (admitted.length > 0 && admitted[0]! <= now - WINDOW_MS) admitted.shift();
    if (admitted.length >= this.rps) {
      stats.rejected++;
      // the oldest admitted request leaves the window at admitted[0] + 1 s: whole seconds, as TonAPI writes it
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((admitted[0]! + WINDOW_MS - now) / 1000)),
      };
    }
    admitted.push(now);
    stats.requests++;
    stats.peakPerSecond = Math.max(stats.peakPerSecond, admitted.length);
    return { ok: true };
  }

  /** Every bucket seen so far. */
  stats(): Record<string, BucketStats> {
    return Object.fromEntries([...this.buckets].map(([bucket, { stats }]) => [bucket, { ...stats }]));
  }
}
