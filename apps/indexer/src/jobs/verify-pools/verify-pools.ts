import type { Db } from '@atoll/db';
import type { Logger } from '../../log';
import { isDerivedPool, type PoolTrust } from './pool-trust.fns';

// Start-up step, before any sync: every pool row must still be the address the pinned factory derives.
// Rows written before the check existed (or by hand) that fail it are removed with all they carry, so
// neither the API nor the price and stats jobs ever read them. SQL cannot derive addresses, hence code.

/** Removes every pool row that fails the derivation check, with its events, positions, candles and cursor. */
export async function verifyExistingPools(db: Db, trust: PoolTrust, log: Logger): Promise<string[]> {
  const pools = await db.pool.findMany({
    select: { address: true, asset0: true, asset1: true, feeBps: true },
  });
  const forged = pools.filter((p) => !isDerivedPool(trust, { pool: p.address, ...p })).map((p) => p.address);
  if (forged.length === 0) return [];
  // cursors first (the indexer's lock order, account-sync/pool-events.dal.ts); the pool row goes last, once
  // nothing refers to it
  await db.$transaction([
    db.indexerCursor.deleteMany({ where: { account: { in: forged } } }),
    db.poolEvent.deleteMany({ where: { poolAddress: { in: forged } } }),
    db.position.deleteMany({ where: { poolAddress: { in: forged } } }),
    db.candle.deleteMany({ where: { subjectType: 'pool', subject: { in: forged } } }),
    db.pool.deleteMany({ where: { address: { in: forged } } }),
  ]);
  log.warn('removed pools the pinned factory does not derive', { pools: forged });
  return forged;
}
