import { type Db, type Order as OrderRow, Prisma, toBigInt } from '@atoll/db';
import type { OrderRecord } from './orders.fns';

// Reads of the orders the indexer keeps (registered by their derived address, state from their own logs).

export function toOrderRecord(row: OrderRow): OrderRecord {
  return {
    address: row.address,
    maker: row.maker,
    sellAsset: row.sellAsset,
    buyAsset: row.buyAsset,
    sellAmount: toBigInt(row.sellAmount),
    minBuyAmount: toBigInt(row.minBuyAmount),
    expiresAt: row.expiresAt,
    reward: toBigInt(row.reward),
    partial: row.partial,
    minFill: toBigInt(row.minFill),
    nonce: toBigInt(row.nonce),
    status: row.status,
    remaining: toBigInt(row.remaining),
    received: toBigInt(row.received),
    rewardPaid: toBigInt(row.rewardPaid),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A maker's orders, newest first, with the total for paging. */
export async function makerOrders(
  db: Db,
  where: Prisma.OrderWhereInput,
  page: number,
  size: number,
): Promise<{ total: number; orders: OrderRecord[] }> {
  const [total, rows] = await db.$transaction([
    db.order.count({ where }),
    db.order.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { address: 'asc' }],
      skip: (page - 1) * size,
      take: size,
    }),
  ]);
  return { total, orders: rows.map(toOrderRecord) };
}

/** The open orders between two assets, both directions, that have not expired at `now`. */
export async function openPairOrders(db: Db, assetX: string, assetY: string, now: Date) {
  return db.order.findMany({
    where: {
      status: 'open',
      expiresAt: { gt: now },
      remaining: { gt: 0 },
      OR: [
        { sellAsset: assetX, buyAsset: assetY },
        { sellAsset: assetY, buyAsset: assetX },
      ],
    },
    select: { sellAsset: true, sellAmount: true, minBuyAmount: true, remaining: true },
  });
}

const ORDER_STEPS = (maker: string) => ({ maker, type: { not: 'order_fill_failed' as const } });

/** How many steps of its orders the maker's activity lists (failed fills are not listed). */
export const makerOrderEventCount = (db: Db, maker: string) =>
  db.orderEvent.count({ where: ORDER_STEPS(maker) });

/** The newest `take` of them. */
export function makerOrderEvents(db: Db, maker: string, take: number) {
  return db.orderEvent.findMany({
    where: ORDER_STEPS(maker),
    orderBy: [{ timestamp: 'desc' }, { lt: 'desc' }, { eventIndex: 'desc' }],
    take,
    include: { order: { select: { sellAsset: true, buyAsset: true } } },
  });
}
