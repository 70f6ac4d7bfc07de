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
  DEVNET_EMULATOR: z.enum(['fast', 'stock']).default('fast'),
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
  /** 'fast': the sandbox's emulator with fixed glue and Node's SHA-256 for cells; 'stock': as shipped. */
  emulator: 'fast' | 'stock';
}

function integerFlag(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer in [${min}, ${max}], got ${raw}`);
  return n;
}

function emulatorKind(raw: string): 'fast' | 'stock' {
  if (raw !== 'fast' && raw !== 'stock') throw new Error(`--emulator must be fast or stock, got ${raw}`);
  return raw;
}

export function loadConfig(argv: string[], env: NodeJS.ProcessEnv): DevnetConfig {
  const e = EnvSchema.parse(env);
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => {
    const hit = argv.findLast((a) => a.startsWith(`--${name}=`));
    return hit ? hit.slice(name.length + 3) : undefined;
  };
  const port = Number(value('port') ?? e.DEVNET_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`--port must be a TCP port, got ${value('port')}`);
  const blockInterval = value('block-interval');
  const marketInterval = value('market-interval');
  const marketSeed = value('market-seed');
  // --market and --no-market: the last one given wins; neither: DEVNET_MARKET (on by default)
  const lastMarketFlag = argv.findLast((a) => a === '--market' || a === '--no-market');
  return {
    port,
    host: value('host') ?? e.DEVNET_HOST,
    publicUrl: (value('public-url') ?? e.DEVNET_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: flag('in-memory') ? null : (value('data-dir') ?? e.DEVNET_DATA_DIR),
    blockIntervalMs: blockInterval
      ? integerFlag('block-interval', blockInterval, 50, 60_000)
      : e.DEVNET_BLOCK_INTERVAL_MS,
    market: lastMarketFlag ? lastMarketFlag === '--market' : e.DEVNET_MARKET === 'on',
    marketIntervalMs: marketInterval
      ? integerFlag('market-interval', marketInterval, 200, 3_600_000)
      : e.DEVNET_MARKET_INTERVAL_MS,
    marketSeed: marketSeed ? integerFlag('market-seed', marketSeed, 0, 2 ** 32 - 1) : e.DEVNET_MARKET_SEED,
    reset: flag('reset'),
    emulator: emulatorKind(value('emulator') ?? e.DEVNET_EMULATOR),
  };
}
