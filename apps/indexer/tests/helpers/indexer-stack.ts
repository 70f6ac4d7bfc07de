import { createTestDatabase, type TestDatabase } from '@atoll/db';
import { startTestDevnet } from '@atoll/devnet/testing';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { IndexerConfig } from '../../src/env';
import { type RunningIndexer, startIndexer } from '../../src/indexer';
import { silentLogger } from '../../src/log';
import { closeQueues, createQueues, type Queues } from '../../src/queues';
import type { TestDevnet } from './actions';
import { obliterate, testConfig } from './indexer';

/** What an indexer test runs against: a test devnet and a fresh database (this object is that database). */
export interface IndexerStack extends TestDatabase {
  devnet: TestDevnet;
  /** Starts the indexer on the stack, with `extra` env beside testConfig's. */
  startIndexer(extra?: Record<string, string>): Promise<RunningIndexer>;
  /** BullMQ queues under a test config's own prefix, for a test that drives the jobs itself. */
  openQueues(): Promise<{ config: IndexerConfig; queues: Queues }>;
}

/**
 * A devnet and a fresh database started before the suite's tests (its fields are set from then on);
 * after them, what the suite opened is closed in order (queues, indexers, each with its Redis keys
 * cleared), then the devnet, then the database.
 */
export function indexerStack(): IndexerStack {
  const closers: Array<() => Promise<void>> = [];
  const stack = {
    async startIndexer(extra: Record<string, string> = {}) {
      const indexer = await startIndexer(await testConfig(stack.devnet, stack.url, extra), silentLogger);
      closers.push(async () => {
        await indexer.close();
        await obliterate(indexer.ctx.config);
      });
      return indexer;
    },
    async openQueues() {
      const config = await testConfig(stack.devnet, stack.url);
      const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
      const queues = createQueues(connection, config.queuePrefix);
      closers.push(async () => {
        await closeQueues(queues);
        await connection.quit();
        await obliterate(config);
      });
      return { config, queues };
    },
  } as IndexerStack;
  beforeAll(async () => {
    const [devnet, database] = await Promise.all([startTestDevnet(), createTestDatabase()]);
    Object.assign(stack, database, { devnet });
  });
  afterAll(async () => {
    for (const close of closers) await close();
    await stack.devnet?.close();
    await stack.drop?.();
  });
  return stack;
}
