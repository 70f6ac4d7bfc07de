import { parseArgs } from 'node:util';
import { z } from 'zod';

// The devnet's one source of configuration: command-line flags over environment variables.
const EnvSchema = z.object({
  DEVNET_PORT: z.coerce.number().int().min(1).max(65535).default(8081),
  DEVNET_HOST: z.string().default('127.0.0.1'),
  /** The URL clients use to reach the devnet: icons and metadata links point at it. */
  DEVNET_PUBLIC_URL: z.string().url().optional(),
  DEVNET_DATA_DIR: z.string().default('data'),
  DEVNET_BLOCK_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(400),
  DEVNET_MARKET: z.enum(['on', 'off']).default('on'),
  DEVNET_MARKET_INTERVAL_MS: z.coerce.number().int().min(200).default(3000),
  DEVNET_MARKET_SEED: z.coerce.number().int().optional(),
  /** Strict mode: requests per second each key (or keyless IP) may make under /v2/; unset: no limit. */
  DEVNET_RATE_LIMIT_RPS: z.coerce.number().int().min(1).max(100_000).optional(),
});

export interface DevnetConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string | null;
  blockIntervalMs: number;
  market: boolean;
  marketIntervalMs: number;
  /** Seeds the bots' decisions; undefined for a different market every run. */
  marketSeed?: number;
  reset: boolean;
  /** `--print-roots`: print the roots of trust of this build's genesis (KEY=value lines) and exit. */
  printRoots: boolean;
  /** Strict mode: TonAPI's per-key limit (429 + Retry-After beyond it); null: unlimited. */
  rateLimitRps: number | null;
}

function integerFlag(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer in [${min}, ${max}], got ${raw}`);
  return n;
}

/** Command-line flags (node:util parseArgs: an unknown flag is an error that names it). */
function parseFlags(argv: string[]) {
  const { values, tokens } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'public-url': { type: 'string' },
      'data-dir': { type: 'string' },
      'in-memory': { type: 'boolean' },
      'block-interval': { type: 'string' },
      market: { type: 'boolean' },
      'no-market': { type: 'boolean' },
      'market-interval': { type: 'string' },
      'market-seed': { type: 'string' },
      reset: { type: 'boolean' },
      'print-roots': { type: 'boolean' },
      'rate-limit': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
    tokens: true,
  });
  // --market and --no-market: the last one given wins
  const lastMarket = tokens.findLast(
    (t) => t.kind === 'option' && (t.name === 'market' || t.name === 'no-market'),
  );
  return { values, market: lastMarket?.kind === 'option' ? lastMarket.name === 'market' : undefined };
}

export function loadConfig(argv: string[], env: NodeJS.ProcessEnv): DevnetConfig {
  const e = EnvSchema.parse(env);
  const { values, market } = parseFlags(argv);
  const port = values.port === undefined ? e.DEVNET_PORT : integerFlag('port', values.port, 1, 65535);
  const blockInterval = values['block-interval'];
  const marketInterval = values['market-interval'];
  const marketSeed = values['market-seed'];
  const rateLimit = values['rate-limit'];
  return {
    port,
    host: values.host ?? e.DEVNET_HOST,
    publicUrl: (values['public-url'] ?? e.DEVNET_PUBLIC_URL ?? `http://localhost:${port}`).replace(
      /\/+$/,
      '',
    ),
    dataDir: values['in-memory'] ? null : (values['data-dir'] ?? e.DEVNET_DATA_DIR),
    blockIntervalMs: blockInterval
      ? integerFlag('block-interval', blockInterval, 50, 60_000)
      : e.DEVNET_BLOCK_INTERVAL_MS,
    // neither flag: DEVNET_MARKET (on by default)
    market: market ?? e.DEVNET_MARKET === 'on',
    marketIntervalMs: marketInterval
      ? integerFlag('market-interval', marketInterval, 200, 3_600_000)
      : e.DEVNET_MARKET_INTERVAL_MS,
    marketSeed: marketSeed ? integerFlag('market-seed', marketSeed, 0, 2 ** 32 - 1) : e.DEVNET_MARKET_SEED,
    reset: values.reset ?? false,
    printRoots: values['print-roots'] ?? false,
    rateLimitRps: rateLimit
      ? integerFlag('rate-limit', rateLimit, 1, 100_000)
      : (e.DEVNET_RATE_LIMIT_RPS ?? null),
  };
}
