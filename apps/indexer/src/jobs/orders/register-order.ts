import { assetKey, type OrderCodes, type OrderTerms, orderAddress } from '@atoll/contracts';
import { type Db, toDecimal } from '@atoll/db';
import type { Address } from '@ton/core';

// How an order enters the indexer's tables: by its terms (the API's POST /users/orders, a keeper, a test),
// never by an address someone names.

/**
 * Registers an order so that the indexer follows it: its address is derived here from the terms with the
 * pinned factory and order code, so a row can only ever name the escrow those terms deploy. The row stays
 * `pending` until the order's own `order_placed` log is read. Idempotent: the same terms give the same row.
 */
export async function registerOrder(
  db: Db,
  trust: { factory: Address; codes: OrderCodes },
  terms: OrderTerms,
) {
  const address = orderAddress(terms, trust.factory, trust.codes).toRawString();
  const row = await db.$transaction(async (tx) => {
    // the indexer follows every account with a cursor: the order's past is read from the start (the
    // cursor before the order row: the indexer's lock order, account-sync/pool-events.dal.ts)
    await tx.indexerCursor.createMany({ data: [{ account: address, lastLt: 0 }], skipDuplicates: true });
    await tx.order.createMany({
      data: [
        {
          address,
          maker: terms.maker.toRawString(),
          sellAsset: assetKey(terms.sellAsset),
          buyAsset: assetKey(terms.buyAsset),
          sellAmount: toDecimal(terms.sellAmount),
          minBuyAmount: toDecimal(terms.minBuyAmount),
          expiresAt: new Date(terms.expiresAt * 1000),
          reward: toDecimal(terms.reward),
          partial: terms.partial,
          minFill: toDecimal(terms.minFill),
          nonce: toDecimal(terms.nonce),
          remaining: toDecimal(terms.sellAmount),
        },
      ],
      skipDuplicates: true,
    });
    return tx.order.findUniqueOrThrow({ where: { address }, select: { status: true } });
  });
  return { address, status: row.status };
}
