import { toBigInt } from '@atoll/db';
import { toNano } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ChainReads, createIndexerChain, ltOf } from '../src/chain/tonapi';
import type { IndexerConfig } from '../src/env';
import type { Queues } from '../src/queues';
import { findPool, swap } from './helpers/actions';
import { accountSyncOver, chainEventKeys, testConfig } from './helpers/indexer';
import { indexerStack } from './helpers/indexer-stack';

// A pool's sync asks for its next page while the current one is being written (one page ahead). A read
// that fails while a page is being written must leave exactly the pages written before it (the cursor
// after the last of them), and the retried job, or the same pages read twice, must store every log once.

const PAGE = 4;
const SWAPS = 10;

describe('pool sync reading one page ahead', () => {
  const t = indexerStack();
  let queues: Queues;
  let config: IndexerConfig;

  beforeAll(async () => {
    ({ queues } = await t.openQueues());
    config = await testConfig(t.devnet, t.url, { SYNC_PAGE_SIZE: String(PAGE) });
    const pool = findPool(t.devnet, 'TON', 'aUSD');
    const wallets = t.devnet.world.wallets;
    for (let i = 0; i < SWAPS; i++)
      await swap(t.devnet, wallets[i % wallets.length]!, {
        pool,
        from: 'TON',
        to: 'aUSD',
        amountIn: toNano('1'),
      });
  });

  it('keeps the pages written before a failed read, then stores every log once', async () => {
    const address = findPool(t.devnet, 'TON', 'aUSD').address.toRawString();
    const real = createIndexerChain({ baseUrl: t.devnet.baseUrl, rps: 1000 });
    let poolReads = 0;
    let failing = true;
    const tonapi: ChainReads = {
      ...real,
      // the third page of the pool fails: asked for while the second is being written
      accountTransactions: async (account, afterLt, limit) => {
        if (account === address && ++poolReads === 3 && failing) throw new Error('source unavailable');
        return real.accountTransactions(account, afterLt, limit);
      },
    };
    const sync = await accountSyncOver(t.db, tonapi, queues, config);
    await t.db.indexerCursor.create({ data: { account: config.factory, lastLt: 0 } });
    await sync.sync(config.factory);

    const chainTxs = t.devnet.chain.index.accountTxs(address, { limit: 1_000, ascending: true });
    expect(chainTxs.length).toBeGreaterThan(3 * PAGE);
    const stored = async () =>
      (
        await t.db.poolEvent.findMany({
          where: { poolAddress: address },
          select: { txHash: true, eventIndex: true, seqno: true },
          orderBy: { seqno: 'asc' },
        })
      ).map((r) => ({ key: `${r.txHash}/${r.eventIndex}`, seqno: Number(r.seqno) }));
    const cursorLt = async () =>
      toBigInt((await t.db.indexerCursor.findUniqueOrThrow({ where: { account: address } })).lastLt);
    const allKeys = chainEventKeys(t.devnet, address);
    const keysOf = (txs: typeof chainTxs) => {
      const hashes = new Set(txs.map((x) => x.hash));
      return allKeys.filter((k) => hashes.has(k.split('/')[0]!));
    };

    await expect(sync.sync(address)).rejects.toThrow('source unavailable');
    // two pages written, in order, with the cursor after the second; nothing of the third
    expect(poolReads).toBe(3);
    expect(await cursorLt()).toBe(chainTxs[2 * PAGE - 1]!.lt);
    const firstTwo = await stored();
    expect(firstTwo.map((r) => r.key).sort()).toEqual(keysOf(chainTxs.slice(0, 2 * PAGE)).sort());
    expect(firstTwo.map((r) => r.seqno)).toEqual(firstTwo.map((_, i) => i + 1));

    // the job retried: the rest, from the cursor on
    failing = false;
    const retried = await sync.sync(address);
    expect(retried.transactions).toBe(chainTxs.length - 2 * PAGE);
    const all = await stored();
    expect(all.map((r) => r.key).sort()).toEqual([...allKeys].sort());
    expect(all.map((r) => r.seqno)).toEqual(all.map((_, i) => i + 1));
    expect(await cursorLt()).toBe(ltOf(String(chainTxs.at(-1)!.lt)));

    // the same pages read and written again (a stalled job taken back by another worker): nothing doubles
    await t.db.indexerCursor.update({ where: { account: address }, data: { lastLt: 0 } });
    const again = await sync.sync(address);
    expect(again.transactions).toBe(chainTxs.length);
    expect(await stored()).toEqual(all);
  });
});
