import { assetOfKey, type OrderTerms } from '@atoll/contracts';
import type { PoolState } from '@atoll/contracts/route';
import { type Db, type Order, toBigInt } from '@atoll/db';
import { Address } from '@ton/core';
import type { OpenOrder } from './plan.fns';

// The keeper's reads of the indexer's tables: open orders and the READY pools with liquidity. A row is a
// plan, never a destination: every order is re-derived from its terms before a send (trust.ts).

export function termsOfRow(row: Order): OrderTerms {
  return {
    maker: Address.parseRaw(row.maker),
    sellAsset: assetOfKey(row.sellAsset),
    buyAsset: assetOfKey(row.buyAsset),
    sellAmount: toBigInt(row.sellAmount),
    minBuyAmount: toBigInt(row.minBuyAmount),
    expiresAt: Math.floor(row.expiresAt.getTime() / 1000),
    reward: toBigInt(row.reward),
    partial: row.partial,
    minFill: toBigInt(row.minFill),
    nonce: toBigInt(row.nonce),
  };
}

export const toOpenOrder = (row: Order): OpenOrder => ({
  address: row.address,
  terms: termsOfRow(row),
  remaining: toBigInt(row.remaining),
  rewardPaid: toBigInt(row.rewardPaid),
  lastSeqno: row.lastSeqno,
});

export async function openOrders(db: Db): Promise<OpenOrder[]> {
  const rows = await db.order.findMany({ where: { status: 'open', remaining: { gt: 0 } } });
  return rows.map(toOpenOrder);
}

export async function tradablePools(db: Db): Promise<PoolState[]> {
  const rows = await db.pool.findMany({
    where: { status: 'ready', reserve0: { gt: 0 }, reserve1: { gt: 0 } },
    select: { address: true, feeBps: true, asset0: true, asset1: true, reserve0: true, reserve1: true },
  });
  return rows.map((row) => ({
    address: row.address,
    feeBps: row.feeBps,
    tokenX: row.asset0,
    tokenY: row.asset1,
    reserveX: toBigInt(row.reserve0),
    reserveY: toBigInt(row.reserve1),
  }));
}

/** Fills of this keeper that failed since the order last changed otherwise, and when the last one did. */
export async function failedFills(
  db: Db,
  order: string,
  keeper: string,
): Promise<{ count: number; last: Date | null }> {
  const lastOther = await db.orderEvent.findFirst({
    where: { orderAddress: order, type: { not: 'order_fill_failed' } },
    orderBy: { seqno: 'desc' },
    select: { seqno: true },
  });
  const failed = await db.orderEvent.findMany({
    where: {
      orderAddress: order,
      type: 'order_fill_failed',
      actor: keeper,
      seqno: { gt: lastOther?.seqno ?? -1n },
    },
    orderBy: { seqno: 'desc' },
    select: { timestamp: true },
  });
  return { count: failed.length, last: failed[0]?.timestamp ?? null };
}
