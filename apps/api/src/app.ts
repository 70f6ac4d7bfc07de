import type { Db } from '@atoll/db';
import type { TonApiClient } from '@ton-api/client';
import type { Address } from '@ton/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './env';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerSessions } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';

export interface AppDeps {
  env: Env;
  db: Db;
  redis: Redis;
  tonapi: TonApiClient;
  logger?: boolean;
  /** For tests: a fixed clock (unix seconds). */
  now?: () => number;
}

/** Builds the app (testable with inject); server.ts listens. Plugins in layers: external → app → routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db, redis, tonapi } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external
  await registerSecurity(app, env, redis);
  await registerSessions(app, env);
  await registerDocs(app);
  // app
  registerErrorHandling(app);
  const auth = createAuthService({
    env,
    redis,
    tonapi,
    signToken: (wallet: Address) => app.jwt.sign({ sub: wallet.toRawString() }),
    now: deps.now,
  });
  // routes
  await app.register(healthRoutes(db, redis));
  await app.register(authRoutes(auth, env));
  return app;
}
