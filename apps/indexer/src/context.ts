import type { Db } from '@atoll/db';
import type { ChainReads } from './chain/tonapi';
import type { IndexerConfig } from './env';
import type { Logger } from './log';
import type { Queues } from './queues';
import type { BacklogGate } from './lib/backlog-gate';
import type { ReadModel } from './read-model/version';

/** What jobs depend on; each service takes only the parts it uses. */
export interface IndexerContext {
  db: Db;
  tonapi: ChainReads;
  queues: Queues;
  config: IndexerConfig;
  log: Logger;
  /** A pool was registered: the SSE follower must watch it too. */
  onAccountsChanged: () => void;
  /**
   * Called after each committed write of pool rows, token rows (prices, metadata, verification) or a
   * wallet's activity (pool events, verified trace records, order steps), naming which: bumps the
   * read-model versions the API's snapshots compare against (read-model/version.ts). Absent in tests
   * that run a service alone.
   */
  readModelChanged?: (changed: readonly ReadModel[], wallets?: readonly string[]) => Promise<void>;
  /** Held while account syncs read a backlog; trace settlement waits for it (lib/backlog-gate.ts). */
  backlog?: BacklogGate;
}
