import type { Db } from '@atoll/db';
import type {
  ActivityPage,
  ChartInterval,
  Pool,
  PoolChartPoint,
  PoolSearchRequest,
  PoolSearchResponse,
} from '@atoll/shared';
import { SearchPoolSchema } from '@atoll/shared';
import { z } from 'zod/mini';
import { parsingSerializerCompiler } from '../../plugins/serializer';
import { rawAddressOf } from '../../lib/address.fns';
import { notFound } from '../../errors';
import { findTokens } from '../tokens/tokens.dal';
import { type TokenRecord, toToken } from '../tokens/tokens.fns';
import type { HopRecord } from '../users/route.fns';
import { encodeAnswer, type EncodedAnswer } from '../../lib/encoded-answer';
import { pagedAnswer } from '../../lib/paged.fns';
import { createReadSnapshot } from '../../lib/read-snapshot';
import { candlesSince, eventPage, findPool, searchPools } from './pools.dal';
import {
  capPrepared,
  chartWindow,
  groupPrepared,
  pageOf,
  preparePool,
  type PreparedPool,
  parsePoolQuery,
  poolMatches,
  type PoolEventRecord,
  type PoolRecord,
  toActivityEvent,
  toChartPoint,
  toPool,
} from './pools.fns';

export interface PoolsServiceDeps {
  db: Db;
  /** Most pools one search reads (POOL_SEARCH_MAX_ROWS). */
  maxRows: number;
  /** Unix seconds. */
  now?: () => number;
  /** The read-model version (@atoll/indexer/read-model); throws when it cannot be read. */
  version: () => Promise<string>;
}

/**
 * The check of the search's pools against the shared schema, once per snapshot: every answer is built from
 * these checked pools (groups add sums formatted by the same fixed-point code), so an answer is not checked
 * again per search.
 */
const checkPools = parsingSerializerCompiler({
  schema: z.array(SearchPoolSchema),
  method: 'POST',
  url: '/pools/search',
} as Parameters<typeof parsingSerializerCompiler>[0]);

/** Encoded answers kept per snapshot (distinct searches: sort, custom tokens, queries). */
const ANSWERS_PER_SNAPSHOT = 256;

/** Events and the tokens they name, as the activity lists answer them. */
/** A page of events as the API writes it; `hops` (by the root's tx hash): the routes of routed swaps. */
export async function activityPage(
  db: Db,
  events: readonly PoolEventRecord[],
  hops: ReadonlyMap<string, readonly HopRecord[]> = new Map(),
): Promise<ActivityPage> {
  return activityPageOf(events, await findTokens(db, tokensNamed(events, hops)), hops);
}

const tokensNamed = (events: readonly PoolEventRecord[], hops: ReadonlyMap<string, readonly HopRecord[]>) =>
  [...events, ...[...hops.values()].flat()].flatMap((e) => [e.asset0, e.asset1]);

/** activityPage with the token rows at hand (a snapshot of the table): each token named once, in order. */
export function activityPageOf(
  events: readonly PoolEventRecord[],
  tokens: ReadonlyMap<string, TokenRecord>,
  hops: ReadonlyMap<string, readonly HopRecord[]> = new Map(),
): ActivityPage {
  const named = [...new Set(tokensNamed(events, hops))]
    .map((a) => tokens.get(a))
    .filter((t) => t !== undefined);
  return {
    events: events.map((e) => toActivityEvent(e, hops.get(e.txHash))).filter((e) => e !== null),
    tokens: named.map(toToken),
  };
}

export function createPoolsService({
  db,
  maxRows,
  now = () => Math.floor(Date.now() / 1000),
  version,
}: PoolsServiceDeps) {
  // every pool with its tokens, read once per read-model version; searches filter, cap and group it in
  // memory, and each distinct search's answer is serialized and compressed once per version
  const snapshot = createReadSnapshot(version, async () => {
    const records = await searchPools(db, 'any', null, {
      maxRows: Number.MAX_SAFE_INTEGER,
      sortBy: 'tvl',
      sort: 'desc',
    });
    const pools = records.map(preparePool);
    checkPools(pools.map((p) => p.pool));
    return { pools, answers: new Map<string, EncodedAnswer>() };
  });

  function answer(pools: readonly PreparedPool[], request: PoolSearchRequest): PoolSearchResponse {
    const verified = request.include_unverified
      ? 'any'
      : new Set(request.verified_tokens.map((a) => rawAddressOf(a)).filter((a) => a !== null));
    const query = parsePoolQuery(request.query);
    const hits = pools.filter((pool) => poolMatches(pool.record, verified, query));
    const groups = groupPrepared(
      capPrepared(hits, maxRows, request.sort_by, request.sort),
      request.sort_by,
      request.sort,
    );
    return pagedAnswer(pageOf(groups, request.page, request.size), request, groups.length);
  }

  async function poolOrThrow(address: string): Promise<PoolRecord> {
    const key = rawAddressOf(address);
    const pool = key === null ? null : await findPool(db, key);
    if (!pool) throw notFound('pool');
    return pool;
  }

  return {
    /** A search's answer, encoded, from the snapshot of the current read-model version. */
    async searchEncoded(request: PoolSearchRequest): Promise<EncodedAnswer> {
      const { value } = await snapshot.get();
      const key = JSON.stringify([
        request.page,
        request.size,
        request.sort,
        request.sort_by,
        [...new Set(request.verified_tokens.map((a) => rawAddressOf(a) ?? a))].sort(),
        request.query?.trim() ?? '',
        request.include_unverified,
      ]);
      const known = value.answers.get(key);
      if (known) return known;
      const encoded = encodeAnswer(JSON.stringify(answer(value.pools, request)));
      // the oldest search goes first when the snapshot has served many different ones
      if (value.answers.size >= ANSWERS_PER_SNAPSHOT)
        value.answers.delete(value.answers.keys().next().value!);
      value.answers.set(key, encoded);
      return encoded;
    },

    snapshotStats: () => snapshot.stats(),

    async get(address: string): Promise<Pool> {
      return toPool(await poolOrThrow(address));
    },

    async events(
      address: string,
      page: number,
      size: number,
    ): Promise<{ page: ActivityPage; total: number }> {
      const pool = await poolOrThrow(address);
      const { total, events } = await eventPage(
        db,
        { poolAddress: pool.address },
        { offset: (page - 1) * size },
        size,
      );
      return { page: await activityPage(db, events), total: total ?? 0 };
    },

    async chart(address: string, interval: ChartInterval): Promise<PoolChartPoint[]> {
      const pool = await poolOrThrow(address);
      const window = chartWindow(interval, now());
      const since = candlesSince(window.since);
      // each candle with the reserves after the pool's last event before the bucket closed (index: pool, timestamp desc)
      const rows = await db.$queryRaw<
        Array<{
          open_time: Date;
          open: string;
          high: string;
          low: string;
          close: string;
          volume_usd: string;
          reserve0: string | null;
          reserve1: string | null;
        }>
      >`
        SELECT c.open_time, c.open::text AS open, c.high::text AS high, c.low::text AS low, c.close::text AS close, c.volume_usd::text AS volume_usd,
               e.reserve0_after::text AS reserve0, e.reserve1_after::text AS reserve1
        FROM candles c
        LEFT JOIN LATERAL (
          SELECT reserve0_after, reserve1_after FROM pool_events pe
          WHERE pe.pool_address = c.subject AND pe.timestamp < c.open_time + make_interval(secs => ${window.bucketSeconds})
          ORDER BY pe.timestamp DESC LIMIT 1
        ) e ON true
        WHERE c.subject = ${pool.address} AND c.subject_type = 'pool' AND c.interval = ${window.candle}::candle_interval ${since}
        ORDER BY c.open_time`;
      return rows.map((r) =>
        toChartPoint(
          {
            openTime: r.open_time,
            open: r.open,
            high: r.high,
            low: r.low,
            close: r.close,
            volumeUsd: r.volume_usd,
            reserve0: r.reserve0 === null ? null : BigInt(r.reserve0),
            reserve1: r.reserve1 === null ? null : BigInt(r.reserve1),
          },
          pool,
        ),
      );
    },
  };
}

export type PoolsService = ReturnType<typeof createPoolsService>;
