import { z } from 'zod';

// The API's one configuration source: environment variables, validated once at start.
const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

export const EnvSchema = z.object({
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Which chain the product runs on; proofs must come from wallets on the same network. */
  CHAIN: z.enum(['devnet', 'testnet', 'mainnet']).default('devnet'),
  TONAPI_URL: z.string().url().default('http://127.0.0.1:8081'),
  TONAPI_KEY: z.string().default(''),
  DATABASE_URL: z.string().default('postgresql://postgres@127.0.0.1:5432/atoll'),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Signs session tokens (HS256) and proof payloads (HMAC); at least 32 characters. */
  JWT_SECRET: z
    .string()
    .min(32, 'JWT_SECRET must be at least 32 characters')
    .default('atoll-devnet-secret-change-me-in-production'),
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
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Event-loop delay above which requests are shed with 503 + Retry-After. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).default(1000),
});

export type Env = z.infer<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid API configuration:\n${lines}`);
  }
  return parsed.data;
}

/** TON Connect network id of the configured chain (the devnet signs as testnet). */
export const networkOf = (env: Env): '-239' | '-3' => (env.CHAIN === 'mainnet' ? '-239' : '-3');
