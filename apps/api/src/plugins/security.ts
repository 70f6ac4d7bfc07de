import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import { apiError } from '@atoll/shared';
import type { FastifyInstance, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import type { Env } from '../env';
import { signInUnavailable } from '../errors';
import { leasedRedisStore } from './leased-rate-limit-store';

/** The API answers JSON only: nothing it serves may load, run, frame or submit anything. */
const API_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

/** The headers helmet's middleware sets with these options, read once: they depend on nothing else. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
  });
  return headers;
}

/**
 * Helmet's headers on every answer, computed once (the Fastify plugin ran helmet's whole setup on every
 * request). The interactive reference at /docs needs inline scripts and styles: its routes (registered by
 * swagger-ui, out of our reach) get every header but the CSP.
 */
function securityHeaders(): onRequestHookHandler {
  const api = helmetHeaders({ contentSecurityPolicy: API_CSP });
  const docs = helmetHeaders({ contentSecurityPolicy: false });
  return (request, reply, done) => {
    const url = request.routeOptions.url;
    for (const [name, value] of url === '/docs' || url?.startsWith('/docs/') ? docs : api)
      reply.header(name, value);
    done();
  };
}

/** Security headers, the CORS allowlist, rate limits (shared in Redis) and overload shedding. */
export async function registerSecurity(app: FastifyInstance, env: Env, redis: Redis): Promise<void> {
  app.addHook('onRequest', securityHeaders());
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
