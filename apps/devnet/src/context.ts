import type { DevnetChain } from './chain/devnet-chain';
import type { DevnetConfig } from './env';
import type { DemoWorld } from './genesis/demo-world';

/** What every route module gets. */
export interface DevnetContext {
  chain: DevnetChain;
  world: DemoWorld;
  config: DevnetConfig;
}
