import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Db } from '@atoll/db';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(['ok', 'down'])).optional(),
});

/** Liveness (the process answers) and readiness (Postgres and Redis answer). */
export const healthRoutes =
  (db: Db, redis: Redis): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          operationId: 'getHealth',
          summary: 'Liveness',
          description:
            'Answers `{"status": "ok"}` while the process runs. Not rate-limited; checks nothing else (see ' +
            '`/readyz`).',
          response: { 200: HealthSchema },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          operationId: 'getReadiness',
          summary: 'Readiness: Postgres and Redis answer',
          description:
            '200 when the database and Redis both answer within 2 s, else 503 with which one is down. Not ' +
            'rate-limited.',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (_req, reply) => {
        const probe = async (fn: () => Promise<unknown>) => {
          try {
            await Promise.race([
              fn(),
              new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
            ]);
            return 'ok' as const;
          } catch {
            return 'down' as const;
          }
        };
        const [database, cache] = await Promise.all([
          probe(() => db.$queryRaw`SELECT 1`),
          probe(() => redis.ping()),
        ]);
        const ok = database === 'ok' && cache === 'ok';
        return reply
          .status(ok ? 200 : 503)
          .send({ status: ok ? 'ok' : 'unavailable', checks: { database, redis: cache } });
      },
    );
  };
