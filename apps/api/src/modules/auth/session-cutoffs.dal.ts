import type { Db } from '@atoll/db';

// "Sign out everywhere": per wallet, the last second whose session tokens are refused. In Postgres, not Redis:
// the Redis here keeps nothing on disk, and a revocation must survive a restart.

/** Moves the wallet's cutoff to `through` (never back). */
export async function revokeSessionsThrough(db: Db, wallet: string, through: number): Promise<void> {
  await db.$executeRaw`
    INSERT INTO session_cutoffs (wallet, revoked_through) VALUES (${wallet}, ${through})
    ON CONFLICT (wallet) DO UPDATE SET revoked_through = GREATEST(session_cutoffs.revoked_through, ${through})`;
}

/** The wallet's cutoff (unix seconds), or null when it never signed out everywhere. */
export async function sessionCutoff(db: Db, wallet: string): Promise<number | null> {
  const row = await db.sessionCutoff.findUnique({ where: { wallet } });
  return row?.revokedThrough ?? null;
}
