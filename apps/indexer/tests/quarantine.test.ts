import type { Server } from 'node:http';
import { toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIndexer } from '../src/indexer';
import { QUARANTINE_AFTER } from '../src/quarantine/quarantine.fns';
import { QueueName } from '../src/queues';
import { serverPort } from '../src/status';
import { findPool, swap } from './helpers/actions';
import { sleep, waitCaughtUp } from './helpers/indexer';
import { indexerStack } from './helpers/indexer-stack';

// A poison account: a followed account whose every page TonAPI refuses (its cursor is past the largest
// lt TonAPI accepts, so each read answers 400). Its sync always throws; it must end in the quarantine
// that /status lists, stop being re-queued, and never hold up the other accounts.

const LT_PAST_INT64 = 2n ** 63n;

interface StatusBody {
  quarantine: Array<{ account: string; error: string; attempts: number; at: string; retryAt: string }>;
}

describe('quarantine of an account whose sync keeps failing', () => {
  const t = indexerStack();
  let indexer: RunningIndexer;
  let server: Server;
  let poison: string;

  const status = async (): Promise<StatusBody> => {
    const res = await fetch(`http://127.0.0.1:${serverPort(server)}/status`);
    expect(res.status).toBe(200);
    return (await res.json()) as StatusBody;
  };

  beforeAll(async () => {
    // a real account with real transactions (a test wallet), followed from an lt TonAPI refuses
    const [, , carol] = t.devnet.world.wallets;
    poison = carol!.contract.address.toRawString();
    await t.db.indexerCursor.create({ data: { account: poison, lastLt: LT_PAST_INT64.toString() } });
    indexer = await t.startIndexer();
    server = await indexer.status.listen(0);
  });

  afterAll(async () => {
    await new Promise((r) => server?.close(r));
  });

  it('lands in the quarantine /status lists while the other accounts keep syncing', async () => {
    // the other accounts: the whole genesis is read meanwhile
    await waitCaughtUp(t.devnet, t.db);
    let listed: StatusBody['quarantine'] = [];
    for (const started = Date.now(); listed.length === 0; await sleep(200)) {
      if (Date.now() - started > 45_000) throw new Error('the poison account was never quarantined');
      listed = (await status()).quarantine;
    }
    expect(listed).toHaveLength(1);
    const entry = listed[0]!;
    expect(entry.account).toBe(poison);
    // TonAPI's own refusal, as the chain client reports it
    expect(entry.error).toMatch(/after_lt/);
    expect(entry.attempts).toBe(QUARANTINE_AFTER);
    expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(entry.retryAt)).toBeGreaterThan(Date.now());

    // not re-queued: polls (LP wallets are polled every tenth) and a wake-up from the stream (carol
    // swaps, so her account has a new transaction) run no failing sync
    const [alice, , carol] = t.devnet.world.wallets;
    const pool = findPool(t.devnet, 'TON', 'aUSD');
    const mine = await swap(t.devnet, alice!, { pool, from: 'TON', to: 'aUSD', amountIn: toNano('1') });
    const hers = await swap(t.devnet, carol!, { pool, from: 'TON', to: 'aUSD', amountIn: toNano('1') });
    await sleep(6_000);
    const after = (await status()).quarantine;
    expect(after).toEqual([entry]);
    const jobs = await indexer.ctx.queues[QueueName.AccountSync].getJobs([
      'waiting',
      'prioritized',
      'delayed',
      'active',
    ]);
    expect(jobs.filter((j) => j?.data.account === poison)).toEqual([]);
    // and the others' new transactions were read
    const events = await t.db.poolEvent.count({
      where: { queryId: { in: [mine.queryId, hers.queryId].map(String) } },
    });
    expect(events).toBe(2);
  });
});
