import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import { apiError } from '@atoll/shared';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../env';

/** Security headers, the CORS allowlist, rate limits (shared in Redis) and overload shedding. */
export async function registerSecurity(app: FastifyInstance, env: Env, redis: Redis): Promise<void> {
  // the interactive reference at /docs needs inline scripts; everything else gets the strict defaults
  await app.register(helmet, { contentSecurityPolicy: false });
  await app.register(cors, {
    origin: env.CORS_ORIGINS,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'atoll-api-rl:',
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      ...apiError('RATE_LIMITED', undefined, { retry_after_seconds: Math.ceil(ctx.ttl / 1000) }),
    }),
  });
  await app.register(underPressure, {
    maxEventLoopDelay: env.MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: 5,
    exposeStatusRoute: false,
    pressureHandler: (_req, reply) => {
      void reply
        .status(503)
        .header('retry-after', '5')
        .send(apiError('OVERLOADED', undefined, { retry_after_seconds: 5 }));
    },
  });
}
