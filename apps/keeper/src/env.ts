import { readFileSync } from 'node:fs';
import { DEFAULT_DATABASE_URL } from '@atoll/db';
import { Address, toNano } from '@ton/core';
import { z } from 'zod';
import { missingRoot, withDeploymentRoots } from '@atoll/chain/deployment';
import { chainEnvShape, withTonapiDefault } from '@atoll/chain/env';
import { fundedDevnetWallet } from './devnet-wallet';

// The only place that reads process.env. The keeper holds a hot wallet's key: it runs as its own process,
// apart from the indexer, and reads the chain state the indexer keeps in Postgres.

const hash = z
  .string()
  .regex(/^[0-9a-fA-F]{64}$/, 'a 64-digit hex hash')
  .transform((h) => h.toLowerCase());
const address = z.string().refine((a) => Address.isFriendly(a) || Address.isRaw(a), 'a TON address');
const ton = (def: string) =>
  z
    .string()
    .default(def)
    .transform((value, ctx) => {
      try {
        return toNano(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: `not an amount of TON: ${value}` });
        return z.NEVER;
      }
    });
const int = (def: number) => z.coerce.number().int().positive().default(def);

export const EnvSchema = z
  .object({
    ...chainEnvShape({ rps: 50 }),
    DATABASE_URL: z.string().default(DEFAULT_DATABASE_URL),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
    /** BullMQ key prefix of the keeper's own queue. */
    QUEUE_PREFIX: z.string().default('atoll-keeper'),
    /** Roots of trust, the same the indexer and the API pin: every order is re-derived from them before a send. */
    FACTORY_ADDRESS: address.optional(),
    POOL_CODE_HASH: hash.optional(),
    ORDER_CODE_HASH: hash.optional(),
    /** The hot wallet (W5R1): 24 words, inline or in a file (the file wins). Devnet: a funded fresh one by default. */
    KEEPER_MNEMONIC: z.string().optional(),
    KEEPER_MNEMONIC_FILE: z.string().optional(),
    /** How often open orders are checked against the pools. */
    KEEPER_SCAN_MS: int(500),
    /**
     * What one fill through a pool costs the keeper in TON: its wallet's external plus the fees the fill
     * keeps (GAS.md `limit order fill (via pool)`: 0.026 for a TON sell, about 0.04 for a jetton sell, the
     * costlier one taken). A fill whose reward is below this is never sent.
     */
    KEEPER_FILL_COST: ton('0.045'),
    /** What triggering an expiry costs the keeper (GAS.md `limit order cancel` plus the external). */
    KEEPER_EXPIRE_COST: ton('0.02'),
    /** /healthz and /metrics (status.ts): 0 (the default) serves neither; the images use 8091. */
    KEEPER_STATUS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    KEEPER_STATUS_HOST: z.string().default('127.0.0.1'),
  })
  // unset, TONAPI_URL is its network's chain API (the devnet, testnet.tonapi.io, tonapi.io)
  .transform(withTonapiDefault);
export type Env = z.infer<typeof EnvSchema>;

export interface KeeperConfig {
  chain: Env['CHAIN'];
  tonapiUrl: string;
  tonapiKey?: string;
  tonapiRps: number;
  databaseUrl: string;
  redisUrl: string;
  queuePrefix: string;
  roots: { factory: string; poolCodeHash: string; orderCodeHash: string };
  mnemonic: string[];
  scanMs: number;
  fillCost: bigint;
  expireCost: bigint;
  status: { port: number; host: string };
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // the roots of trust: each variable, else the chain's deployment file (deployments/<CHAIN>.json)
  const parsed = EnvSchema.safeParse(withDeploymentRoots(source));
  if (!parsed.success) throw new Error(`Invalid keeper configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const DevnetInfoSchema = z.object({ factory: z.string() });

/**
 * The configuration, with every missing value named at once. On the devnet the factory can be asked of
 * the devnet itself; the code hashes default to this build's own contracts there (`devnetCodeHashes`).
 */
export async function resolveConfig(
  env: Env,
  devnetCodeHashes: () => { pool: string; order: string },
): Promise<KeeperConfig> {
  const problems: string[] = [];
  let factory = env.FACTORY_ADDRESS;
  let poolCodeHash = env.POOL_CODE_HASH;
  let orderCodeHash = env.ORDER_CODE_HASH;
  if (env.CHAIN === 'devnet') {
    if (!factory) {
      const res = await fetch(`${env.TONAPI_URL}/devnet/info`);
      if (!res.ok) throw new Error(`CHAIN=devnet but ${env.TONAPI_URL}/devnet/info answered ${res.status}`);
      factory = DevnetInfoSchema.parse(await res.json()).factory;
    }
    poolCodeHash ??= devnetCodeHashes().pool;
    orderCodeHash ??= devnetCodeHashes().order;
  }
  if (!factory) problems.push(missingRoot('FACTORY_ADDRESS', env.CHAIN));
  if (!poolCodeHash) problems.push(missingRoot('POOL_CODE_HASH', env.CHAIN));
  if (!orderCodeHash) problems.push(missingRoot('ORDER_CODE_HASH', env.CHAIN));
  if (env.CHAIN !== 'devnet' && !env.TONAPI_KEY) problems.push(`TONAPI_KEY is required on ${env.CHAIN}`);
  let words = (
    env.KEEPER_MNEMONIC_FILE ? readFileSync(env.KEEPER_MNEMONIC_FILE, 'utf8') : (env.KEEPER_MNEMONIC ?? '')
  )
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 0);
  if (words.length === 0 && env.CHAIN === 'devnet') words = await fundedDevnetWallet(env.TONAPI_URL);
  if (words.length !== 24) problems.push('KEEPER_MNEMONIC (or KEEPER_MNEMONIC_FILE) must hold 24 words');
  if (problems.length > 0)
    throw new Error(`Invalid keeper configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    chain: env.CHAIN,
    tonapiUrl: env.TONAPI_URL,
    tonapiKey: env.TONAPI_KEY,
    tonapiRps: env.TONAPI_RPS,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    queuePrefix: env.QUEUE_PREFIX,
    roots: { factory: factory!, poolCodeHash: poolCodeHash!, orderCodeHash: orderCodeHash! },
    mnemonic: words,
    scanMs: env.KEEPER_SCAN_MS,
    fillCost: env.KEEPER_FILL_COST,
    expireCost: env.KEEPER_EXPIRE_COST,
    status: { port: env.KEEPER_STATUS_PORT, host: env.KEEPER_STATUS_HOST },
  };
}
