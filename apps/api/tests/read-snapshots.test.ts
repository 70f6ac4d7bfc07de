// The hot read paths (issue 17): POST /pools/search and GET /prices from in-memory snapshots, and
// GET /users/events by keyset, each checked against the read-model versions the indexer bumps after its
// writes (@atoll/indexer/read-model); ETag/304 and compression negotiated on the encoded answers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Prisma, toDecimal } from '@atoll/db';
import { createPoolStats } from '@atoll/indexer/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuePathsOf } from './helpers/answers';
import { fixtures, rawAddress } from './helpers/fixtures';
import { createTestApp, getAs, sessionFor, type TestApp } from './helpers/test-app';

let t: TestApp;
const tk: Record<string, string> = {};
let tonUsd: string;
const alice = rawAddress('wallet:snapshots-alice');
const start = new Date('2026-03-01T00:00:00Z').getTime();

interface SearchAnswer {
  result: Array<{
    token_x: { symbol: string };
    token_y: { symbol: string };
    tvl: string;
    pools: Array<{ address: string; reserve_x: string; tvl: string; volume_24h: string }>;
  }>;
  page: { total: number };
}
interface EventsAnswer {
  result: { events: Array<{ tx_hash: string }> };
  page: { current: number; size: number; total: number };
  next_cursor?: string;
}

const search = (body: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/pools/search', payload: body, headers });
const prices = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/prices', headers });
const searchJson = async (body: object = {}) => (await search(body)).json() as SearchAnswer;
const priceOf = async (address: string) =>
  ((await prices()).json() as { result: Array<{ address: string; price: string }> }).result.find(
    (p) => p.address === address,
  )?.price;

beforeAll(async () => {
  t = await createTestApp();
  const f = fixtures(t.database.db);
  // PUFF first: an unverified token, whose pool a verification brings into the search
  tk.PUFF = await f.token({ symbol: 'PUFF', usd: '0.01', verified: false });
  tk.TON = await f.token({ symbol: 'TON', usd: '3.2', iconUrl: null });
  tk.aUSD = await f.token({ symbol: 'aUSD', decimals: 6, usd: '1' });
  tonUsd = await f.pool({ asset0: tk.TON, asset1: tk.aUSD, tvlUsd: '6400' });
  await f.pool({ asset0: tk.TON, asset1: tk.PUFF, tvlUsd: '50' });
  // 25 own swaps of alice, one a minute
  for (let i = 0; i < 25; i++)
    await f.event({ pool: tonUsd, user: alice, type: 'swap', at: new Date(start + i * 60_000), own: true });
});
afterAll(async () => t?.close());

describe('ETag and 304', () => {
  it('answers 304 with no body to the ETag it gave, 200 again once the answer changed', async () => {
    const first = await search();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    const again = await search({}, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // another search is another answer, another tag
    expect((await search({ size: 5 })).headers.etag).not.toBe(etag);

    await t.database.db.pool.update({
      where: { address: tonUsd },
      data: { tvlUsd: new Prisma.Decimal('7000') },
    });
    await t.readModelChanged(['pools']);
    const changed = await search({}, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as SearchAnswer).result[0]!.tvl).toBe('7000');
  });

  it('GET /prices and GET /users/events answer 304 to their own ETag', async () => {
    const etag = (await prices()).headers.etag as string;
    expect((await prices({ 'if-none-match': etag })).statusCode).toBe(304);
    const token = sessionFor(t, alice);
    const page = await getAs(t, '/users/events?page=1&size=10', token);
    const again = await t.app.inject({
      method: 'GET',
      url: '/users/events?page=1&size=10',
      headers: { authorization: `Bearer ${token}`, 'if-none-match': page.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('compression', () => {
  it('brotli, gzip or none as the caller accepts, the same JSON in each', async () => {
    const plain = await search({}, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await search({}, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const gzip = await search({}, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // one ETag for the bytes of the answer, whatever encoding carries them
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('other routes over 1 KB are compressed by @fastify/compress', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });
});

describe('the snapshots follow each kind of indexer write', () => {
  it('a write is served once its bump is made, not before', async () => {
    const before = await searchJson();
    await t.database.db.pool.update({
      where: { address: tonUsd },
      data: { reserve0: toDecimal(5n * 10n ** 12n) },
    });
    // not bumped yet: the snapshot still holds the old row
    expect(await searchJson()).toEqual(before);
    // account-sync stores a page of a pool's logs, then bumps pools and activity
    await t.readModelChanged(['pools', 'activity']);
    const pool = (await searchJson()).result.flatMap((g) => g.pools).find((p) => p.address === tonUsd);
    expect(pool?.reserve_x).toBe('5000000000000');
  });

  it('pool stats (the indexer job itself, with its hook)', async () => {
    await t.database.db.pool.update({
      where: { address: tonUsd },
      data: { volume24hUsd: new Prisma.Decimal(1) },
    });
    expect((await searchJson()).result[0]!.pools[0]!.volume_24h).not.toBe('0');
    const stats = createPoolStats({
      db: t.database.db,
      readModelChanged: (changed) => t.readModelChanged(changed),
    });
    await stats.run();
    // no swap in the last 24 h: the job zeroes the volume and recomputes TVL from reserves and prices
    // (5,000 TON at $3.2 and 3,200 aUSD at $1)
    const pool = (await searchJson()).result.flatMap((g) => g.pools).find((p) => p.address === tonUsd)!;
    expect(pool.volume_24h).toBe('0');
    expect(pool.tvl).toBe('19200');
  });

  it('token prices: the price list', async () => {
    expect(await priceOf(tk.aUSD!)).toBe('1');
    await t.database.db.token.update({
      where: { address: tk.aUSD },
      data: { priceUsd: new Prisma.Decimal('0.99') },
    });
    expect(await priceOf(tk.aUSD!)).toBe('1');
    await t.readModelChanged(['tokens']);
    expect(await priceOf(tk.aUSD!)).toBe('0.99');
  });

  it('token metadata and verification', async () => {
    await t.database.db.token.update({ where: { address: tk.aUSD }, data: { symbol: 'USDA' } });
    await t.readModelChanged(['tokens']);
    expect((await searchJson()).result.map((g) => `${g.token_x.symbol}/${g.token_y.symbol}`)).toEqual([
      'TON/USDA',
    ]);
    // the verified list: PUFF's pool joins the search
    await t.database.db.token.update({ where: { address: tk.PUFF }, data: { verified: true } });
    await t.readModelChanged(['tokens']);
    expect((await searchJson()).result.map((g) => g.token_y.symbol)).toEqual(['USDA', 'PUFF']);
    await t.database.db.token.update({ where: { address: tk.PUFF }, data: { verified: false } });
    await t.readModelChanged(['tokens']);
    expect((await searchJson()).page.total).toBe(1);
  });

  it('a new pool and a removed one', async () => {
    const f = fixtures(t.database.db);
    const fresh = await f.pool({ asset0: tk.TON!, asset1: tk.aUSD!, feeBps: 100, tvlUsd: '10' });
    await t.readModelChanged(['pools']);
    expect((await searchJson()).result[0]!.pools.map((p) => p.address)).toContain(fresh);
    await t.database.db.pool.delete({ where: { address: fresh } });
    await t.readModelChanged(['pools', 'activity']);
    expect((await searchJson()).result[0]!.pools.map((p) => p.address)).not.toContain(fresh);
  });
});

describe('GET /users/events by keyset', () => {
  const walk = async (token: string, size: number, between: () => Promise<void>) => {
    const seen: string[] = [];
    const totals: number[] = [];
    let url = `/users/events?size=${size}`;
    for (;;) {
      const res = await getAs(t, url, token);
      expect(res.statusCode).toBe(200);
      const answer = res.json() as EventsAnswer;
      seen.push(...answer.result.events.map((e) => e.tx_hash));
      totals.push(answer.page.total);
      if (!answer.next_cursor) return { seen, totals };
      await between();
      url = `/users/events?size=${size}&cursor=${answer.next_cursor}`;
    }
  };

  it('walks every event once, newest first, while new events arrive between pages', async () => {
    const token = sessionFor(t, alice);
    const expected = (
      (await getAs(t, '/users/events?size=100', token)).json() as EventsAnswer
    ).result.events.map((e) => e.tx_hash);
    expect(expected).toHaveLength(25);
    const f = fixtures(t.database.db);
    let added = 0;
    const { seen, totals } = await walk(token, 10, async () => {
      // account-sync stores a newer own swap, trace-ingest verifies it: both bump
      await f.event({
        pool: tonUsd,
        user: alice,
        type: 'swap',
        at: new Date(start + 3_600_000 + added * 1000),
        own: true,
      });
      added++;
      await t.readModelChanged(['pools', 'activity'], [alice]);
    });
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(25);
    // the total counts what arrived by each page
    expect(totals).toEqual([25, 26, 27]);
    const now = (await getAs(t, '/users/events?page=1&size=10', token)).json() as EventsAnswer;
    expect(now.page.total).toBe(25 + added);
    expect(now.result.events).toHaveLength(10);
  });

  it('pages by number still answer, equal to the walk by cursor, with their number', async () => {
    const token = sessionFor(t, alice);
    const first = (await getAs(t, '/users/events?page=1&size=7', token)).json() as EventsAnswer;
    const byCursor = (
      await getAs(t, `/users/events?size=7&cursor=${first.next_cursor}`, token)
    ).json() as EventsAnswer;
    const byNumber = (await getAs(t, '/users/events?page=2&size=7', token)).json() as EventsAnswer;
    expect(byNumber.result).toEqual(byCursor.result);
    expect(byNumber.page).toEqual({ current: 2, size: 7, total: 27 });
    expect(byCursor.page).toEqual({ current: 2, size: 7, total: 27 });
    const last = (await getAs(t, '/users/events?page=4&size=7', token)).json() as EventsAnswer;
    expect(last.result.events).toHaveLength(6);
    expect(last.next_cursor).toBeUndefined();
    // a last page that is full has no next one either
    const fullLast = (await getAs(t, '/users/events?page=3&size=9', token)).json() as EventsAnswer;
    expect(fullLast.result.events).toHaveLength(9);
    expect(fullLast.next_cursor).toBeUndefined();
    const fullBefore = (await getAs(t, '/users/events?page=2&size=9', token)).json() as EventsAnswer;
    expect(fullBefore.next_cursor).toBeTruthy();
  });

  it("another wallet's new activity leaves this wallet's answers cached; its own does not", async () => {
    const token = sessionFor(t, alice);
    const url = '/users/events?page=1&size=5';
    const first = await getAs(t, url, token);
    const hits = () => t.app.snapshotStats().userEvents.hits;
    const before = hits();
    await t.readModelChanged(['pools', 'activity'], [rawAddress('wallet:snapshots-bob')]);
    expect((await getAs(t, url, token)).body).toBe(first.body);
    expect(hits()).toBe(before + 1);
    await t.readModelChanged(['activity'], [alice]);
    expect((await getAs(t, url, token)).body).toBe(first.body);
    expect(hits()).toBe(before + 1);
  });

  it('walks past the rows read ahead, and jumps by number beyond them, in order and each event once', async () => {
    // 215 own swaps, one a minute: more than one read ahead (200 rows for pages of 10)
    const dave = rawAddress('wallet:snapshots-dave');
    const f = fixtures(t.database.db);
    const newestFirst: string[] = [];
    for (let i = 0; i < 215; i++)
      newestFirst.unshift(
        await f.event({
          pool: tonUsd,
          user: dave,
          type: 'swap',
          at: new Date(start + i * 60_000),
          own: true,
        }),
      );
    const token = sessionFor(t, dave);
    const jump = (await getAs(t, '/users/events?page=21&size=10', token)).json() as EventsAnswer;
    expect(jump.result.events.map((e) => e.tx_hash)).toEqual(newestFirst.slice(200, 210));
    expect(jump.page).toEqual({ current: 21, size: 10, total: 215 });
    const next = (await getAs(t, '/users/events?page=22&size=10', token)).json() as EventsAnswer;
    expect(next.result.events.map((e) => e.tx_hash)).toEqual(newestFirst.slice(210));
    expect(next.next_cursor).toBeUndefined();
    const { seen, totals } = await walk(token, 10, async () => {});
    expect(seen).toEqual(newestFirst);
    expect(totals).toEqual(Array.from({ length: 22 }, () => 215));
  }, 60_000);

  it('a cursor it did not issue is a 400 naming query.cursor', async () => {
    const res = await getAs(t, '/users/events?cursor=bm90LWEtY3Vyc29y', sessionFor(t, alice));
    expect(res.statusCode).toBe(400);
    expect(issuePathsOf(res)).toEqual(['query.cursor']);
  });
});
