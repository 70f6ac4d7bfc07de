// A wallet's activity lists an event once a verified trace record of that wallet lists it, whatever order
// the rows arrive in (pool_events.own_operation, kept by the triggers of migration 0011_own_operation):
// event before record, record before event, a record verified later, its hashes changed or dropped, and
// an event and its record written by two transactions at once.
import { toDecimal } from '@atoll/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, rawAddress, txHash } from './helpers/fixtures';
import { createTestApp, getAs, sessionFor, type TestApp } from './helpers/test-app';

let t: TestApp;
let f: ReturnType<typeof fixtures>;
let pool: string;
const HOUR = 3_600_000;
const start = new Date('2026-04-01T00:00:00Z').getTime();

interface EventsPage {
  result: { events: Array<{ type: string; tx_hash: string; query_id: string }> };
  page: { current: number; size: number; total: number };
}

/** What the wallet's activity shows (page 1, then page 2 by number: an offset read), after the bump. */
async function activityOf(wallet: string): Promise<{ total: number; txs: string[]; page2: string[] }> {
  await t.readModelChanged(['activity'], [wallet]);
  const read = async (query: string) => {
    const res = await getAs(t, `/users/events?${query}`, sessionFor(t, wallet));
    expect(res.statusCode).toBe(200);
    return res.json() as EventsPage;
  };
  const first = await read('page=1&size=2');
  const second = await read('page=2&size=2');
  return {
    total: first.page.total,
    txs: first.result.events.map((e) => e.tx_hash),
    page2: second.result.events.map((e) => e.tx_hash),
  };
}

/** A verified record of `account`'s operation `queryId` listing `txs` (as trace-ingest writes it). */
const verifiedRecord = (account: string, queryId: bigint, txs: string[], root = 'root') =>
  t.database.db.traceRecord.create({
    data: {
      account,
      queryId: toDecimal(queryId),
      rootTxHash: txHash(`${root}:${account}:${queryId}`),
      verified: true,
      txHashes: txs,
      complete: true,
      success: true,
      eventCount: txs.length,
    },
  });

const pidOf = async (client: pg.Client): Promise<number> =>
  (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

/** Until the backend has run its statement or waits on a lock (so the two writes really overlap). */
async function doneOrWaiting(pid: number): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const [row] = await t.database.db.$queryRaw<Array<{ state: string; wait: string | null }>>`
      SELECT state, wait_event_type AS wait FROM pg_stat_activity WHERE pid = ${pid}`;
    if (row?.state === 'idle in transaction' || row?.wait === 'Lock') return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`backend ${pid} neither finished nor waited`);
}

const swapOf = (user: string, hour: number, queryId: bigint) =>
  f.event({ pool, user, type: 'swap', at: new Date(start + hour * HOUR), queryId });

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t.database.db);
  const ton = await f.token({ symbol: 'TON', usd: '3.2', iconUrl: null });
  const usd = await f.token({ symbol: 'aUSD', decimals: 6, usd: '1' });
  pool = await f.pool({ asset0: ton, asset1: usd });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /users/events: an event is the wallet own once a verified record lists it', () => {
  it('an event stored before its record is listed once the record is verified, not before', async () => {
    const dave = rawAddress('wallet:own-dave');
    const tx = await swapOf(dave, 1, 7n);
    expect(await activityOf(dave)).toEqual({ total: 0, txs: [], page2: [] });

    // account-sync's unverified Partial row (keyed by the pool transaction) does not make it the wallet's
    await t.database.db.traceRecord.create({
      data: { account: dave, queryId: toDecimal(7n), rootTxHash: tx, txHashes: [tx] },
    });
    expect((await activityOf(dave)).total).toBe(0);

    await f.trace(dave, 7n, true);
    expect(await activityOf(dave)).toEqual({ total: 1, txs: [tx], page2: [] });
  });

  it('an event stored after its verified record is listed at once', async () => {
    const erin = rawAddress('wallet:own-erin');
    const tx = txHash('own-erin:swap');
    await verifiedRecord(erin, 3n, [tx]);
    expect((await activityOf(erin)).total).toBe(0);

    await f.event({ pool, user: erin, type: 'swap', at: new Date(start), queryId: 3n, tx });
    expect(await activityOf(erin)).toEqual({ total: 1, txs: [tx], page2: [] });
  });

  it('a record verified later (the Partial row upserted, as trace-ingest does) lists the events it names', async () => {
    const fay = rawAddress('wallet:own-fay');
    const txs = [await swapOf(fay, 1, 1n), await swapOf(fay, 2, 2n), await swapOf(fay, 3, 3n)];
    const root = txHash('own-fay:root');
    await t.database.db.traceRecord.create({
      data: { account: fay, queryId: toDecimal(2n), rootTxHash: root, txHashes: [] },
    });
    await verifiedRecord(fay, 3n, [txs[2]!]);
    expect(await activityOf(fay)).toEqual({ total: 1, txs: [txs[2]], page2: [] });

    await t.database.db.$executeRaw`
      INSERT INTO trace_records (account, query_id, root_tx_hash, verified, tx_hashes, complete)
      VALUES (${fay}, 2, ${root}, true, ${[txs[1]!]}::text[], true)
      ON CONFLICT (account, query_id, root_tx_hash) DO UPDATE SET verified = true, tx_hashes = EXCLUDED.tx_hashes`;
    await verifiedRecord(fay, 1n, [txs[0]!]);
    // newest first, two a page: page 2 by number is an offset read of the same index
    expect(await activityOf(fay)).toEqual({ total: 3, txs: [txs[2], txs[1]], page2: [txs[0]] });
  });

  it("a record that no longer names the event, or is gone, unlists it; another wallet's or query's record never lists it", async () => {
    const gus = rawAddress('wallet:own-gus');
    const mallory = rawAddress('wallet:own-mallory');
    const [kept, dropped] = [await swapOf(gus, 1, 5n), await swapOf(gus, 2, 6n)];
    await verifiedRecord(gus, 5n, [kept]);
    await verifiedRecord(gus, 6n, [dropped]);
    // mallory's own record naming gus's transaction, and gus's record of another query naming it
    await verifiedRecord(mallory, 6n, [dropped], 'mallory');
    await verifiedRecord(gus, 99n, [dropped], 'other-query');
    expect((await activityOf(gus)).total).toBe(2);

    await t.database.db.traceRecord.updateMany({
      where: { account: gus, queryId: toDecimal(6n), rootTxHash: txHash(`root:${gus}:6`) },
      data: { txHashes: [txHash('own-gus:elsewhere')] },
    });
    expect(await activityOf(gus)).toEqual({ total: 1, txs: [kept], page2: [] });

    await t.database.db.traceRecord.deleteMany({ where: { account: gus, queryId: toDecimal(5n) } });
    expect(await activityOf(gus)).toEqual({ total: 0, txs: [], page2: [] });
    expect((await activityOf(mallory)).total).toBe(0);
  });

  it('an event re-stored under another wallet (a re-index) follows that wallet’s records', async () => {
    const hal = rawAddress('wallet:own-hal');
    const ivy = rawAddress('wallet:own-ivy');
    const tx = await swapOf(hal, 1, 4n);
    await verifiedRecord(ivy, 4n, [tx]);
    expect((await activityOf(ivy)).total).toBe(0);

    await t.database.db.poolEvent.update({
      where: { txHash_eventIndex: { txHash: tx, eventIndex: 0 } },
      data: { userAddress: ivy, ownOperation: false },
    });
    expect(await activityOf(ivy)).toEqual({ total: 1, txs: [tx], page2: [] });
    // a write of the flag itself is recomputed from the records, never taken as given
    await t.database.db.poolEvent.update({
      where: { txHash_eventIndex: { txHash: tx, eventIndex: 0 } },
      data: { userAddress: hal, ownOperation: true },
    });
    expect((await activityOf(hal)).total).toBe(0);
    expect((await activityOf(ivy)).total).toBe(0);
  });

  it('an event and its verified record written at once by two transactions: listed whichever commits first', async () => {
    for (const first of ['event', 'record'] as const) {
      const jo = rawAddress(`wallet:own-jo-${first}`);
      const tx = txHash(`own-jo-${first}:swap`);
      const event = new pg.Client({ connectionString: t.database.url });
      const record = new pg.Client({ connectionString: t.database.url });
      await Promise.all([event.connect(), record.connect()]);
      try {
        await Promise.all([event.query('BEGIN'), record.query('BEGIN')]);
        const writeEvent = () =>
          event.query(
            `INSERT INTO pool_events (tx_hash, event_index, lt, pool_address, seqno, type, query_id, user_address,
               success, gas_used, timestamp, reserve0_after, reserve1_after, lp_supply_after)
             VALUES ($1, 0, 1, $2, 1, 'swap', 9, $3, true, 1, $4, 1, 1, 1)`,
            [tx, pool, jo, new Date(start)],
          );
        const writeRecord = () =>
          record.query(
            `INSERT INTO trace_records (account, query_id, root_tx_hash, verified, tx_hashes, complete)
             VALUES ($1, 9, $2, true, $3, true)`,
            [jo, txHash(`own-jo-${first}:root`), [tx]],
          );
        // both written before either commits: the second waits for the first's commit, then sees its row
        const [a, b] = first === 'event' ? [writeEvent, writeRecord] : [writeRecord, writeEvent];
        const secondPid = await pidOf(first === 'event' ? record : event);
        await a();
        const second = b();
        await doneOrWaiting(secondPid);
        await (first === 'event' ? event : record).query('COMMIT');
        await second;
        await (first === 'event' ? record : event).query('COMMIT');
      } finally {
        await Promise.all([event.end(), record.end()]);
      }
      expect(await activityOf(jo), first).toEqual({ total: 1, txs: [tx], page2: [] });
    }
  });
});
