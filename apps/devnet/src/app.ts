import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DevnetContext } from './context';
import { TonApiError } from './tonapi/errors';
import { registerTonApiRoutes } from './tonapi/routes';
import { registerDevnetRoutes } from './genesis/devnet.routes';

/** Builds the HTTP app (never listens: server.ts does). */
export async function buildApp(ctx: DevnetContext): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
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
  registerTonApiRoutes(app, ctx);
  registerDevnetRoutes(app, ctx);
  return app;
}
