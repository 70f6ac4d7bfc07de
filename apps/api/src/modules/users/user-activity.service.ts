import { type Db, toBigInt } from '@atoll/db';
import { type UserActivityPage, UserEventsResponseSchema } from '@atoll/shared';
import type { ReadModelVersions } from '@atoll/indexer/read-model';
import type { Address } from '@ton/core';
import { badRequest } from '../../errors';
import { encodeAnswer, type EncodedAnswer } from '../../lib/encoded-answer';
import { pagedAnswer } from '../../lib/paged.fns';
import type { SnapshotStats } from '../../lib/read-snapshot';
import { parsingSerializerCompiler } from '../../plugins/serializer';
import { type EventKey, eventPage, eventTotal } from '../pools/pools.dal';
import { activityPage, activityPageOf } from '../pools/pools.service';
import { findTokens } from '../tokens/tokens.dal';
import { type TokenRecord, toToken } from '../tokens/tokens.fns';
import { makerOrderEventCount, makerOrderEvents } from '../orders/orders.dal';
import { type OrderEventRecord, toOrderActivityEvent } from '../orders/orders.fns';
import { createRunBudget, readAhead, sliceOf, WalletRuns } from './event-runs';
import { decodeEventsCursor, encodeEventsCursor } from './events-cursor.fns';
import { routesOf } from './routes.dal';

// GET /users/events. What a wallet's activity is changes only with a write the indexer follows with a
// read-model version bump (@atoll/indexer/read-model): its pool events, verified trace records and its
// orders' steps move the wallet's `activity` version, token rows the `tokens` one (answers list them). Per
// wallet and `activity` version the API keeps the total and the count of order steps (counted once),
// where each numbered page ended (so page n+1 by number is a keyset read too) and the runs of rows read
// ahead (event-runs.ts: a walk's next pages come from memory); per wallet and both versions, the encoded
// answers.

/** Wallets kept (per read-model version); beyond, the list starts over. */
const WALLETS_KEPT = 10_000;
/** Answers kept per wallet and version (pages, sizes, cursors). */
const ANSWERS_KEPT = 64;
/** Events read ahead and kept, all wallets together (a few KB each). */
const RUN_ROWS_KEPT = 50_000;

interface WalletState {
  total: number;
  steps: number;
  /** Where page `n` of size `s` ended, by `${n}:${s}`. */
  ends: Map<string, EventKey>;
  runs: WalletRuns;
  /** Encoded answers, of the `tokens` version `answersOf`. */
  answersOf: string;
  answers: Map<string, EncodedAnswer>;
}

interface Page {
  page: UserActivityPage;
  total: number;
  next: string | undefined;
}

export interface EventsQuery {
  page: number;
  size: number;
  cursor?: string;
}

const serialize = parsingSerializerCompiler({
  schema: UserEventsResponseSchema,
  method: 'GET',
  url: '/users/events',
} as Parameters<typeof parsingSerializerCompiler>[0]);

export function createUserActivity({
  db,
  versions,
  tokens: tokenRows,
}: {
  db: Db;
  versions: (wallet: string) => Promise<ReadModelVersions>;
  /** Every token row by address (the token table's snapshot): a page names its tokens without a query. */
  tokens: () => Promise<ReadonlyMap<string, TokenRecord>>;
}) {
  const wallets = new Map<string, { version: string; state: Promise<WalletState> }>();
  const stats: SnapshotStats = { hits: 0, misses: 0 };
  const budget = createRunBudget(RUN_ROWS_KEPT);

  async function count(user: string, tokens: string): Promise<WalletState> {
    const [total, steps] = await Promise.all([
      eventTotal(db, { userAddress: user }),
      makerOrderEventCount(db, user),
    ]);
    return { total, steps, ends: new Map(), runs: new WalletRuns(), answersOf: tokens, answers: new Map() };
  }

  /**
   * The wallet's state for the current version, counted once however many requests ask at once; a fresh
   * one, not kept, when the version is unreadable.
   */
  async function stateOf(user: string): Promise<{ state: WalletState; tokens: string | null }> {
    const v = await versions(user).catch(() => null);
    if (v === null) return { state: await count(user, ''), tokens: null };
    const kept = wallets.get(user);
    if (kept?.version === v.activity) {
      const state = await kept.state;
      // token rows moved: the counts hold, the answers (which list the tokens) do not
      if (state.answersOf !== v.tokens) {
        state.answers.clear();
        state.answersOf = v.tokens;
      }
      return { state, tokens: v.tokens };
    }
    const entry = { version: v.activity, state: count(user, v.tokens) };
    if (wallets.size >= WALLETS_KEPT) wallets.clear();
    wallets.set(user, entry);
    // a failed count is not kept: the next request counts again
    entry.state.catch(() => {
      if (wallets.get(user) === entry) wallets.delete(user);
    });
    return { state: await entry.state, tokens: v.tokens };
  }

  /**
   * A wallet without orders: one page of pool events, by keyset when where it starts is known, from a run
   * read ahead when one holds it, else from a new run read from there.
   */
  async function poolEventsPage(
    user: string,
    state: WalletState,
    page: number,
    size: number,
    after: EventKey | null,
  ): Promise<Page> {
    const start = after ?? (page === 1 ? null : (state.ends.get(`${page - 1}:${size}`) ?? null));
    const byKey = start !== null || page === 1;
    let slice = byKey ? state.runs.page(start, size) : null;
    if (slice === null) {
      const rows = readAhead(size);
      const { events, keys } = await eventPage(
        db,
        { userAddress: user },
        start ? { after: start } : { offset: (page - 1) * size },
        rows,
        false,
      );
      const run = { events, keys, hops: await routesOf(db, user, events), ended: events.length < rows };
      budget.keep(state.runs, run, byKey && start === null);
      slice = sliceOf(run, 0, size);
    }
    const { events, hops, last } = slice;
    if (last) state.ends.set(`${page}:${size}`, last);
    return {
      page: activityPageOf(events, await tokenRows(), hops),
      total: state.total,
      // a full page that ends the list has no next one
      next:
        events.length === size && last && page * size < state.total
          ? encodeEventsCursor({ page: page + 1, after: last })
          : undefined,
    };
  }

  /**
   * A wallet with limit orders: its orders' steps are listed with its pool operations, newest first; both
   * lists' heads up to this page are merged.
   */
  async function mergedPage(user: string, state: WalletState, page: number, size: number): Promise<Page> {
    const [pool, steps] = await Promise.all([
      eventPage(db, { userAddress: user }, { offset: 0 }, page * size, false),
      makerOrderEvents(db, user, page * size),
    ]);
    const poolPage = await activityPage(db, pool.events, await routesOf(db, user, pool.events));
    const orderEvents = steps.map((row) =>
      toOrderActivityEvent({
        txHash: row.txHash,
        type: row.type as OrderEventRecord['type'],
        orderAddress: row.orderAddress,
        queryId: toBigInt(row.queryId),
        sellAsset: row.order.sellAsset,
        buyAsset: row.order.buyAsset,
        amountIn: row.amountIn === null ? null : toBigInt(row.amountIn),
        amountOut: row.amountOut === null ? null : toBigInt(row.amountOut),
        remaining: row.remaining === null ? null : toBigInt(row.remaining),
        reward: row.reward === null ? null : toBigInt(row.reward),
        timestamp: row.timestamp,
      }),
    );
    const events = [...poolPage.events, ...orderEvents]
      .sort((a, b) => b.timestamp - a.timestamp)
      .slice((page - 1) * size, page * size);
    const tokens = await findTokens(
      db,
      steps.flatMap((row) => [row.order.sellAsset, row.order.buyAsset]),
    );
    const known = new Set(poolPage.tokens.map((token) => token.address));
    return {
      page: {
        events,
        tokens: [
          ...poolPage.tokens,
          ...[...tokens.values()].filter((t) => !known.has(t.address)).map(toToken),
        ],
      },
      total: state.total + state.steps,
      next:
        events.length === size && page * size < state.total + state.steps
          ? encodeEventsCursor({ page: page + 1, after: null })
          : undefined,
    };
  }

  return {
    /** The answer, encoded (checked against the shared schema once per wallet, version and page). */
    async events(wallet: Address, query: EventsQuery): Promise<EncodedAnswer> {
      const user = wallet.toRawString();
      const cursor = query.cursor === undefined ? null : decodeEventsCursor(query.cursor);
      if (cursor === null && query.cursor !== undefined)
        throw badRequest('query.cursor: not a cursor this API issued', 'query.cursor');
      const page = cursor?.page ?? query.page;
      const { state, tokens } = await stateOf(user);
      const key = `${page}:${query.size}:${query.cursor ?? ''}`;
      const known = state.answers.get(key);
      if (known) {
        stats.hits++;
        return known;
      }
      stats.misses++;
      const {
        page: result,
        total,
        next,
      } = state.steps === 0
        ? await poolEventsPage(user, state, page, query.size, cursor?.after ?? null)
        : await mergedPage(user, state, page, query.size);
      const encoded = encodeAnswer(
        serialize({
          ...pagedAnswer(result, { page, size: query.size }, total),
          ...(next !== undefined && { next_cursor: next }),
        }),
      );
      // kept only under the versions it was read at (token rows may have moved meanwhile)
      if (tokens !== null && state.answersOf === tokens) {
        if (state.answers.size >= ANSWERS_KEPT) state.answers.delete(state.answers.keys().next().value!);
        state.answers.set(key, encoded);
      }
      return encoded;
    },

    stats: (): SnapshotStats => ({ ...stats }),
  };
}
