import { beforeAll, describe, expect, it } from 'vitest';
import { toBigInt } from '@atoll/db';
import { Address } from '@ton/core';
import { type ChainReads, createIndexerChain, ltOf } from '../src/chain/tonapi';
import { TraceNotFinalError } from '../src/errors';
import type { IndexerConfig } from '../src/env';
import { initPoolMessages } from '../src/jobs/verify-pools/pool-trust.fns';
import { type Queues } from '../src/queues';
import { accountSyncOver } from './helpers/indexer';
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
    const sync = await accountSyncOver(t.db, tonapi, queues, config);
    await t.db.indexerCursor.create({ data: { account: config.factory, lastLt: 0 } });

    const result = await sync.sync(config.factory);

    const pools = await t.db.pool.findMany({ select: { address: true } });
    expect(pools.map((p) => p.address).sort()).toEqual(
      t.devnet.world.pools.map((p) => p.address.toRawString()).sort(),
    );
    expect(result.events).toBe(t.devnet.world.pools.length);
    expect(traceReads).toBe(0);
  });

  // the page's pools are read at once: one not delivered yet must still stop the page at its transaction
  it('registers the pools before a pool not delivered yet, keeps the cursor before it, then the rest', async () => {
    const real = createIndexerChain({ baseUrl: t.devnet.baseUrl, rps: 1000 });
    const factoryTxs = await real.accountTransactions(config.factory, 0n, 1000);
    const creating = factoryTxs.filter((tx) => initPoolMessages(tx).length > 0);
    expect(creating.length).toBe(t.devnet.world.pools.length);
    // a pool in the middle of the page is not delivered yet on the first sync
    const held = creating[Math.floor(creating.length / 2)]!;
    const heldMessage = initPoolMessages(held)[0]!.hash;
    let delivered = false;
    const tonapi: ChainReads = {
      ...real,
      messageTransaction: async (hash) =>
        hash === heldMessage && !delivered ? null : real.messageTransaction(hash),
    };
    await t.db.pool.deleteMany();
    await t.db.indexerCursor.deleteMany();
    await t.db.indexerCursor.create({ data: { account: config.factory, lastLt: 0 } });
    const sync = await accountSyncOver(t.db, tonapi, queues, config);
    const cursorLt = async () =>
      toBigInt((await t.db.indexerCursor.findUniqueOrThrow({ where: { account: config.factory } })).lastLt);
    const pools = async () => (await t.db.pool.findMany({ select: { address: true } })).map((p) => p.address);

    await expect(sync.sync(config.factory)).rejects.toBeInstanceOf(TraceNotFinalError);
    const before = factoryTxs[factoryTxs.indexOf(held) - 1]!;
    expect(await cursorLt()).toBe(ltOf(before.lt));
    // exactly the pools the transactions before the held one created
    const heldIndex = creating.indexOf(held);
    const earlier = await Promise.all(
      creating
        .slice(0, heldIndex)
        .map(async (tx) => (await real.messageTransaction(initPoolMessages(tx)[0]!.hash))!.account.address),
    );
    expect(heldIndex).toBeGreaterThan(0);
    expect((await pools()).sort()).toEqual(earlier.map((a) => Address.parse(a).toRawString()).sort());

    delivered = true;
    const result = await sync.sync(config.factory);
    expect((await pools()).sort()).toEqual(t.devnet.world.pools.map((p) => p.address.toRawString()).sort());
    expect(result.events).toBe(creating.length - heldIndex);
    expect(await cursorLt()).toBe(ltOf(factoryTxs.at(-1)!.lt));
  });
});
