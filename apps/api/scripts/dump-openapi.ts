import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createDb } from '@atoll/db';
import { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { createApiChain } from '../src/chain/tonapi';
import { loadEnv } from '../src/env';

/**
 * Writes the OpenAPI document the running API serves (the one /docs shows) to a file, for `lint:openapi`.
 * The app is built as server.ts builds it but never listens: nothing is connected, so no database, Redis or
 * TonAPI is needed (Prisma and ioredis connect on their first query, and none is made).
 */
async function main(): Promise<void> {
  const out = resolve(process.argv[2] ?? '.cache/openapi/openapi.json');
  const env = loadEnv({ CHAIN: 'devnet', API_REQUEST_LOGS: 'off' });
  const db = createDb(env.DATABASE_URL);
  const redis = new Redis(env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  const app = await buildApp({ env, db, redis, chain: createApiChain(env) });
  await app.ready();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
  await db.$disconnect();
  redis.disconnect();
  console.log(`OpenAPI document written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
