import type { TonApi } from '@atoll/chain';
import { type AccountsBulk, type AccountsBulkStats, bulkWindowMs, createAccountsBulk } from './accounts-bulk';
import { matchRead, READ_KINDS, type MatchedRead, type ReadKind } from './read-routes.fns';

// TonAPI is a shared, limited resource (issue 16): every chain read of the API — its own services' and
// the ones it relays for the web app — goes through this cache in front of @atoll/chain's one client, whose
// queue keeps the key's rate and waits out 429s. A read is served from the cache for its kind's time
// (read-routes.fns.ts); identical reads asked while one is on its way share it; account reads go out in
// bulk (accounts-bulk.ts). Only answers are cached, never failures: a read that failed is asked again.
//
// An entry's age counts from when its answer arrived, as a client's cache counts (docs/product-spec.md §7
// names client cache times): served data is at most the kind's time old, plus the time it waited in the
// queue. Nothing is served past its time, so under load the queue grows, never the age of an answer.
//
// The arithmetic the 50-wallet load test checks (apps/api/tests/tonapi-load.test.ts): each wallet polls its
// account and its jettons every 10 s, as long as both are cached, so every other poll finds a fresh entry:
// 50 wallets make 2.5 jetton reads a second (TonAPI has no bulk jetton balances) and 2.5 account reads, which
// the bulk window turns into at most one request a second: about 3 requests a second, under the 5 the key
// allows (the queue paces them, each holding a place of the rate until a second after its answer).

/** Entries kept at most; past it, expired ones go first, then the oldest. */
const MAX_ENTRIES = 20_000;

interface Entry {
  body: string;
  contentType: string;
  storedAt: number;
}

export interface KindStats {
  /** Served from the cache. */
  hits: number;
  /** Read from TonAPI. */
  misses: number;
  /** Joined a read of the same thing already on its way. */
  coalesced: number;
}

export interface ReadCacheStats {
  kinds: Record<ReadKind, KindStats>;
  bulk: AccountsBulkStats;
  /** GETs and POSTs that are not cached reads (sent messages, events), passed through. */
  passedThrough: number;
}

export interface ReadCacheOptions {
  /** The key's rate: sets the bulk window. */
  rps: number;
  now?: () => number;
}

export function createReadCache(api: TonApi, options: ReadCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const onTheWay = new Map<string, Promise<Entry>>();
  const bulk: AccountsBulk = createAccountsBulk(api, bulkWindowMs(options.rps));
  const kinds = Object.fromEntries(
    READ_KINDS.map((k) => [k, { hits: 0, misses: 0, coalesced: 0 }]),
  ) as Record<ReadKind, KindStats>;
  let passedThrough = 0;

  const answer = (entry: Entry) =>
    new Response(entry.body, { status: 200, headers: { 'content-type': entry.contentType } });

  function keep(key: string, entry: Entry): void {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size <= MAX_ENTRIES) return;
    const oldest = now() - 60_000;
    for (const [k, e] of entries) if (e.storedAt < oldest) entries.delete(k);
    for (const k of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(k);
    }
  }

  async function read(read: MatchedRead, request: Request): Promise<Entry> {
    if (read.kind === 'account' && read.account) {
      const body = await bulk.load(read.account);
      return { body, contentType: 'application/json', storedAt: now() };
    }
    // shared by whoever joins it: no caller's signal may cancel it
    const response = await api.fetch(request.url, { headers: request.headers });
    const body = await response.text();
    return {
      body,
      contentType: response.headers.get('content-type') ?? 'application/json',
      storedAt: now(),
    };
  }

  /** A fetch for @ton-api/client and the relay: cached reads from the cache, anything else through the client. */
  async function cachedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const matched = matchRead(request.method, new URL(request.url));
    if (!matched) {
      passedThrough++;
      return api.fetch(request);
    }
    const stats = kinds[matched.kind];
    const cached = entries.get(matched.key);
    if (cached && now() - cached.storedAt < matched.ttlMs) {
      stats.hits++;
      return answer(cached);
    }
    const pending = onTheWay.get(matched.key);
    if (pending) {
      stats.coalesced++;
      return answer(await pending);
    }
    stats.misses++;
    const loading = read(matched, request)
      .then((entry) => {
        keep(matched.key, entry);
        return entry;
      })
      .finally(() => onTheWay.delete(matched.key));
    onTheWay.set(matched.key, loading);
    return answer(await loading);
  }

  return {
    fetch: cachedFetch as typeof fetch,
    stats: (): ReadCacheStats => ({
      kinds: structuredClone(kinds),
      bulk: { ...bulk.stats },
      passedThrough,
    }),
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
