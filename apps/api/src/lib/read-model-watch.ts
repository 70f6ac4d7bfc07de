import {
  READ_MODELS,
  readModelChannel,
  readModelCounter,
  type ReadModelVersions,
} from '@atoll/indexer/read-model';
import type { Redis } from 'ioredis';

// The read-model versions (@atoll/indexer/read-model) held in this process, so that a hot GET reads no Redis.
// The indexer publishes every bump with its new value; this process subscribes, reads each counter once after
// the subscription is live, and from then on applies the messages. While the subscription is not live
// (starting, Redis restarting) every request reads Redis as before, so an answer is never older than the last
// bump it could have seen. Once live, an answer may be older than a bump by the time its message takes to
// arrive (a loopback or LAN hop). A periodic check re-reads the counters held, as a safety net against
// counters changed without a message (a flushed Redis, a writer that only increments).

/**
 * Per-wallet counters held (activity, sessions); past it they start over (each re-read on its next request).
 */
const WALLETS_HELD = 10_000;
/** Counters re-read per MGET of the periodic check. */
const CHECK_BATCH = 1_000;

export interface ReadModelWatchStats {
  /** The subscription is live: versions come from memory. */
  live: boolean;
  /** MGETs sent: reads of counters not held yet, every request's read while not live, and the checks. */
  reads: number;
  /** Bump messages applied. */
  messages: number;
  /** Counters the periodic check found different from what was held (each one a bump without a message). */
  corrections: number;
}

export interface ReadModelWatch {
  /** The versions now, the wallet's activity joined to the all-wallets one (as `readModelVersions`). */
  versions(wallet?: string): Promise<ReadModelVersions>;
  /** One counter's value now (0 before its first bump): the API's own, e.g. `sessions:<wallet>`. */
  counter(name: string): Promise<number>;
  /**
   * A counter's value when it is held in memory now (the subscription live, the counter read once), else
   * undefined: what `counter` would answer without a Redis read, for a hot path that stays synchronous.
   */
  held(name: string): number | undefined;
  /**
   * Resolves once every bump published before the call has been applied: a PING on the subscription, whose
   * answer comes after every message sent before it. What a reader that must see its own write waits for.
   */
  settled(): Promise<void>;
  stats(): ReadModelWatchStats;
  close(): Promise<void>;
}

export interface ReadModelWatchOptions {
  /** Milliseconds between safety checks (0: none). */
  checkMs?: number;
}

export function watchReadModels(
  redis: Redis,
  key: string,
  { checkMs = 2_000 }: ReadModelWatchOptions = {},
): ReadModelWatch {
  const channel = readModelChannel(key);
  const held = new Map<string, number>();
  const stats = { reads: 0, messages: 0, corrections: 0 };
  let live = false;
  let closed = false;
  // a new epoch on every loss of the subscription: reads begun under an older one are not kept
  let epoch = 0;

  const subscriber = redis.duplicate({ lazyConnect: true, enableOfflineQueue: true });
  // the main client reports Redis outages; this one only loses its subscription, handled below
  subscriber.on('error', () => {});
  const lost = () => {
    live = false;
    epoch++;
    held.clear();
  };
  subscriber.on('close', lost);
  subscriber.on('ready', () => {
    const at = epoch;
    // subscribing again after a reconnect is harmless if ioredis already did
    subscriber.subscribe(channel).then(
      () => {
        if (at === epoch && !closed) live = true;
      },
      () => {},
    );
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel || !live) return;
    const space = message.lastIndexOf(' ');
    const value = Number(message.slice(space + 1));
    if (space <= 0 || !Number.isSafeInteger(value)) return;
    stats.messages++;
    raise(message.slice(0, space), value);
  });
  subscriber.connect().catch(() => {});

  // a counter only grows: a message and a read that cross keep the larger value
  function raise(counter: string, value: number) {
    const known = held.get(counter);
    if (known === undefined || value > known) held.set(counter, value);
    if (held.size > READ_MODELS.length + WALLETS_HELD)
      for (const name of held.keys()) if (name.includes(':')) held.delete(name);
  }

  async function read(counters: readonly string[]): Promise<number[]> {
    stats.reads++;
    const values = await redis.mget(...counters.map((c) => `${key}:${c}`));
    return values.map((v) => (v === null ? 0 : Number(v)));
  }

  /** The counters' values: held ones from memory, the others read and (while live) held from now on. */
  async function valuesOf(counters: readonly string[]): Promise<number[]> {
    if (live) {
      const known = counters.map((c) => held.get(c));
      if (known.every((v) => v !== undefined)) return known as number[];
    }
    const at = epoch;
    const wasLive = live;
    const values = await read(counters);
    if (wasLive && live && at === epoch) counters.forEach((c, i) => raise(c, values[i]!));
    // what is held may have moved past the read meanwhile
    return counters.map((c, i) => (live && at === epoch ? (held.get(c) ?? values[i]!) : values[i]!));
  }

  /** Re-reads what is held; a value that differs is taken as is if no message arrived during the read. */
  async function check() {
    if (!live) return;
    const counters = [...held.keys()];
    for (let from = 0; from < counters.length; from += CHECK_BATCH) {
      const batch = counters.slice(from, from + CHECK_BATCH);
      const at = epoch;
      const messages = stats.messages;
      const values = await read(batch);
      if (at !== epoch || !live) return;
      batch.forEach((counter, i) => {
        const known = held.get(counter);
        if (known === undefined || known === values[i]) return;
        stats.corrections++;
        if (stats.messages === messages) held.set(counter, values[i]!);
        else raise(counter, values[i]!);
      });
    }
  }
  let checking = false;
  const timer =
    checkMs > 0
      ? setInterval(() => {
          if (checking) return;
          checking = true;
          check()
            .catch(() => {})
            .finally(() => (checking = false));
        }, checkMs)
      : null;
  timer?.unref();

  return {
    async versions(wallet) {
      const counters = ['pools', 'tokens', 'activity'];
      if (wallet !== undefined) counters.push(readModelCounter('activity', wallet));
      const [pools, tokens, activity, own] = await valuesOf(counters);
      return {
        pools: String(pools),
        tokens: String(tokens),
        activity: wallet === undefined ? String(activity) : `${activity}.${own}`,
      };
    },
    async counter(name) {
      const [value] = await valuesOf([name]);
      return value!;
    },
    held: (name) => (live ? held.get(name) : undefined),
    async settled() {
      if (live) await subscriber.ping();
    },
    stats: () => ({ live, ...stats }),
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      lost();
      subscriber.disconnect();
    },
  };
}
