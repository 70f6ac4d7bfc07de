import { codeHashHex } from '@atoll/contracts/artifacts';
import { buildApp } from './app';
import { DevnetChain } from './chain/devnet-chain';
import type { DevnetApp, DevnetContext } from './context';
import type { DevnetConfig } from './env';
import { describeWorld, GENESIS_SEED } from './genesis/demo-world';
import { runGenesis, treasuryAddress } from './genesis/genesis';
import { type Market, startMarket } from './market/market';
import { RateLimiter } from './tonapi/rate-limit';

export interface RunningDevnet extends DevnetContext {
  app: DevnetApp;
  /** True when the chain came from the data directory rather than a fresh genesis. */
  restored: boolean;
  /** The bots of `--market`, null when the market is off. */
  market: Market | null;
  close(): Promise<void>;
}

export interface DevnetOptions {
  /** Where the market reports each action (quiet by default). */
  log?: (line: string) => void;
  /** Where the market reports what went wrong (console.warn by default). */
  warn?: (line: string) => void;
}

/**
 * The roots of trust every app pins (apps/indexer/README.md) for the chain this build's genesis creates: the
 * factory's address (a function of the compiled contracts and the genesis keys, not of any saved state),
 * and the pool and order code hashes. The images' web build and start script read them (scripts/docker).
 */
export async function genesisRoots(config: DevnetConfig): Promise<Record<string, string>> {
  const world = await describeWorld(config.publicUrl, treasuryAddress(GENESIS_SEED));
  return {
    FACTORY_ADDRESS: world.factory.toRawString(),
    POOL_CODE_HASH: codeHashHex('Pool'),
    ORDER_CODE_HASH: codeHashHex('Order'),
  };
}

/** Opens (or creates) the chain, builds the HTTP app; the caller decides whether to listen. */
export async function startDevnet(config: DevnetConfig, options: DevnetOptions = {}): Promise<RunningDevnet> {
  const world = await describeWorld(config.publicUrl, treasuryAddress(GENESIS_SEED));
  const { chain, restored } = await DevnetChain.open({
    dataDir: config.dataDir,
    blockIntervalMs: config.blockIntervalMs,
    reset: config.reset,
    genesisId: world.genesisId,
    genesis: (c) => runGenesis(c, world),
  });
  chain.start();
  const rateLimiter = config.rateLimitRps === null ? null : new RateLimiter(config.rateLimitRps);
  const ctx: DevnetContext = { chain, world, config, rateLimiter };
  const app = await buildApp(ctx);
  const hooks: Array<() => Promise<void>> = [];
  const market = config.market
    ? startMarket(chain, world, {
        intervalMs: config.marketIntervalMs,
        seed: config.marketSeed,
        log: options.log,
        warn: options.warn,
      })
    : null;
  if (market) hooks.push(() => market.stop());
  let closing: Promise<void> | null = null;
  return {
    ...ctx,
    app,
    restored,
    market,
    close() {
      closing ??= (async () => {
        for (const hook of hooks) await hook();
        await app.close();
        await chain.close();
      })();
      return closing;
    },
  };
}
