import { type Db, toBigInt } from '@atoll/db';
import type { Position, UserActivityPage } from '@atoll/shared';
import type { Address } from '@ton/core';

import { badRequest } from '../../errors';
import { type EventKey, eventPage, eventTotal, toPoolRecord } from '../pools/pools.dal';
import { activityPage } from '../pools/pools.service';
import { findTokens } from '../tokens/tokens.dal';
import { toToken } from '../tokens/tokens.fns';
import { makerOrderEventCount, makerOrderEvents } from '../orders/orders.dal';
import { type OrderEventRecord, toOrderActivityEvent } from '../orders/orders.fns';
import { decodeEventsCursor, encodeEventsCursor } from './events-cursor.fns';
import { toPosition } from './users.fns';

/** Wallets whose activity total is kept (per read-model version); beyond, the list starts over. */
const TOTALS_KEPT = 10_000;

export interface UserEventsAnswer {
  page: UserActivityPage;
  total: number;
  /** The page's number (from the cursor when one was given). */
  current: number;
  next?: string;
}

/**
 * The signed-in wallet's activity and positions; every read is keyed by that wallet and nothing else.
 * `version` is the read-model version (@atoll/indexer/read-model), bumped after each write of pool events
 * or verified trace records: a wallet's activity total is counted once per version.
 */
export function createUsersService({ db, version }: { db: Db; version: () => Promise<string> }) {
  const totals = new Map<string, { version: string; total: number }>();

  /** The wallet's own pool events, counted (an index scan with a check per event) once per version. */
  async function poolEventTotal(user: string): Promise<number> {
    const v = await version().catch(() => null);
    const kept = totals.get(user);
    if (v !== null && kept?.version === v) return kept.total;
    const total = await eventTotal(db, { userAddress: user });
    if (v !== null) {
      if (totals.size >= TOTALS_KEPT) totals.clear();
      totals.set(user, { version: v, total });
    }
    return total;
  }

  return {
    async events(
      wallet: Address,
      query: { page: number; size: number; cursor?: string },
    ): Promise<UserEventsAnswer> {
      const user = wallet.toRawString();
      const { size } = query;
      const cursor = query.cursor === undefined ? null : decodeEventsCursor(query.cursor);
      if (cursor === null && query.cursor !== undefined)
        throw badRequest('query.cursor: not a cursor this API issued', 'query.cursor');
      const page = cursor?.page ?? query.page;
      // the wallet's limit orders' steps are listed with its pool operations, newest first: both lists'
      // heads up to this page are merged (a wallet without orders reads one page of pool events, by
      // keyset after a cursor)
      const stepCount = await makerOrderEventCount(db, user);
      if (stepCount === 0) {
        const after: EventKey | null = cursor?.after ?? null;
        const [{ events, last }, total] = await Promise.all([
          eventPage(
            db,
            { userAddress: user },
            after ? { after } : { offset: (page - 1) * size },
            size,
            false,
          ),
          poolEventTotal(user),
        ]);
        return {
          page: await activityPage(db, events),
          total,
          current: page,
          ...(events.length === size &&
            last && { next: encodeEventsCursor({ page: page + 1, after: last }) }),
        };
      }
      const [pool, steps] = await Promise.all([
        eventPage(db, { userAddress: user }, { offset: 0 }, page * size),
        makerOrderEvents(db, user, page * size),
      ]);
      const poolPage = await activityPage(db, pool.events);
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
        total: (pool.total ?? 0) + stepCount,
        current: page,
        ...(events.length === size && { next: encodeEventsCursor({ page: page + 1, after: null }) }),
      };
    },

    async positions(wallet: Address): Promise<Position[]> {
      const rows = await db.position.findMany({
        where: { userAddress: wallet.toRawString(), lpBalance: { gt: 0 } },
        include: { pool: { include: { token0: true, token1: true } } },
        orderBy: { pool: { tvlUsd: 'desc' } },
      });
      return rows.map((row) =>
        toPosition(
          {
            lpBalance: toBigInt(row.lpBalance),
            fees0: toBigInt(row.fees0),
            fees1: toBigInt(row.fees1),
            fees0Usd: row.fees0Usd.toFixed(),
            fees1Usd: row.fees1Usd.toFixed(),
          },
          toPoolRecord(row.pool),
        ),
      );
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
