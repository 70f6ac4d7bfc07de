// The read models' versions: two Redis counters per database, bumped after every committed write that
// changes what the API serves from memory. `rows`: pools, token prices, token metadata and verification.
// `activity`: what a wallet's activity counts (pool events, verified trace records, its orders' steps).
// The API keeps snapshots tagged with the versions it read before building them and rebuilds whenever a
// counter has moved, so a snapshot never outlives the write that made it stale by more than the bump.

/** The part of an ioredis client the versions need (the API's and the indexer's clients both fit). */
export interface VersionStore {
  incr(key: string): Promise<number>;
  mget(...keys: string[]): Promise<Array<string | null>>;
}

/** What a write changed: pool or token rows, a wallet's activity, or both (a pool's new events). */
export type ReadModelChange = 'rows' | 'activity' | 'both';

export interface ReadModelVersions {
  rows: string;
  activity: string;
}

/**
 * The counters' key: named by the database the writes went to, so stacks and test databases that share
 * one Redis never see each other's writes (and never rebuild for them).
 */
export function readModelVersionKey(databaseUrl: string): string {
  const name = new URL(databaseUrl).pathname.replace(/^\//, '') || 'default';
  return `atoll:read-model-version:${name}`;
}

/**
 * Bumps the versions a change moves: call it after the write's transaction committed (before, a reader
 * could rebuild from the old rows under the new version). Activity first: a reader that sees only it
 * moved recounts and rebuilds, nothing it serves is older than the write. It throws when Redis does not
 * answer, so the job that wrote fails and retries, and its retry bumps again.
 */
export async function bumpReadModelVersion(
  store: VersionStore,
  key: string,
  change: ReadModelChange = 'rows',
): Promise<void> {
  if (change !== 'rows') await store.incr(`${key}:activity`);
  if (change !== 'activity') await store.incr(`${key}:rows`);
}

/** Both versions in one read ("0" before the first bump). Throws when Redis does not answer. */
export async function readModelVersions(store: VersionStore, key: string): Promise<ReadModelVersions> {
  const [rows, activity] = await store.mget(`${key}:rows`, `${key}:activity`);
  return { rows: rows ?? '0', activity: activity ?? '0' };
}
