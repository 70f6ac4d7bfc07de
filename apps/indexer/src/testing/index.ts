// `@atoll/indexer/testing`: what other workspaces' tests and benchmarks need to run the indexer in-process
// (the keeper's tests follow orders the way the stack does).
export { startIndexer, type RunningIndexer } from '../indexer';
export { loadEnv, resolveConfig, type IndexerConfig } from '../env';
export { silentLogger } from '../log';
export { clearQueues } from '../queues';
export { freePort, spawnApi, spawnIndexer, type Child } from './processes';
export { createPoolStats } from '../jobs/pool-stats/pool-stats';
