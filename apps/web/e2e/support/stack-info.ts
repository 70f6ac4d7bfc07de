// No vitest here: the perf benchmark reads it under plain tsx.
/** What scripts/stack.ts prints on its `STACK_READY` line. */
export interface StackInfo {
  devnet: string;
  api: string;
  web: string;
  indexerStatus: string;
  databaseUrl: string;
  queuePrefix: string;
  wallets: Array<{ name: string; address: string; friendly: string }>;
  startedInMs: number;
}
