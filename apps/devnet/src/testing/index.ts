// `@atoll/devnet/testing`: what other workspaces' tests, scripts and benchmarks use of the devnet
// (one entry, so that they never reach into its src/ or tests/ folders).
export { startTestDevnet, type TestDevnet } from './test-devnet';
export { startDevnet, type RunningDevnet } from '../devnet';
export { loadConfig, type DevnetConfig } from '../env';
export type { DemoPool, DemoWallet, DemoWorld } from '../genesis/demo-world';
export type { IndexedTx } from '../chain/types';
export { sendFromDemoWallet } from './demo-send';
export { holdingsOf, type Holdings } from './holdings';
export { bucketOf, type BucketStats } from '../tonapi/rate-limit';
