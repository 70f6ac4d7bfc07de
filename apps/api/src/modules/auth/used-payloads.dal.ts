import { createHash } from 'node:crypto';
import type { Db } from '@atoll/db';

// Spent sign-in payloads live in Postgres, not Redis: the Redis here keeps nothing on disk, and a
// payload that became usable again after a restart would let a captured proof sign in twice.

const hashOf = (payload: string) => createHash('sha256').update(payload).digest('hex');

/** Records `payload` as used; false when it already was. Atomic: the primary key decides a race. */
export async function markPayloadUsed(db: Db, payload: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db.$executeRaw`
    INSERT INTO used_proof_payloads (payload_hash, expires_at) VALUES (${hashOf(payload)}, ${expiresAt})
    ON CONFLICT (payload_hash) DO NOTHING`;
  return inserted === 1;
}

/** Drops rows whose payloads have expired: those are refused on their own signed expiry. */
export async function forgetExpiredPayloads(db: Db, before: Date): Promise<void> {
  await db.usedProofPayload.deleteMany({ where: { expiresAt: { lt: before } } });
}
