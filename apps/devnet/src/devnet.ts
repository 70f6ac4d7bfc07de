import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DevnetChain } from './chain/devnet-chain';
import type { DevnetContext } from './context';
import type { DevnetConfig } from './env';
import { describeWorld, GENESIS_SEED } from './genesis/demo-world';
import { runGenesis, treasuryAddress } from './genesis/genesis';

export interface RunningDevnet extends DevnetContext {
  app: FastifyInstance;
  /** True when the chain came from the data directory rather than a fresh genesis. */
  restored: boolean;
  close(): Promise<void>;
}

/** Opens (or creates) the chain, builds the HTTP app; the caller decides whether to listen. */
export async function startDevnet(config: DevnetConfig): Promise<RunningDevnet> {
  const world = await describeWorld(config.publicUrl, treasuryAddress(GENESIS_SEED));
  const { chain, restored } = await DevnetChain.open({
    dataDir: config.dataDir,
    blockIntervalMs: config.blockIntervalMs,
    reset: config.reset,
    genesisId: world.genesisId,
    genesis: (c) => runGenesis(c, world),
  });
  chain.start();
  const ctx: DevnetContext = { chain, world, config };
  const app = await buildApp(ctx);
  const hooks: Array<() => Promise<void>> = [];
  return {
    ...ctx,
    app,
    restored,
    async close() {
      for (const hook of hooks) await hook();
      await app.close();
      await chain.close();
    },
  };
}
