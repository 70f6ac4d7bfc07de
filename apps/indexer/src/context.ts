import type { Db } from '@atoll/db';
import type { ChainReads } from './chain/tonapi';
import type { IndexerConfig } from './env';
import type { Logger } from './log';
import type { Queues } from './queues';
import type { ReadModelChange } from './read-model/version';

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
   * Called after each committed write to pools or tokens (rows, prices, metadata, verification), to pool
   * events or to verified trace records: bumps the read-model version the API's snapshots and cached
   * totals compare against (read-model/version.ts). Absent in tests that run a service alone.
   */
  readModelChanged?: (change?: ReadModelChange) => Promise<void>;
}
