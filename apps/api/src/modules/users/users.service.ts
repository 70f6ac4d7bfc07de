import { type Db, toBigInt } from '@atoll/db';
import type { Position } from '@atoll/shared';
import type { ReadModelVersions } from '@atoll/indexer/read-model';
import type { Address } from '@ton/core';

import { toPoolRecord } from '../pools/pools.dal';
import type { TokenRecord } from '../tokens/tokens.fns';
import { createUserActivity } from './user-activity.service';
import { toPosition } from './users.fns';

/** The signed-in wallet's activity and positions; every read is keyed by that wallet and nothing else. */
export function createUsersService({
  db,
  versions,
  tokens,
}: {
  db: Db;
  versions: (wallet: string) => Promise<ReadModelVersions>;
  /** Every token row by address, from the token table's snapshot. */
  tokens: () => Promise<ReadonlyMap<string, TokenRecord>>;
}) {
  const activity = createUserActivity({ db, versions, tokens });
  return {
    events: activity.events,
    activityStats: activity.stats,

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
