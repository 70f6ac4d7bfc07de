import { toBigInt } from '@atoll/db';
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningIndexer } from '../src/indexer';
import { findPool, poolData } from './helpers/actions';
import { logsOf, runForgedPoolAttack } from './helpers/forged-pool';
import { waitCaughtUp } from './helpers/indexer';
import { type Child, freePort, spawnApi } from '../src/testing/processes';
import { indexerStack } from './helpers/indexer-stack';

// Issue 13's theft path on the devnet: a contract that is not an Atoll pool asks the factory for a pool
// with an invalid fee tier and, on the reject, logs a pool_created naming itself and a swap with made-up
// reserves. The indexer must never register it (it is not the address the pinned factory derives, and
// no InitPool from the factory started it), so the API neither lists nor serves it. Real devnet, Redis,
// Postgres, indexer and API (a child process, as deployed).

interface SearchGroup {
  token_x: { symbol: string };
  token_y: { symbol: string };
  pools: Array<{ address: string }>;
}

describe('a forged pool (issue 13)', () => {
  const t = indexerStack();
  let indexer: RunningIndexer;
  let api: Child;
  let apiUrl: string;

  beforeAll(async () => {
    // reconcile only when a test asks for it
    indexer = await t.startIndexer({ RECONCILE_INTERVAL_MS: '3600000' });
    const port = await freePort();
    api = spawnApi({
      API_PORT: String(port),
      DATABASE_URL: t.url,
      REDIS_URL: indexer.ctx.config.redisUrl,
      TONAPI_URL: t.devnet.baseUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    apiUrl = `http://127.0.0.1:${port}`;
    // generous: on a loaded machine the genesis backlog alone can take a minute
    await Promise.all([api.waitFor('Server listening', 180_000), waitCaughtUp(t.devnet, t.db, 180_000)]);
  }, 240_000);

  afterAll(async () => {
    await api?.stop();
  });

  it('is never registered, listed or served, though the factory answered it and it logs like a pool', async () => {
    const [, , carol] = t.devnet.world.wallets;
    const forged = await runForgedPoolAttack(t.devnet, carol!, t.devnet.world.usd.master);
    // the attack ran: on chain, the forged contract logged a TON/aUSD pool_created and a deep swap
    const logs = logsOf(t.devnet, forged);
    expect(logs.map((e) => e.type)).toEqual(['pool_created', 'swap']);
    await waitCaughtUp(t.devnet, t.db, 110_000);

    const address = forged.toRawString();
    expect(await t.db.pool.findUnique({ where: { address } })).toBeNull();
    expect(await t.db.poolEvent.count({ where: { poolAddress: address } })).toBe(0);
    expect(await t.db.indexerCursor.findUnique({ where: { account: address } })).toBeNull();
    expect(await t.db.pool.count()).toBe(t.devnet.world.pools.length);

    // the API: the TON/aUSD pair lists the genuine pool only, and the forged address is not a pool
    const res = await fetch(`${apiUrl}/pools/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ size: 100 }),
    });
    expect(res.status).toBe(200);
    const groups = ((await res.json()) as { result: SearchGroup[] }).result;
    const listed = groups.flatMap((g) => g.pools.map((p) => Address.parse(p.address)));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((a) => a.equals(forged))).toBe(false);
    const tonUsd = findPool(t.devnet, 'TON', 'aUSD').address;
    expect(listed.some((a) => a.equals(tonUsd))).toBe(true);

    const detail = await fetch(`${apiUrl}/pools/${forged.toString()}`);
    expect(detail.status).toBe(404);
    const genuine = await fetch(`${apiUrl}/pools/${tonUsd.toString()}`);
    expect(genuine.status).toBe(200);
  });

  it('reconcile corrects drift injected into a row within one run and counts it on /status', async () => {
    const { reconcile } = indexer.services;
    await waitCaughtUp(t.devnet, t.db);
    // a first run brings every row to the chain (statuses of pools whose ready state was never logged)
    await reconcile.run();
    const before = (await indexer.status.snapshot()).reconcile!;
    const pool = findPool(t.devnet, 'TON', 'aUSD').address.toRawString();
    const row = await t.db.pool.findUniqueOrThrow({ where: { address: pool } });
    expect(row.status).toBe('ready');
    // drift no log told the indexer about (what a bounce did before issue 13's fix)
    await t.db.pool.update({
      where: { address: pool },
      data: { reserve0: { increment: 12_345 }, lpSupply: { decrement: 1 }, status: 'discovering' },
    });

    expect(await reconcile.run()).toMatchObject({ corrected: 1 });

    const chain = await poolData(t.devnet, Address.parse(pool));
    const fixed = await t.db.pool.findUniqueOrThrow({ where: { address: pool } });
    expect({
      reserve0: toBigInt(fixed.reserve0),
      reserve1: toBigInt(fixed.reserve1),
      lpSupply: toBigInt(fixed.lpSupply),
      status: fixed.status,
    }).toEqual({
      reserve0: chain.reserve0,
      reserve1: chain.reserve1,
      lpSupply: chain.lpSupply,
      status: 'ready',
    });
    const after = (await indexer.status.snapshot()).reconcile!;
    expect(after.driftCorrected).toBe(before.driftCorrected + 1);
    expect(after.recent.at(-1)).toMatchObject({ pool, seqno: chain.seqno });
    expect(after.recent.at(-1)!.fields.map((f) => f.split(':')[0])).toEqual([
      'reserve0',
      'lpSupply',
      'status',
    ]);
    // and a run with nothing to correct counts nothing
    expect(await reconcile.run()).toMatchObject({ corrected: 0 });
  });
});
