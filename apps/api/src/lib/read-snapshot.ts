// An in-memory copy of data the indexer writes, rebuilt when the read-model version (a Redis counter the
// indexer bumps after each committed write: @atoll/indexer/read-model) has moved. Every request reads the
// version (one Redis GET) before it uses the copy, so an answer is never older than the last bump: the
// version is read before the build, and a write that lands during the build bumps past it.

export interface SnapshotStats {
  /** Served from the copy the current version tagged. */
  hits: number;
  /** Built (or waited for a build in flight) because the version moved, or built unshared without Redis. */
  misses: number;
}

export interface ReadSnapshot<T> {
  /** The value for the current version; `version` is null when Redis did not answer (built, not kept). */
  get(): Promise<{ value: T; version: string | null }>;
  /**
   * The value, without waiting, when the version is held in memory (`heldVersion`) and the copy of that
   * version is built; else undefined (then `get`). A hit like `get`'s, minus its promises.
   */
  now(): T | undefined;
  stats(): SnapshotStats;
}

export function createReadSnapshot<T>(
  version: () => Promise<string>,
  build: (version: string | null) => Promise<T>,
  heldVersion: () => string | undefined = () => undefined,
): ReadSnapshot<T> {
  // `built` is set once `value` has resolved
  let current: { version: string; value: Promise<T>; built?: { value: T } } | null = null;
  const stats: SnapshotStats = { hits: 0, misses: 0 };
  return {
    async get() {
      const v = await version().catch(() => null);
      if (v === null) {
        // no version to compare against: nothing cached can be trusted
        stats.misses++;
        return { value: await build(null), version: null };
      }
      if (current?.version === v) {
        stats.hits++;
        return { value: await current.value, version: v };
      }
      stats.misses++;
      const entry: NonNullable<typeof current> = { version: v, value: build(v) };
      current = entry;
      entry.value.then(
        (value) => (entry.built = { value }),
        () => {},
      );
      // a failed build is not kept: the next request builds again
      entry.value.catch(() => {
        if (current === entry) current = null;
      });
      return { value: await entry.value, version: v };
    },
    now() {
      const v = heldVersion();
      if (v === undefined || current?.version !== v || !current.built) return undefined;
      stats.hits++;
      return current.built.value;
    },
    stats: () => ({ ...stats }),
  };
}
