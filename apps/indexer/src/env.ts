import { NATIVE_TON_ADDRESS, requireAddress } from '@atoll/chain';
import { DEFAULT_DATABASE_URL } from '@atoll/db';
import { Address } from '@ton/core';
import { z } from 'zod';
import { missingRoot, withDeploymentRoots } from '@atoll/chain/deployment';
import { chainEnvShape, withTonapiDefault } from '@atoll/chain/env';

// The only place that reads process.env. `loadEnv` validates; `resolveConfig` fills what a devnet can
// tell us about itself (factory, stablecoin, verified tokens) when CHAIN=devnet leaves them unset.

const rawAddress = z.string().transform((value, ctx) => {
  try {
    return Address.parse(value).toRawString();
  } catch {
    ctx.addIssue({ code: 'custom', message: `not a TON address: ${value}` });
    return z.NEVER;
  }
});

const addressList = z
  .string()
  .default('')
  .transform((value, ctx) =>
    value
      .split(',')
      .map((a) => a.trim())
      .filter((a) => a.length > 0)
      .map((a) => {
        // 'ton' names the native coin, as users write it
        if (a.toLowerCase() === 'ton') return NATIVE_TON_ADDRESS;
        try {
          return Address.parse(a).toRawString();
        } catch {
          ctx.addIssue({ code: 'custom', message: `not a TON address: ${a}` });
          return z.NEVER;
        }
      }),
  );

const int = (def: number) => z.coerce.number().int().positive().default(def);

export const EnvSchema = z
  .object({
    ...chainEnvShape({ rps: 100 }),
    /** Requests toward TonAPI in flight at most (account pages go before traces). */
    TONAPI_CONCURRENCY: int(16),
    DATABASE_URL: z.string().default(DEFAULT_DATABASE_URL),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
    /** BullMQ key prefix: indexers of one database share one (they share the work); other databases' need their own. */
    QUEUE_PREFIX: z.string().default('atoll'),
    /** Root of trust: the factory every pool must derive from (never taken from chain data). */
    FACTORY_ADDRESS: rawAddress.optional(),
    /** Root of trust: hash (hex) of the pool code the pinned factory must deploy. */
    POOL_CODE_HASH: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'a 64-digit hex hash')
      .transform((h) => h.toLowerCase())
      .optional(),
    USD_STABLECOIN: rawAddress.optional(),
    VERIFIED_TOKENS: addressList,
    /** Where TON/USD comes from: the deepest TON/stablecoin pool, or TonAPI's /v2/rates (mainnet). */
    TON_USD_SOURCE: z.enum(['pool', 'tonapi']).default('pool'),
    /** 0 turns the status endpoint off. */
    STATUS_PORT: z.coerce.number().int().min(0).default(8090),
    /** Where /status and /metrics listen: 127.0.0.1 by default, 0.0.0.0 in a container Prometheus scrapes. */
    STATUS_HOST: z.string().default('127.0.0.1'),
    POLL_INTERVAL_MS: int(2_000),
    PRICES_INTERVAL_MS: int(10_000),
    STATS_INTERVAL_MS: int(15_000),
    /** Every pool's row against its get_pool_data (drift is corrected and counted on /status). */
    RECONCILE_INTERVAL_MS: int(60_000),
    /** Transactions per page of an account (TonAPI allows up to 1000). */
    SYNC_PAGE_SIZE: int(500),
    /**
     * Accounts synced at once. A sync mostly waits on the chain source and the database; with 4, a
     * backlog's big pool waited behind small pools and LP wallets for a slot (20 s under load).
     */
    SYNC_CONCURRENCY: int(8),
    /** Transactions per trace job. */
    TRACE_BATCH: int(100),
    /** Trace requests in flight per trace job (the token bucket still caps the rate). */
    TRACE_CONCURRENCY: int(16),
    /** Off: no SSE stream, polling only (tests of the safety net). */
    SSE: z.enum(['on', 'off']).default('on'),
  })
  // unset, TONAPI_URL is its network's chain API (the devnet, testnet.tonapi.io, tonapi.io)
  .transform(withTonapiDefault);
export type Env = z.infer<typeof EnvSchema>;

export interface IndexerConfig {
  chain: Env['CHAIN'];
  tonapiUrl: string;
  tonapiKey?: string;
  tonapiRps: number;
  tonapiConcurrency: number;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  factory: string;
  /** The pinned pool code hash (hex); with `factory` the roots every pool is derived from. */
  poolCodeHash: string;
  usdStablecoin: string | null;
  verifiedTokens: string[];
  tonUsdSource: Env['TON_USD_SOURCE'];
  statusPort: number;
  statusHost: string;
  pollIntervalMs: number;
  pricesIntervalMs: number;
  statsIntervalMs: number;
  reconcileIntervalMs: number;
  syncPageSize: number;
  syncConcurrency: number;
  traceBatch: number;
  traceConcurrency: number;
  sse: boolean;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // the roots of trust: each variable, else the chain's deployment file (deployments/<CHAIN>.json)
  const parsed = EnvSchema.safeParse(withDeploymentRoots(source));
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const DevnetInfoSchema = z.object({
  factory: z.string(),
  tokens: z.array(
    z.object({ address: z.string(), symbol: z.string(), usd_price: z.number(), verified: z.boolean() }),
  ),
});

/** Completes the environment into the indexer's configuration (asks a devnet for its own addresses). */
export async function resolveConfig(env: Env): Promise<IndexerConfig> {
  let factory = env.FACTORY_ADDRESS;
  let usd = env.USD_STABLECOIN ?? null;
  let verified = env.VERIFIED_TOKENS;
  if (env.CHAIN === 'devnet' && (!factory || !usd || verified.length === 0)) {
    const res = await fetch(`${env.TONAPI_URL}/devnet/info`);
    if (!res.ok) throw new Error(`CHAIN=devnet but ${env.TONAPI_URL}/devnet/info answered ${res.status}`);
    const info = DevnetInfoSchema.parse(await res.json());
    factory ??= Address.parse(info.factory).toRawString();
    usd ??= info.tokens.find((t) => t.usd_price === 1 && t.verified)?.address ?? null;
    if (verified.length === 0) verified = info.tokens.filter((t) => t.verified).map((t) => t.address);
  }
  const poolCodeHash = env.POOL_CODE_HASH ?? (env.CHAIN === 'devnet' ? await compiledPoolCodeHash() : null);
  // every missing value named at once, so a deployment is fixed in one go
  const problems: string[] = [];
  if (!factory) problems.push(missingRoot('FACTORY_ADDRESS', env.CHAIN));
  if (!poolCodeHash) problems.push(missingRoot('POOL_CODE_HASH', env.CHAIN));
  if (env.CHAIN !== 'devnet' && !env.TONAPI_KEY) problems.push(`TONAPI_KEY is required on ${env.CHAIN}`);
  if (env.CHAIN !== 'devnet' && env.TON_USD_SOURCE === 'pool' && !usd)
    problems.push(`USD_STABLECOIN is required on ${env.CHAIN} when TON_USD_SOURCE=pool`);
  if (!factory || !poolCodeHash || problems.length > 0)
    throw new Error(`Invalid indexer configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    chain: env.CHAIN,
    tonapiUrl: env.TONAPI_URL,
    tonapiKey: env.TONAPI_KEY,
    tonapiRps: env.TONAPI_RPS,
    tonapiConcurrency: env.TONAPI_CONCURRENCY,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX,
    factory,
    poolCodeHash,
    usdStablecoin: usd ? Address.parse(usd).toRawString() : null,
    verifiedTokens: [
      ...new Set([NATIVE_TON_ADDRESS, ...verified.map((a) => requireAddress(a).toRawString())]),
    ],
    tonUsdSource: env.TON_USD_SOURCE,
    statusPort: env.STATUS_PORT,
    statusHost: env.STATUS_HOST,
    pollIntervalMs: env.POLL_INTERVAL_MS,
    pricesIntervalMs: env.PRICES_INTERVAL_MS,
    statsIntervalMs: env.STATS_INTERVAL_MS,
    reconcileIntervalMs: env.RECONCILE_INTERVAL_MS,
    syncPageSize: env.SYNC_PAGE_SIZE,
    syncConcurrency: env.SYNC_CONCURRENCY,
    traceBatch: env.TRACE_BATCH,
    traceConcurrency: env.TRACE_CONCURRENCY,
    sse: env.SSE === 'on',
  };
}

/**
 * The devnet deploys the pool code this checkout compiled (scripts/stack.ts pins the same hash): never the
 * hash the chain's factory holds, which would make the check circular.
 */
async function compiledPoolCodeHash(): Promise<string> {
  const { loadCode } = await import('@atoll/contracts/artifacts');
  return loadCode('Pool').hash().toString('hex');
}
