import type { Queue } from 'bullmq';
import {
  type FailureStreak,
  holds,
  isPoison,
  nextStreak,
  type QuarantineEntry,
  quarantineEntry,
} from './quarantine.fns';

/** The commands used here, in the shape both ioredis and BullMQ's own client (queue.client) have. */
interface RedisClient {
  hget(key: string, field: string): Promise<string | null>;
  hgetall(key: string): Promise<Record<string, string>>;
  hset(key: string, data: Record<string, string>): Promise<number>;
  hdel(key: string, ...fields: string[]): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<unknown>;
}

// A queue's failure streaks and quarantine, in Redis beside the queue's own keys (`<prefix>:<queue>:…`).
// Redis restarting empty forgets them: a poison key is then tried again and quarantined again, nothing
// is lost. One job per key runs at a time (account syncs are deduplicated), so a key's streak is never
// written by two jobs at once.

export function createQuarantine(client: RedisClient | Promise<RedisClient>, queueKey: string) {
  const failingKey = `${queueKey}:failing`;
  const quarantineKey = `${queueKey}:quarantine`;
  const lastOkKey = `${queueKey}:last-ok`;
  const parse = <T>(raw: string | null | undefined): T | null => (raw ? (JSON.parse(raw) as T) : null);

  return {
    /** Quarantined now (before its retry time). */
    async holds(key: string, now = Date.now()): Promise<boolean> {
      return holds(parse<QuarantineEntry>(await (await client).hget(quarantineKey, key)), now);
    },

    /** Every entry, quarantined now or waiting for its retry to succeed. */
    async list(): Promise<QuarantineEntry[]> {
      const all = await (await client).hgetall(quarantineKey);
      return Object.values(all)
        .map((raw) => JSON.parse(raw) as QuarantineEntry)
        .sort((a, b) => b.at.localeCompare(a.at));
    },

    /** Keys quarantined now, for callers that enqueue many keys at once. */
    async held(now = Date.now()): Promise<Set<string>> {
      return new Set((await this.list()).filter((e) => holds(e, now)).map((e) => e.account));
    },

    /** Counts a failure; returns the entry when the key is now quarantined. */
    async failed(key: string, error: string, now = Date.now()): Promise<QuarantineEntry | null> {
      const redis = await client;
      const [prev, lastOk] = await Promise.all([redis.hget(failingKey, key), redis.get(lastOkKey)]);
      const streak = nextStreak(parse<FailureStreak>(prev), error, now);
      await redis.hset(failingKey, { [key]: JSON.stringify(streak) });
      if (!isPoison(streak, lastOk === null ? null : Number(lastOk))) return null;
      const entry = quarantineEntry(key, streak, now);
      await redis.hset(quarantineKey, { [key]: JSON.stringify(entry) });
      return entry;
    },

    /** A success: the key's streak and quarantine are over, and the queue is known to work. */
    async succeeded(key: string, now = Date.now()): Promise<void> {
      const redis = await client;
      await Promise.all([
        redis.set(lastOkKey, String(now)),
        redis.hdel(failingKey, key),
        redis.hdel(quarantineKey, key),
      ]);
    },
  };
}

export type Quarantine = ReturnType<typeof createQuarantine>;

/** The quarantine of a queue, on the queue's own connection. */
export const quarantineOf = (queue: Queue): Quarantine => createQuarantine(queue.client, queue.qualifiedName);
