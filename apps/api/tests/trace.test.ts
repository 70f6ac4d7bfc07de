// GET /trace?account&query_id: Full, Partial or Pending from the indexer's trace records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePathsOf } from './helpers/answers';
import { fixtures, friendlyOf, rawAddress, txHash } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const alice = rawAddress('wallet:alice');
const bob = rawAddress('wallet:bob');
const at = new Date('2026-02-01T12:00:00Z');
const BIG_QUERY_ID = 2n ** 64n - 1n;

const trace = (account: string, queryId: string) =>
  t.app.inject({ method: 'GET', url: `/trace?account=${encodeURIComponent(account)}&query_id=${queryId}` });

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.database.db);
  const ton = await f.token({ symbol: 'TON', usd: '3.2' });
  const usd = await f.token({ symbol: 'aUSD', decimals: 6, usd: '1' });
  const pool = await f.pool({ asset0: ton, asset1: usd });
  // query 7: a finished two-hop operation; 8: a refund, finished; 9: still in flight; bob also used query 7
  await f.event({ pool, user: alice, type: 'swap', at, queryId: 7n, tx: txHash('a7-1') });
  await f.event({
    pool,
    user: alice,
    type: 'swap',
    at: new Date(at.getTime() + 1000),
    queryId: 7n,
    tx: txHash('a7-2'),
  });
  await f.trace(alice, 7n, true);
  await f.event({ pool, user: alice, type: 'swap_refunded', at, queryId: 8n, tx: txHash('a8') });
  await f.trace(alice, 8n, true, false);
  await f.event({ pool, user: alice, type: 'liquidity_added', at, queryId: BIG_QUERY_ID, tx: txHash('a9') });
  await f.trace(alice, BIG_QUERY_ID, false);
  await f.event({ pool, user: bob, type: 'swap', at, queryId: 7n, tx: txHash('b7') });
  await f.trace(bob, 7n, true);
  // a third party's genuine swap whose log names alice and her query id 7 (not in any trace of hers),
  // and one naming query id 13 that alice never used: the indexer keeps only an unverified row for it
  await f.event({ pool, user: alice, type: 'swap', at, queryId: 7n, tx: txHash('m7') });
  await f.event({ pool, user: alice, type: 'swap', at, queryId: 13n, tx: txHash('m13') });
  await t.database.db.traceRecord.create({
    data: { account: alice, queryId: '13', rootTxHash: txHash('m13'), txHashes: [txHash('m13')] },
  });
});
afterAll(async () => t?.close());

describe('GET /trace?account&query_id', () => {
  it('Full: every event of that wallet and query id, in chain order', async () => {
    const res = await trace(friendlyOf(alice), '7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Full: {
        count: 2,
        events: [
          { tx_hash: txHash('a7-1'), success: true, timestamp: at.getTime() / 1000 },
          { tx_hash: txHash('a7-2'), success: true, timestamp: at.getTime() / 1000 + 1 },
        ],
      },
    });
  });

  it('Full with a failed event for a refund', async () => {
    expect(
      ((await trace(alice, '8')).json() as { Full: { events: Array<{ success: boolean }> } }).Full.events,
    ).toEqual([expect.objectContaining({ tx_hash: txHash('a8'), success: false })]);
  });

  it('Partial while the record is not complete (uint64 query ids kept exact)', async () => {
    expect((await trace(alice, BIG_QUERY_ID.toString())).json()).toEqual({
      Partial: {
        count: 1,
        events: [{ tx_hash: txHash('a9'), success: true, timestamp: at.getTime() / 1000 }],
      },
    });
  });

  it('"Pending" (a JSON string) when nothing is known', async () => {
    const res = await trace(alice, '12345');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toBe('"Pending"');
    expect(res.json()).toBe('Pending');
  });

  it("never mixes in another wallet's events with the same query id", async () => {
    const body = (await trace(bob, '7')).json() as { Full: { events: Array<{ tx_hash: string }> } };
    expect(body.Full.events.map((e) => e.tx_hash)).toEqual([txHash('b7')]);
  });

  it("never shows a third party's event that names the wallet and its query id", async () => {
    const body = (await trace(alice, '7')).json() as { Full: { events: Array<{ tx_hash: string }> } };
    expect(body.Full.events.map((e) => e.tx_hash)).toEqual([txHash('a7-1'), txHash('a7-2')]);
    expect((await trace(alice, '13')).json()).toBe('Pending');
  });

  it.each([
    ['a bad account', '?account=nope&query_id=1', 'query.account'],
    ['a query id over uint64', `?account=${alice}&query_id=${2n ** 64n}`, 'query.query_id'],
    ['a missing query id', `?account=${alice}`, 'query.query_id'],
    ['an unknown parameter', `?account=${alice}&query_id=1&x=1`, 'query.x'],
  ])('rejects %s with a 400 naming the field', async (_name, query, path) => {
    const res = await t.app.inject({ method: 'GET', url: `/trace${query}` });
    expect(res.statusCode).toBe(400);
    expect(issuePathsOf(res)).toContain(path);
  });
});
