import type { Db } from '@atoll/db';
import type { ChainReads } from './chain/tonapi';
import type { IndexerConfig } from './env';
import type { Logger } from './log';
import type { Queues } from './queues';

/** What jobs depend on; each service takes only the parts it uses. */
export interface IndexerContext {
  db: Db;
  tonapi: ChainReads;
  queues: Queues;
  config: IndexerConfig;
  log: Logger;
  /** A pool was registered: the SSE follower must watch it too. */
  onAccountsChanged: () => void;
}
