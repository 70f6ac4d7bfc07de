import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@atoll/db';
import type { FastifyInstance } from 'fastify';
import { bumpReadModelVersion, type ReadModel, readModelVersionKey } from '@atoll/indexer/read-model';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app';
import { createApiChain } from '../../src/chain/tonapi';
import { type Env, loadEnv } from '../../src/env';

export interface TestApp {
  app: FastifyInstance;
  env: Env;
  database: TestDatabase;
  redis: Redis;
  clock: { now: number };
  /** The app's log, one parsed JSON object a line (warn and above). */
  log: Array<Record<string, unknown>>;
  /**
   * What the indexer does after each write the API's snapshots hold: bump the read-model versions; then
   * waits until the app has the bumps' messages (a client that must see its write waits the same way).
   */
  readModelChanged(changed: readonly ReadModel[], wallets?: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated Postgres database and the local Redis, with a settable clock.
 * `tonapiUrl` points chain reads at a devnet when a test needs one.
 */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  tonapiUrl = 'http://127.0.0.1:9',
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = loadEnv({
    CHAIN: 'devnet',
    TONAPI_URL: tonapiUrl,
    TONAPI_RPS: '1000',
    DATABASE_URL: database.url,
    ALLOWED_PROOF_DOMAINS: 'localhost:5173',
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    ...overrides,
  });
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 });
  // a Redis that is down is a case under test, not a crash
  redis.on('error', () => {});
  const clock = { now: Math.floor(Date.now() / 1000) };
  const log: Array<Record<string, unknown>> = [];
  const app = await buildApp({
    env,
    db: database.db,
    redis,
    chain: createApiChain(env),
    now: () => clock.now,
    logger: {
      level: 'warn',
      stream: { write: (line) => void log.push(JSON.parse(line) as Record<string, unknown>) },
    },
  });
  await app.ready();
  return {
    app,
    env,
    database,
    redis,
    clock,
    log,
    async readModelChanged(changed, wallets) {
      await bumpReadModelVersion(redis, readModelVersionKey(env.DATABASE_URL), changed, wallets);
      await app.readModels.settled();
    },
    async close() {
      await app.close();
      redis.disconnect();
      await database.drop();
    },
  };
}

/**
 * Another instance of the same deployment: a second app built by the same factory with the same
 * environment, database and Redis server (its own Redis client), as a second process behind a balancer.
 */
export async function createOtherInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const redis = new Redis(t.env.REDIS_URL, { maxRetriesPerRequest: 2 });
  redis.on('error', () => {});
  const app = await buildApp({
    env: t.env,
    db: t.database.db,
    redis,
    chain: createApiChain(t.env),
    now: () => t.clock.now,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      redis.disconnect();
    },
  };
}

/** A session token for a wallet (raw address), as sign-in would issue it. */
export const sessionFor = (t: TestApp, wallet: string): string =>
  t.app.jwt.sign({ sub: wallet, jti: randomUUID() });

/** GET with the wallet's session, or with no Authorization header at all. */
export const getAs = (t: TestApp, url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
