import type { Db } from '@atoll/db';
import { revokeSessionsThrough, sessionCutoff } from './session-cutoffs.dal';

// Every signed-in request checks its wallet's sign-out cutoff (plugins/auth.ts). Read from Postgres on each
// request, that check cost an authenticated GET more than the rest of its work; so each instance keeps the
// cutoffs it read, tagged with the wallet's `sessions:<wallet>` counter, which a sign-out everywhere bumps
// (and publishes, as the read models' versions: lib/read-model-watch.ts) after its write. A kept cutoff is
// used only while the counter is unchanged and for at most CUTOFF_KEPT_MS: the instance that revoked waits
// until its own bump has arrived before it answers, the others apply it within a message's hop, and the
// age bound caps what a bump lost with Redis could leave stale.

/** Wallets kept; beyond, the list starts over. */
const WALLETS_KEPT = 10_000;
/** A kept cutoff is read again after this long even if no bump said so. */
export const CUTOFF_KEPT_MS = 10_000;

export interface SessionCutoffDeps {
  db: Db;
  /** The wallet's sessions counter now (held in memory from the bumps' messages). */
  counter: (name: string) => Promise<number>;
  /** Bumps (and publishes) a counter. */
  bump: (name: string) => Promise<void>;
  /** Resolves once the bumps published so far have been applied here. */
  settled: () => Promise<void>;
  now?: () => number;
}

const counterOf = (wallet: string) => `sessions:${wallet}`;

export function createSessionCutoffs({ db, counter, bump, settled, now = Date.now }: SessionCutoffDeps) {
  const kept = new Map<string, { version: number; at: number; cutoff: number | null }>();
  return {
    /** The wallet's cutoff (unix seconds), or null when it never signed out everywhere. */
    async cutoff(wallet: string): Promise<number | null> {
      const version = await counter(counterOf(wallet)).catch(() => null);
      const known = kept.get(wallet);
      if (version !== null && known?.version === version && now() - known.at < CUTOFF_KEPT_MS)
        return known.cutoff;
      const at = now();
      const cutoff = await sessionCutoff(db, wallet);
      if (version !== null) {
        if (kept.size >= WALLETS_KEPT) kept.clear();
        kept.set(wallet, { version, at, cutoff });
      }
      return cutoff;
    },

    /**
     * Revokes the wallet's tokens issued through `through`: written, then announced to every instance; it
     * returns once this instance holds the new counter (its next request reads the new cutoff). Throws when
     * Redis does not take the bump, so the caller fails and the user's retry announces it again.
     */
    async revoke(wallet: string, through: number): Promise<void> {
      await revokeSessionsThrough(db, wallet, through);
      kept.delete(wallet);
      await bump(counterOf(wallet));
      await settled();
      kept.delete(wallet);
    },
  };
}

export type SessionCutoffs = ReturnType<typeof createSessionCutoffs>;
