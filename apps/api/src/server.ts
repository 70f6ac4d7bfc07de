import { createDb } from '@atoll/db';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { createApiChain } from './chain/tonapi';
import { loadEnv } from './env';

// `npm run start -w @atoll/api`: listens, and closes gracefully on SIGINT/SIGTERM.
async function main(): Promise<void> {
  const env = loadEnv();
  const db = createDb(env.DATABASE_URL);
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false });
  const app = await buildApp({ env, db, redis, chain: createApiChain(env), logger: true });
  await app.listen({ host: env.API_HOST, port: env.API_PORT });
  const stop = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.$disconnect();
    redis.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
