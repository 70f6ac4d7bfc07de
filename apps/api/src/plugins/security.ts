import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import { apiError } from '@atoll/shared';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Env } from '../env';
import { signInUnavailable } from '../errors';
import { answerHeaders } from './answer-headers';
import { leasedRedisStore } from './leased-rate-limit-store';

/**
 * Security headers and the request id (answer-headers.ts), the CORS allowlist, rate limits (shared in Redis)
 * and overload shedding.
 */
export async function registerSecurity(app: FastifyInstance, env: Env, redis: Redis): Promise<void> {
  app.addHook('onRequest', answerHeaders());
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
    // counted in Redis (shared by every instance) a lease of requests at a time: leased-rate-limit-store.ts
    store: leasedRedisStore(redis, 'atoll-api-rl:'),
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

/**
 * The sign-in routes' own limit, as an onRequest hook (those routes set `config.rateLimit: false`). Unlike the
 * global limit it fails closed: if Redis cannot count, sign-in answers 503 instead of running unlimited.
 */
export function signInRateLimit(app: FastifyInstance, env: Env): onRequestAsyncHookHandler {
  const limit = app.rateLimit({
    max: env.AUTH_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    skipOnError: false,
  });
  return async (request, reply) => {
    try {
      await limit.call(app, request, reply);
    } catch (error) {
      // the limiter throws its own 429 answer; anything else is the store failing
      if ((error as { statusCode?: unknown }).statusCode === 429) throw error;
      request.log.error({ err: error }, 'sign-in rate limit store unavailable');
      throw signInUnavailable();
    }
  };
}
