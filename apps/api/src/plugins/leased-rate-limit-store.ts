import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

// A store for @fastify/rate-limit that keeps each client's count in Redis, shared by every API instance, without
// a Redis call per request: an instance takes a lease of up to `leaseSize(max)` requests at a time (one INCRBY
// on the client's window counter, the same fixed window the plugin's own Redis store keeps) and spends it
// locally; once Redis says the window is spent, the instance refuses locally until the window ends.
//
// What holds across instances (tests/scale-out.test.ts):
// - never more than `max` requests of a client are admitted in a window, in all instances together: a lease
//   grants only what is left of `max` when it is taken;
// - a client may be refused early by the part of other instances' leases they have not spent: at most
//   (instances − 1) × (leaseSize − 1) requests, 11 a minute per other instance at the default 600 a minute.
//   Limits of 100 or less take leases of one: counted exactly, as before (the sign-in limit, 30).

/** The largest lease (requests counted by one Redis call). */
const LEASE_MAX = 32;
/** A lease is at most this part of the limit. */
const LEASE_SHARE = 50;
/** Windows kept per store before the ended ones are swept. */
const SWEEP_AT = 10_000;

export const leaseSize = (max: number): number =>
  Math.max(1, Math.min(LEASE_MAX, Math.floor(max / LEASE_SHARE)));

/** INCRBY the lease; the window starts with the first lease (PEXPIRE), as the plugin's own Redis store does. */
const LEASE_SCRIPT = `
local current = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

interface Window {
  /** When the window ends here (ms since epoch): Redis's remaining time when the lease was taken. */
  until: number;
  /** Requests of the lease not spent yet. */
  left: number;
  /** The client's count in Redis with this instance's spent requests: what the headers report. */
  current: number;
  /** Redis has nothing left in this window: refuse without asking it again. */
  spent: boolean;
}

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

interface LeaseRedis extends Redis {
  rateLimitLease(key: string, windowMs: number, lease: number): Promise<[number, number]>;
}

/** The store class @fastify/rate-limit constructs (`store` option), bound to a Redis client and a key prefix. */
export function leasedRedisStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  if (!('rateLimitLease' in redis))
    redis.defineCommand('rateLimitLease', { numberOfKeys: 1, lua: LEASE_SCRIPT });
  const client = redis as LeaseRedis;

  class LeasedRedisStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, Window>();
    private readonly leasing = new Map<string, Promise<void>>();

    constructor(
      _params?: unknown,
      private readonly keyPrefix = prefix,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const now = Date.now();
      const window = this.windows.get(key);
      if (window && now < window.until) {
        if (window.left > 0) {
          window.left--;
          window.current++;
          callback(null, { current: window.current, ttl: window.until - now });
          return;
        }
        if (window.spent) {
          callback(null, { current: max + 1, ttl: window.until - now });
          return;
        }
      }
      // requests that arrive while a lease is on its way wait for it, then spend from it
      let lease = this.leasing.get(key);
      if (!lease) {
        lease = this.lease(key, timeWindow, max).finally(() => this.leasing.delete(key));
        this.leasing.set(key, lease);
      }
      lease.then(
        () => this.incr(key, callback, timeWindow, max),
        (error: Error) => callback(error),
      );
    }

    private async lease(key: string, timeWindow: number, max: number): Promise<void> {
      const size = leaseSize(max);
      const [counted, ttl] = await client.rateLimitLease(this.keyPrefix + key, timeWindow, size);
      const before = counted - size;
      const granted = Math.max(0, Math.min(size, max - before));
      if (this.windows.size >= SWEEP_AT) this.sweep();
      this.windows.set(key, {
        until: Date.now() + (ttl > 0 ? ttl : timeWindow),
        left: granted,
        current: before,
        spent: counted >= max,
      });
    }

    private sweep() {
      const now = Date.now();
      for (const [key, window] of this.windows) if (window.until <= now) this.windows.delete(key);
    }

    /** A route's own limit (or `app.rateLimit(...)`): its own counters, named by the route. */
    child(options: object): LeasedRedisStore {
      // the plugin passes the route's merged limit options, which name the route in `routeInfo`
      const route = (options as { routeInfo?: { method?: string; url?: string } }).routeInfo ?? {};
      return new LeasedRedisStore(undefined, `${this.keyPrefix}${route.method}${route.url}-`);
    }
  }
  return LeasedRedisStore;
}
