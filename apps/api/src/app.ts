import type { Db } from '@atoll/db';
import type { Address } from '@ton/core';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import compress from '@fastify/compress';
import { bumpCounter, readModelVersionKey } from '@atoll/indexer/read-model';
import { type ReadModelWatch, watchReadModels } from './lib/read-model-watch';
import type { SnapshotStats } from './lib/read-snapshot';
import type { ApiChain } from './chain/tonapi';
import { type Env, networkOf } from './env';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { chainRoutes } from './modules/chain/chain.routes';
import { createChainRelayService } from './modules/chain/chain.service';
import { chainEmulationRoutes } from './modules/chain/emulation.routes';
import { createChainEmulationService } from './modules/chain/emulation.service';
import { chainStatsRoutes } from './modules/health/chain-stats.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createOrderTrust } from './chain/order-trust';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { poolsRoutes } from './modules/pools/pools.routes';
import { createPoolsService } from './modules/pools/pools.service';
import { pricesV1Routes } from './modules/prices-v1/prices-v1.routes';
import { createPricesV1Service } from './modules/prices-v1/prices-v1.service';
import { tokensRoutes } from './modules/tokens/tokens.routes';
import { createTokensService } from './modules/tokens/tokens.service';
import { traceRoutes } from './modules/trace/trace.routes';
import { createTraceService } from './modules/trace/trace.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { registerSessionCutoffs, registerSessions, signSession } from './plugins/auth';
import { createSessionCutoffs } from './modules/auth/session-cutoffs';
import { requestIdOf } from './plugins/answer-headers';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { answerUnservedMethods } from './plugins/methods';
import { registerMetrics } from './plugins/metrics';
import { registerSecurity } from './plugins/security';

export interface AppDeps {
  env: Env;
  db: Db;
  redis: Redis;
  /** TonAPI, cached and paced (chain/tonapi.ts). */
  chain: ApiChain;
  /** false in tests, true in server.ts, a stream where a test reads the log. */
  logger?: boolean | { stream: { write(line: string): void }; level?: string };
  /** For tests: a fixed clock (unix seconds). */
  now?: () => number;
}

/**
 * Fastify's own hop count trusts nothing (it cannot check the peer), so a count becomes "the nearest n hops":
 * safe only when the API is reachable through those proxies alone, which is what setting a count asserts.
 */
function trustProxyOption(
  value: Env['TRUST_PROXY'],
): boolean | string[] | ((ip: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_ip, hop) => hop < value : value;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Hits and misses of the in-memory snapshots (the benchmark reports them). */
    snapshotStats(): Record<'poolSearch' | 'prices' | 'userEvents', SnapshotStats>;
    /** The read-model versions this instance holds (subscribed to the indexer's bumps). */
    readModels: ReadModelWatch;
  }
}

/** Builds the app (testable with inject); server.ts listens. Plugins in layers: external → app → routes. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db, redis, chain } = deps;
  const tonapi = chain.client;
  const app = Fastify({
    logger: deps.logger ?? false,
    // per-request log lines (incoming, completed) only when asked for: Fastify 5's LogController option
    logController: new LogController({ disableRequestLogging: !env.API_REQUEST_LOGS }),
    bodyLimit: 64 * 1024,
    // off unless configured: trusting any X-Forwarded-For lets a client choose its own rate-limit bucket
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // the caller's x-request-id when sane, else a new UUID; answered on every reply (plugins/answer-headers.ts)
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const answerShadowedMethods = answerUnservedMethods(app);

  // external
  await registerSecurity(app, env, redis);
  // brotli and gzip for every answer over 1 KB; the snapshot routes send bytes compressed once per version
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await registerSessions(app, env);
  await registerDocs(app);
  // app
  registerErrorHandling(app);
  const metrics = await registerMetrics(app, chain);
  // the read-model versions the indexer bumps after each write the snapshots hold: the search lists
  // pools with their tokens, the price list tokens only; held in memory from the bumps' messages
  const versionKey = readModelVersionKey(env.DATABASE_URL);
  const readModels = watchReadModels(redis, versionKey);
  app.decorate('readModels', readModels);
  app.addHook('onClose', () => readModels.close());
  // the sign-out cutoffs, kept per wallet under its own counter of the same watch
  const cutoffs = createSessionCutoffs({
    db,
    counter: (name) => readModels.counter(name),
    bump: (name) => bumpCounter(redis, versionKey, name),
    settled: () => readModels.settled(),
  });
  registerSessionCutoffs(app, cutoffs.cutoff);
  const auth = createAuthService({
    env,
    db,
    tonapi,
    signToken: (wallet: Address) => signSession(app, wallet),
    revokeSessions: cutoffs.revoke,
    now: deps.now,
  });
  const versions = (wallet?: string) => readModels.versions(wallet);
  const tokens = createTokensService({
    db,
    version: async () => (await versions()).tokens,
    heldVersion: () => readModels.held('tokens')?.toString(),
  });
  const pools = createPoolsService({
    db,
    maxRows: env.POOL_SEARCH_MAX_ROWS,
    now: deps.now,
    version: async () => {
      const v = await versions();
      return `${v.pools}:${v.tokens}`;
    },
  });
  const users = createUsersService({ db, versions, tokens: () => tokens.records() });
  app.decorate('snapshotStats', () => ({
    poolSearch: pools.snapshotStats(),
    prices: tokens.snapshotStats(),
    userEvents: users.activityStats(),
  }));
  // routes
  await app.register(healthRoutes(db, redis));
  await app.register(chainStatsRoutes(chain));
  await app.register(authRoutes(auth, env));
  await app.register(analyticsRoutes(metrics));
  await app.register(accountsRoutes(createAccountsService({ db, tonapi })));
  await app.register(chainRoutes(createChainRelayService(chain.reads, env.TONAPI_URL)));
  await app.register(chainEmulationRoutes(createChainEmulationService(chain.api)));
  await app.register(tokensRoutes(tokens));
  await app.register(poolsRoutes(pools));
  await app.register(usersRoutes(users));
  await app.register(
    ordersRoutes(createOrdersService({ db, trust: createOrderTrust(env, tonapi), now: deps.now })),
  );
  await app.register(traceRoutes(createTraceService({ db, tonapi })));
  await app.register(
    pricesV1Routes(createPricesV1Service({ db, testOnly: networkOf(env) !== '-239', now: deps.now })),
  );
  // last: a 405 for each static path's methods that a parametric route would take (plugins/methods.ts)
  answerShadowedMethods();
  return app;
}
