import cors from '@fastify/cors';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DevnetContext } from './context';
import { TonApiError } from './tonapi/errors';
import { registerRateLimit } from './tonapi/rate-limit.hook';
import { registerTonApiRoutes } from './tonapi/routes';
import { tonApiSerializerCompiler } from './tonapi/serializer';
import { registerDevnetRoutes } from './genesis/devnet.routes';
import { devnetService } from './genesis/devnet.service';

/** Builds the HTTP app (never listens: server.ts does). */
export async function buildApp(ctx: DevnetContext) {
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(tonApiSerializerCompiler);
  // browsers call the devnet directly (the web app, TON Connect's wallet), with TonAPI's headers
  await app.register(cors, {
    origin: true,
    allowedHeaders: ['authorization', 'content-type', 'x-tonapi-client', 'accept'],
    methods: ['GET', 'POST', 'OPTIONS'],
  });
  app.setErrorHandler((error, _req, reply) => {
    if (error instanceof TonApiError) return reply.status(error.statusCode).send({ error: error.message });
    const { statusCode, message } = error as { statusCode?: number; message?: string };
    if (statusCode && statusCode >= 400 && statusCode < 500)
      return reply.status(statusCode).send({ error: message });
    return reply.status(500).send({ error: message || 'internal error' });
  });
  // anything TonAPI has that the devnet does not: say so, never pretend
  app.setNotFoundHandler((req, reply) => {
    const known = req.url.startsWith('/v2/') || req.url.startsWith('/devnet/');
    return reply.status(known ? 501 : 404).send({
      error: known ? `the devnet does not serve ${req.method} ${req.url.split('?')[0]}` : 'entity not found',
    });
  });
  if (ctx.rateLimiter) registerRateLimit(app, ctx.rateLimiter);
  registerTonApiRoutes(app, ctx);
  registerDevnetRoutes(app, devnetService(ctx));
  return app;
}
