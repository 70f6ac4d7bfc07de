import { type OrderEvent, parseOrderEvent } from '@atoll/contracts';
import { logsOf } from '../../chain/pool-logs.fns';
import { ltOf, type TonApiTransaction } from '../../chain/tonapi';

// An order's transaction logs → order_events rows. The account they come from is an order row, whose
// address was derived from its terms (orders/register): its code is ours, so its logs are its own.

export type OrderEventType = OrderEvent['type'];

export interface OrderEventRow {
  txHash: string;
  eventIndex: number;
  lt: bigint;
  orderAddress: string;
  maker: string;
  seqno: number;
  type: OrderEventType;
  queryId: bigint;
  actor: string | null;
  amountIn: bigint | null;
  amountOut: bigint | null;
  remaining: bigint | null;
  reward: bigint | null;
  direct: boolean | null;
  reason: string | null;
  timestamp: Date;
}

export type OrderStatusName = 'open' | 'filled' | 'cancelled' | 'expired';

/** The status an order is in after a log; a failed fill leaves it open. */
export function orderStatusAfter(row: Pick<OrderEventRow, 'type' | 'remaining'>): OrderStatusName {
  switch (row.type) {
    case 'order_filled':
      return row.remaining === 0n ? 'filled' : 'open';
    case 'order_cancelled':
      return 'cancelled';
    case 'order_expired':
      return 'expired';
    default:
      return 'open';
  }
}

function columnsOf(
  event: OrderEvent,
): Omit<OrderEventRow, 'txHash' | 'eventIndex' | 'lt' | 'orderAddress' | 'maker' | 'timestamp'> {
  const none = {
    actor: null,
    amountIn: null,
    amountOut: null,
    remaining: null,
    reward: null,
    direct: null,
    reason: null,
  };
  const base = { seqno: event.seqno, type: event.type, queryId: event.queryId };
  switch (event.type) {
    case 'order_placed':
      return {
        ...base,
        ...none,
        amountIn: event.sellAmount,
        amountOut: event.minBuyAmount,
        remaining: event.sellAmount,
        reward: event.reward,
      };
    case 'order_filled':
      return {
        ...base,
        ...none,
        actor: event.filler.toRawString(),
        amountIn: event.amountIn,
        amountOut: event.amountOut,
        remaining: event.remaining,
        reward: event.rewardPaid,
        direct: event.direct,
      };
    case 'order_fill_failed':
      return { ...base, ...none, actor: event.filler.toRawString(), reason: event.reason };
    case 'order_cancelled':
      return { ...base, ...none, remaining: event.remaining, reward: event.rewardReturned };
    case 'order_expired':
      return {
        ...base,
        ...none,
        actor: event.trigger.toRawString(),
        remaining: event.remaining,
        reward: event.triggerReward,
      };
  }
}

/** Every order log of a transaction of the order `order` (maker: the row's, for the maker's activity). */
export function orderEventRows(
  tx: TonApiTransaction,
  order: { address: string; maker: string },
): OrderEventRow[] {
  return logsOf(tx, parseOrderEvent).map(({ eventIndex, event }) => ({
    txHash: tx.hash,
    eventIndex,
    lt: ltOf(tx.lt),
    orderAddress: order.address,
    maker: order.maker,
    timestamp: new Date(tx.utime * 1000),
    ...columnsOf(event),
  }));
}
