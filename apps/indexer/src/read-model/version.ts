// The read models' version: one Redis counter per database, bumped after every committed write that
// changes what the API serves from memory (pools, token prices, token metadata and verification, and the
// activity totals: pool events and verified trace records). The
// API keeps snapshots tagged with the version it read before building them and rebuilds whenever the
// counter has moved, so a snapshot never outlives the write that made it stale by more than the bump.

/** The part of an ioredis client the version needs (the API's and the indexer's clients both fit). */
export interface VersionStore {
  incr(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
}

/**
 * The counter's key: named by the database the writes went to, so stacks and test databases that share
 * one Redis never see each other's writes (and never rebuild for them).
 */
export function readModelVersionKey(databaseUrl: string): string {
  const name = new URL(databaseUrl).pathname.replace(/^\//, '') || 'default';
  return `atoll:read-model-version:${name}`;
}

/**
 * Bumps the version: call it after the write's transaction committed (before, a reader could rebuild
 * from the old rows under the new version). It throws when Redis does not answer, so the job that wrote
 * fails and retries, and its retry bumps again.
 */
export async function bumpReadModelVersion(store: VersionStore, key: string): Promise<void> {
  await store.incr(key);
}

/** The current version ("0" before the first bump). Throws when Redis does not answer. */
export async function readModelVersion(store: VersionStore, key: string): Promise<string> {
  return (await store.get(key)) ?? '0';
}
