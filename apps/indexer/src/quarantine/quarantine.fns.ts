// When a job that keeps failing is held back: the pure rules, separate from their Redis storage.

/** Failed attempts in a row (across jobs) after which a key may be quarantined. */
export const QUARANTINE_AFTER = 5;
/** How long a quarantined key is held before one more attempt. */
export const QUARANTINE_MS = 60 * 60 * 1000;

/** Consecutive failures of one key; a success clears it. */
export interface FailureStreak {
  attempts: number;
  /** ms: the first failure of the streak */
  since: number;
  error: string;
}

/** What /status lists for a quarantined key. */
export interface QuarantineEntry {
  account: string;
  error: string;
  attempts: number;
  /** ISO times: the first failure of the streak, when it was quarantined, when it is tried again */
  failingSince: string;
  at: string;
  retryAt: string;
}

export const nextStreak = (prev: FailureStreak | null, error: string, now: number): FailureStreak => ({
  attempts: (prev?.attempts ?? 0) + 1,
  since: prev?.since ?? now,
  error,
});

/**
 * Poison rather than outage: the key failed QUARANTINE_AFTER times in a row while some other job of the
 * queue succeeded after its streak began. When everything fails (TonAPI, Postgres or Redis down), no
 * key is singled out and the jobs keep being retried as before.
 */
export const isPoison = (streak: FailureStreak, lastSuccessAt: number | null): boolean =>
  streak.attempts >= QUARANTINE_AFTER && lastSuccessAt !== null && lastSuccessAt > streak.since;

export const quarantineEntry = (account: string, streak: FailureStreak, now: number): QuarantineEntry => ({
  account,
  error: streak.error,
  attempts: streak.attempts,
  failingSince: new Date(streak.since).toISOString(),
  at: new Date(now).toISOString(),
  retryAt: new Date(now + QUARANTINE_MS).toISOString(),
});

/** Held while its retry time is ahead; after it, one more attempt (a new failure quarantines again). */
export const holds = (entry: QuarantineEntry | null, now: number): boolean =>
  entry !== null && Date.parse(entry.retryAt) > now;
