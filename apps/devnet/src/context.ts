import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DevnetChain } from './chain/devnet-chain';
import type { DevnetConfig } from './env';
import type { DemoWorld } from './genesis/demo-world';
import type { RateLimiter } from './tonapi/rate-limit';

/** What every route module gets. */
export interface DevnetContext {
  chain: DevnetChain;
  world: DemoWorld;
  config: DevnetConfig;
  /** Strict mode's per-key limit (`--rate-limit`); null when every request is served. */
  rateLimiter: RateLimiter | null;
}

/** The HTTP app: Fastify with zod schemas on every route. */
export type DevnetApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
