import { type Db, toBigInt } from '@atoll/db';
import type { Position, UserActivityPage } from '@atoll/shared';
import type { Address } from '@ton/core';

import { eventPage, toPoolRecord } from '../pools/pools.dal';
import { activityPage } from '../pools/pools.service';
import { findTokens } from '../tokens/tokens.dal';
import { toToken } from '../tokens/tokens.fns';
import { makerOrderEventCount, makerOrderEvents } from '../orders/orders.dal';
import { type OrderEventRecord, toOrderActivityEvent } from '../orders/orders.fns';
import { toPosition } from './users.fns';

/** The signed-in wallet's activity and positions; every read is keyed by that wallet and nothing else. */
export function createUsersService({ db }: { db: Db }) {
  return {
    async events(
      wallet: Address,
      page: number,
      size: number,
    ): Promise<{ page: UserActivityPage; total: number }> {
      const user = wallet.toRawString();
      // the wallet's limit orders' steps are listed with its pool operations, newest first: both lists'
      // heads up to this page are merged (a wallet without orders reads one page of pool events)
      const stepCount = await makerOrderEventCount(db, user);
      if (stepCount === 0) {
        const { total, events } = await eventPage(db, { userAddress: user }, page, size);
        return { page: await activityPage(db, events), total };
      }
      const [pool, steps] = await Promise.all([
        eventPage(db, { userAddress: user }, 1, page * size),
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
        total: pool.total + stepCount,
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
