import { beforeAll, describe, expect, it } from 'vitest';
import { type ChainReads, createIndexerChain } from '../src/chain/tonapi';
import type { IndexerConfig } from '../src/env';
import { createTokenMetadataService } from '../src/jobs/token-metadata/token-metadata';
import { silentLogger } from '../src/log';
import { QueueName, type Queues } from '../src/queues';
import { indexerStack } from './helpers/indexer-stack';

// A token row is written only with the chain's metadata: a row with the fallback's 9 decimals, visible while
// the chain is still answering, once let a concurrent job price a 6-decimal pool 1,000 times too low.
describe('token metadata on first sight', () => {
  const t = indexerStack();
  let queues: Queues;
  let config: IndexerConfig;

  beforeAll(async () => {
    ({ config, queues } = await t.openQueues());
  });

  /** The real client, its get-method answers held until `release` is called. */
  function gatedTonApi(): { tonapi: ChainReads; release: () => void; asked: Promise<void> } {
    const real = createIndexerChain({ baseUrl: t.devnet.baseUrl, rps: 1000 });
    let release!: () => void;
    let onAsked!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asked = new Promise<void>((resolve) => (onAsked = resolve));
    const tonapi: ChainReads = {
      ...real,
      jettonContent: async (master: string) => {
        onAsked();
        await gate;
        return real.jettonContent(master);
      },
    };
    return { tonapi, release, asked };
  }

  it('no row while the chain answers; then the row carries the jetton’s own decimals and symbol', async () => {
    const usd = t.devnet.world.usd;
    const address = usd.master.toRawString();
    const { tonapi, release, asked } = gatedTonApi();
    const service = createTokenMetadataService({ db: t.db, tonapi, config, log: silentLogger, queues });

    const first = service.ensure([address]);
    await asked;
    // a second job meanwhile sees no token, rather than one with 9 decimals
    expect(await t.db.token.findUnique({ where: { address } })).toBeNull();
    release();
    await Promise.all([first, service.ensure([address])]);

    const row = await t.db.token.findUniqueOrThrow({ where: { address } });
    expect({ symbol: row.symbol, decimals: row.decimals }).toEqual({
      symbol: 'aUSD',
      decimals: usd.decimals,
    });
    expect(await queues[QueueName.TokenMetadata].count()).toBe(0);
  });

  it('each token row carries the chain API’s verification level and its master’s scam flag', async () => {
    const service = createTokenMetadataService({
      db: t.db,
      tonapi: createIndexerChain({ baseUrl: t.devnet.baseUrl, rps: 1000 }),
      config,
      log: silentLogger,
      queues,
    });
    const tokens = t.devnet.world.tokens;
    await service.ensure(tokens.map((token) => token.master.toRawString()));

    const rows = await t.db.token.findMany({
      where: { address: { in: tokens.map((token) => token.master.toRawString()) } },
      select: { symbol: true, verification: true, isScam: true },
      orderBy: { symbol: 'asc' },
    });
    // the demo world has one token of each level and one scam (apps/devnet/src/genesis/catalog.ts)
    expect(rows).toEqual(
      [
        { symbol: 'ATL', verification: 'whitelist', isScam: false },
        { symbol: 'CORAL', verification: 'graylist', isScam: false },
        { symbol: 'GIFT', verification: 'none', isScam: true },
        { symbol: 'PUFF', verification: 'none', isScam: false },
        { symbol: 'REEF', verification: 'whitelist', isScam: false },
        { symbol: 'RUG', verification: 'blacklist', isScam: false },
        { symbol: 'aBTC', verification: 'whitelist', isScam: false },
        { symbol: 'aUSD', verification: 'whitelist', isScam: false },
      ].sort((a, b) => (a.symbol < b.symbol ? -1 : 1)),
    );
  });

  it('an address that is no jetton gets the spec’s fallback and a retrying metadata job', async () => {
    const address = t.devnet.world.wallets[0]!.contract.address.toRawString();
    const service = createTokenMetadataService({
      db: t.db,
      tonapi: createIndexerChain({ baseUrl: t.devnet.baseUrl, rps: 1000, maxRetries: 0 }),
      config,
      log: silentLogger,
      queues,
    });
    await service.ensure([address]);

    const row = await t.db.token.findUniqueOrThrow({ where: { address } });
    expect({ symbol: row.symbol, name: row.name, decimals: row.decimals }).toEqual({
      symbol: 'UNKN',
      name: 'Unknown',
      decimals: 9,
    });
    const jobs = await queues[QueueName.TokenMetadata].getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.map((job) => job.data)).toEqual([{ address }]);
  });
});
