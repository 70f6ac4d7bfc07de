import { type Db, toBigInt } from '@atoll/db';
import type { ActivityPage, Position } from '@atoll/shared';
import type { Address } from '@ton/core';

import { eventPage, toPoolRecord } from '../pools/pools.dal';
import { activityPage } from '../pools/pools.service';
import { toPosition } from './users.fns';

/** The signed-in wallet's activity and positions; every read is keyed by that wallet and nothing else. */
export function createUsersService({ db }: { db: Db }) {
  return {
    async events(
      wallet: Address,
      page: number,
      size: number,
    ): Promise<{ page: ActivityPage; total: number }> {
      const { total, events } = await eventPage(db, { userAddress: wallet.toRawString() }, page, size);
      return { page: await activityPage(db, events), total };
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
