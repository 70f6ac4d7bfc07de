import { type Db, type Prisma, toBigInt } from '@atoll/db';
import { advanceCursor } from '../account-sync/pool-events.dal';
import { type OrderEventRow, orderStatusAfter } from './order-events.fns';

type Tx = Prisma.TransactionClient;

const str = (v: bigint | null) => (v === null ? null : v.toString());

/**
 * One page of an order's logs and the cursor that covers them, in one transaction: the rows are upserts
 * keyed by (tx_hash, event_index), and the order's state is recomputed from every row it has (the newest
 * seqno sets status and remaining, sums give what the maker received and fillers were paid), so a replay
 * or any order of pages gives the same row.
 */
export async function storeOrderRows(
  tx: Tx,
  order: string,
  rows: OrderEventRow[],
  cursor: { account: string; lt: bigint; txHash: string },
): Promise<void> {
  // the cursor first (lock order, account-sync/pool-events.dal.ts)
  await advanceCursor(tx, cursor);
  if (rows.length > 0) {
    const col = <T>(f: (r: OrderEventRow) => T) => rows.map(f);
    await tx.$executeRaw`
      INSERT INTO order_events (tx_hash, event_index, lt, order_address, maker, seqno, type, query_id, actor,
        amount_in, amount_out, remaining, reward, direct, reason, timestamp)
      SELECT * FROM unnest(
        ${col((r) => r.txHash)}::text[], ${col((r) => r.eventIndex)}::int[], ${col((r) => r.lt.toString())}::numeric[],
        ${col((r) => r.orderAddress)}::text[], ${col((r) => r.maker)}::text[], ${col((r) => String(r.seqno))}::bigint[],
        ${col((r) => r.type)}::order_event_type[], ${col((r) => r.queryId.toString())}::numeric[],
        ${col((r) => r.actor)}::text[], ${col((r) => str(r.amountIn))}::numeric[], ${col((r) => str(r.amountOut))}::numeric[],
        ${col((r) => str(r.remaining))}::numeric[], ${col((r) => str(r.reward))}::numeric[],
        ${col((r) => r.direct)}::boolean[], ${col((r) => r.reason)}::text[],
        ${col((r) => r.timestamp.toISOString())}::timestamptz[])
      ON CONFLICT (tx_hash, event_index) DO NOTHING`;
    await recomputeOrder(tx, order);
  }
}

/** The order row from its events: status and remaining of the newest state-bearing log, and the sums. */
export async function recomputeOrder(tx: Tx | Db, order: string): Promise<void> {
  const newest = await tx.orderEvent.findFirst({
    where: { orderAddress: order, type: { not: 'order_fill_failed' } },
    orderBy: { seqno: 'desc' },
    select: { type: true, remaining: true, seqno: true },
  });
  if (!newest) return;
  const remaining = newest.remaining === null ? null : toBigInt(newest.remaining);
  const sums = await tx.orderEvent.aggregate({
    where: { orderAddress: order, type: 'order_filled' },
    _sum: { amountOut: true, reward: true },
  });
  await tx.order.update({
    where: { address: order },
    data: {
      status: orderStatusAfter({ type: newest.type, remaining }),
      ...(remaining === null ? {} : { remaining: remaining.toString() }),
      received: sums._sum.amountOut ?? 0,
      rewardPaid: sums._sum.reward ?? 0,
      lastSeqno: newest.seqno,
    },
  });
}
