// The read models' versions: Redis counters per database, bumped after every committed write that
// changes what the API serves from memory, one counter per kind of data:
// - `pools`: pool rows (reserves, status, TVL, volume, fees, APR; new and removed pools);
// - `tokens`: token rows (prices, metadata, the verified flag);
// - `activity`: what a wallet's activity lists (pool events, verified trace records, its orders' steps),
//   one counter per wallet named by the write, and one for writes that cannot name theirs (all wallets).
// The API keeps snapshots tagged with the versions they were built under (pool search: pools and tokens;
// prices: tokens; a wallet's activity: activity, and tokens for the answers that name them) and rebuilds
// whenever one has moved, so a snapshot never outlives the write that made it stale by more than the bump.
// Each bump is also published (in the same atomic script as the increment) on the key itself as the channel,
// as `<counter> <value>` (`pools 12`, `activity:0:ab… 3`): API instances keep the versions in memory from
// these messages instead of reading Redis on every request (apps/api/src/lib/read-model-watch.ts).

/** The part of an ioredis client the versions need (the API's and the indexer's clients both fit). */
export interface VersionStore {
  eval(script: string, numberOfKeys: number, ...args: string[]): Promise<unknown>;
  mget(...keys: string[]): Promise<Array<string | null>>;
}

/** INCR and PUBLISH as one step: no crash between them can leave a bump unannounced. */
const BUMP_SCRIPT = `local v = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', ARGV[1], ARGV[2] .. ' ' .. v)
return v`;

/** The channel the bumps of `key` are published on, and the counter a message names. */
export const readModelChannel = (key: string): string => key;
/** A counter's name in the messages: `pools`, `tokens`, `activity`, or `activity:<wallet>`. */
export const readModelCounter = (model: ReadModel, wallet?: string): string =>
  model === 'activity' && wallet !== undefined ? `activity:${wallet}` : model;

export const READ_MODELS = ['pools', 'tokens', 'activity'] as const;
export type ReadModel = (typeof READ_MODELS)[number];
export type ReadModelVersions = Record<ReadModel, string>;

/**
 * The counters' key: named by the database the writes went to, so stacks and test databases that share
 * one Redis never see each other's writes (and never rebuild for them).
 */
export function readModelVersionKey(databaseUrl: string): string {
  const name = new URL(databaseUrl).pathname.replace(/^\//, '') || 'default';
  return `atoll:read-model-version:${name}`;
}

/**
 * Bumps one counter under `key` and publishes its value, as the read models' are: also for counters of the
 * API's own (`sessions:<wallet>`, bumped by a sign-out everywhere), which its instances hold the same way.
 */
export async function bumpCounter(store: VersionStore, key: string, counter: string): Promise<void> {
  await store.eval(BUMP_SCRIPT, 1, `${key}:${counter}`, readModelChannel(key), counter);
}

/**
 * Bumps the versions of what a write changed: call it after the write's transaction committed (before,
 * a reader could rebuild from the old rows under the new version). It throws when Redis does not answer,
 * so the job that wrote fails and retries, and its retry bumps again.
 */
export async function bumpReadModelVersion(
  store: VersionStore,
  key: string,
  changed: readonly ReadModel[],
  /** The wallets whose activity changed; none: every wallet's. */
  wallets: readonly string[] = [],
): Promise<void> {
  const bump = (counter: string) => bumpCounter(store, key, counter);
  for (const model of changed) {
    if (model === 'activity' && wallets.length > 0)
      for (const wallet of new Set(wallets)) await bump(readModelCounter(model, wallet));
    else await bump(readModelCounter(model));
  }
}

/**
 * Every version in one read ("0" before the first bump); `activity` is the wallet's own counter joined to
 * the all-wallets one when a wallet is named. Throws when Redis does not answer.
 */
export async function readModelVersions(
  store: VersionStore,
  key: string,
  wallet?: string,
): Promise<ReadModelVersions> {
  const keys = READ_MODELS.map((model) => `${key}:${model}`);
  const values = await store.mget(...keys, ...(wallet === undefined ? [] : [`${key}:activity:${wallet}`]));
  const activity = `${values[2] ?? '0'}${wallet === undefined ? '' : `.${values[3] ?? '0'}`}`;
  return { pools: values[0] ?? '0', tokens: values[1] ?? '0', activity };
}
