import { beforeAll, describe, expect, it } from 'vitest';
import { type ChainReads, createIndexerChain } from '../src/chain/tonapi';
import type { IndexerConfig } from '../src/env';
import { createAccountSync } from '../src/jobs/account-sync/account-sync';
import { createTokenMetadataService } from '../src/jobs/token-metadata/token-metadata';
import { loadPoolTrust } from '../src/jobs/verify-pools/pool-trust';
import { silentLogger } from '../src/log';
import { type Queues } from '../src/queues';
import { indexerStack } from './helpers/indexer-stack';

// Factory sync reads the transactions the factory's own InitPool messages started, never a whole trace:
// a trace that never finishes (a user's unrelated branch, or a chain API that keeps reporting it as
// emulated) cannot hold up the pools. Here every trace read hangs, on the real devnet's chain data.
describe('factory sync', () => {
  const t = indexerStack();
  let queues: Queues;
  let config: IndexerConfig;

  beforeAll(async () => {
    ({ config, queues } = await t.openQueues());
  });

  it('registers every genesis pool while no trace ever finishes', async () => {
    const real = createIndexerChain({ baseUrl: t.devnet.baseUrl, rps: 1000 });
    let traceReads = 0;
    const tonapi: ChainReads = {
      ...real,
      trace: () => {
        traceReads++;
        return new Promise(() => {});
      },
    };
    const ctx = { db: t.db, tonapi, queues, config, log: silentLogger, onAccountsChanged: () => {} };
    const sync = createAccountSync({
      ...ctx,
      tokens: createTokenMetadataService(ctx),
      trust: await loadPoolTrust(tonapi, config),
    });
    await t.db.indexerCursor.create({ data: { account: config.factory, lastLt: 0 } });

    const result = await sync.sync(config.factory);

    const pools = await t.db.pool.findMany({ select: { address: true } });
    expect(pools.map((p) => p.address).sort()).toEqual(
      t.devnet.world.pools.map((p) => p.address.toRawString()).sort(),
    );
    expect(result.events).toBe(t.devnet.world.pools.length);
    expect(traceReads).toBe(0);
  });
});
