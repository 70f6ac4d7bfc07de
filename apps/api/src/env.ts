import { Address } from '@ton/core';
import { z } from 'zod';
import { missingRoot, withDeploymentRoots } from '@atoll/chain/deployment';
import { withTonapiDefault } from '@atoll/chain/env';

// The API's one configuration source: environment variables, validated once at start.
const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

/** At least 32 bytes (not characters: a secret's strength is its bytes). */
const secret = (name: string) =>
  z
    .string()
    .refine((s) => Buffer.byteLength(s, 'utf8') >= 32, `${name} must be at least 32 bytes`)
    .optional();

/**
 * `TRUST_PROXY`: off unless set. A hop count trusts that many proxies in front of the API; a list of IPs or
 * CIDRs trusts only those. `true` is refused: trusting every hop lets a client pick its own address with
 * `X-Forwarded-For`, and so its own rate-limit bucket.
 */
const trustProxy = z
  .string()
  .trim()
  .default('')
  .transform((s, ctx): number | string[] | false => {
    if (s === '' || s === 'false' || s === '0') return false;
    if (/^\d+$/.test(s)) return Number(s);
    const list = s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
    if (list.some((x) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(x))) {
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count or a list of IPs/CIDRs' });
      return z.NEVER;
    }
    return list;
  });

export const EnvSchema = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Which chain the product runs on; proofs must come from wallets on the same network. */
  CHAIN: z.enum(['devnet', 'testnet', 'mainnet']).default('devnet'),
  /** Unset: the network's own chain API (the devnet, testnet.tonapi.io, tonapi.io). */
  TONAPI_URL: z.string().url().optional(),
  TONAPI_KEY: z.string().default(''),
  /** Requests per second toward TonAPI (the key's limit: a free key allows 1). */
  TONAPI_RPS: z.coerce.number().positive().default(50),
  DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/atoll'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Signs session tokens (HS256). Required off the devnet (see `unsafeSettings`). */
  JWT_SECRET: secret('JWT_SECRET'),
  /** Signs sign-in payloads (HMAC): a key of its own, so a leak of one cannot forge the other. */
  PROOF_SECRET: secret('PROOF_SECRET'),
  JWT_ISSUER: z.string().min(1).default('atoll-api'),
  JWT_AUDIENCE: z.string().min(1).default('atoll-web'),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 3600)
    .default(24 * 3600),
  PROOF_PAYLOAD_TTL_SECONDS: z.coerce.number().int().min(30).max(900).default(300),
  /** Domains (host[:port]) a ton_proof may name: where the web app is served. */
  ALLOWED_PROOF_DOMAINS: csv.default(['localhost:5173', 'localhost:4173', '127.0.0.1:5173']),
  CORS_ORIGINS: csv.default(['http://localhost:5173', 'http://localhost:4173', 'http://127.0.0.1:5173']),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Most pools one search reads from the database, whatever the page asks: bounds its memory and time. */
  POOL_SEARCH_MAX_ROWS: z.coerce.number().int().min(1).default(10_000),
  /**
   * One log line per request (with its id) on top of warnings and errors: on by default, as operators want;
   * `npm run dev` turns it off so the terminal keeps the demo wallets in view (`--request-logs` brings it back).
   */
  API_REQUEST_LOGS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Event-loop delay above which requests are shed with 503 + Retry-After. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).default(1000),
  /**
   * Roots of trust (issue 13), the same values the indexer pins: the factory every pool derives from and
   * the hash (hex) of the pool code it deploys. The API serves only pool rows the indexer registered by
   * derivation from these; validated here so a deployment names the same roots to both.
   */
  FACTORY_ADDRESS: z
    .string()
    .refine((a) => Address.isFriendly(a) || Address.isRaw(a), 'FACTORY_ADDRESS must be a TON address')
    .optional(),
  POOL_CODE_HASH: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'POOL_CODE_HASH must be a 64-digit hex hash')
    .optional(),
  /** Root of trust for limit orders: the hash (hex) of the order code every order address derives from. */
  ORDER_CODE_HASH: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'ORDER_CODE_HASH must be a 64-digit hex hash')
    .optional(),
});

type ParsedEnv = z.infer<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'JWT_SECRET' | 'PROOF_SECRET' | 'TONAPI_URL'> & {
  TONAPI_URL: string;
  JWT_SECRET: string;
  PROOF_SECRET: string;
};

/** Known to everyone who reads this file, so good for the devnet only. */
const DEVNET_SECRETS = {
  JWT_SECRET: 'atoll-devnet-jwt-secret-change-me-in-production',
  PROOF_SECRET: 'atoll-devnet-proof-secret-change-me-in-production',
} as const;

/**
 * Every value that must be set explicitly before the API may serve a real chain, each with what is wrong
 * with it. One list, so a later requirement (a pinned factory, say) is one more line here.
 */
export function unsafeSettings(env: ParsedEnv): string[] {
  if (env.CHAIN === 'devnet') return [];
  const problems: string[] = [];
  for (const name of ['JWT_SECRET', 'PROOF_SECRET'] as const) {
    const value = env[name];
    if (value === undefined) problems.push(`${name} is required on ${env.CHAIN} (at least 32 bytes)`);
    else if (value === DEVNET_SECRETS[name]) problems.push(`${name} is the public devnet default`);
  }
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET === env.PROOF_SECRET)
    problems.push('PROOF_SECRET must differ from JWT_SECRET');
  if (!env.TONAPI_KEY) problems.push(`TONAPI_KEY is required on ${env.CHAIN}`);
  // the roots of trust orders and pools are derived from (the deployment's, never the chain's word)
  for (const name of ['FACTORY_ADDRESS', 'POOL_CODE_HASH', 'ORDER_CODE_HASH'] as const)
    if (!env[name]) problems.push(missingRoot(name, env.CHAIN));
  const local = (value: string) => /(^|\/\/)(localhost|127\.0\.0\.1)(:|$|\/)/.test(value);
  for (const name of ['ALLOWED_PROOF_DOMAINS', 'CORS_ORIGINS'] as const) {
    const locals = env[name].filter(local);
    if (locals.length > 0)
      problems.push(`${name} names a local host (${locals.join(', ')}): set the web app's public origin`);
  }
  return problems;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // the roots of trust: each variable, else the chain's deployment file (deployments/<CHAIN>.json)
  const parsed = EnvSchema.safeParse(withDeploymentRoots(source));
  const problems = parsed.success
    ? unsafeSettings(parsed.data)
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (!parsed.success || problems.length > 0)
    throw new Error(`Invalid API configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    ...withTonapiDefault(parsed.data),
    JWT_SECRET: parsed.data.JWT_SECRET ?? DEVNET_SECRETS.JWT_SECRET,
    PROOF_SECRET: parsed.data.PROOF_SECRET ?? DEVNET_SECRETS.PROOF_SECRET,
  };
}

/** TON Connect network id of the configured chain (the devnet signs as testnet). */
export const networkOf = (env: Env): '-239' | '-3' => (env.CHAIN === 'mainnet' ? '-239' : '-3');
