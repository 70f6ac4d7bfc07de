import type { Address, Cell, Slice } from '@ton/core';
import { OrderEventOp, type OrderRefundReasonName, orderRefundReasonName } from '../wrappers/order-constants';
import { type Asset, loadAsset } from './assets';

// Decoder of a limit order's external-out logs (contracts/dex/order-messages.tolk). Who emitted a
// log proves nothing by itself: a reader checks that the emitting account is the address
// `orderAddress` derives from the order's terms.

export type OrderEvent =
  | {
      type: 'order_placed';
      seqno: number;
      queryId: bigint;
      maker: Address;
      sellAsset: Asset;
      buyAsset: Asset;
      sellAmount: bigint;
      minBuyAmount: bigint;
      expiresAt: number;
      reward: bigint;
    }
  | {
      type: 'order_filled';
      seqno: number;
      queryId: bigint;
      filler: Address;
      /** Sell asset spent. */
      amountIn: bigint;
      /** Buy asset the maker received. */
      amountOut: bigint;
      remaining: bigint;
      rewardPaid: bigint;
      direct: boolean;
    }
  | {
      type: 'order_fill_failed';
      seqno: number;
      queryId: bigint;
      filler: Address;
      reasonCode: number;
      reason: OrderRefundReasonName | 'unknown';
    }
  | { type: 'order_cancelled'; seqno: number; queryId: bigint; remaining: bigint; rewardReturned: bigint }
  | {
      type: 'order_expired';
      seqno: number;
      queryId: bigint;
      remaining: bigint;
      trigger: Address;
      triggerReward: bigint;
    };

function parsePlaced(s: Slice): OrderEvent {
  const seqno = s.loadUint(32);
  const queryId = s.loadUintBig(64);
  const maker = s.loadAddress();
  const sellAsset = loadAsset(s);
  const buyAsset = loadAsset(s);
  const a = s.loadRef().beginParse();
  const sellAmount = a.loadCoins();
  const minBuyAmount = a.loadCoins();
  const expiresAt = a.loadUint(32);
  const reward = a.loadCoins();
  return {
    type: 'order_placed',
    seqno,
    queryId,
    maker,
    sellAsset,
    buyAsset,
    sellAmount,
    minBuyAmount,
    expiresAt,
    reward,
  };
}

/** Decodes an order's log body; null when the body is not an order log. */
export function parseOrderEvent(body: Cell): OrderEvent | null {
  const s = body.beginParse();
  if (s.remainingBits < 32) return null;
  const op = s.loadUint(32);
  switch (op) {
    case OrderEventOp.orderPlaced:
      return parsePlaced(s);
    case OrderEventOp.orderFilled:
      return {
        type: 'order_filled',
        seqno: s.loadUint(32),
        queryId: s.loadUintBig(64),
        filler: s.loadAddress(),
        amountIn: s.loadCoins(),
        amountOut: s.loadCoins(),
        remaining: s.loadCoins(),
        rewardPaid: s.loadCoins(),
        direct: s.loadBit(),
      };
    case OrderEventOp.orderFillFailed: {
      const head = { seqno: s.loadUint(32), queryId: s.loadUintBig(64), filler: s.loadAddress() };
      const reasonCode = s.loadUint(8);
      return { type: 'order_fill_failed', ...head, reasonCode, reason: orderRefundReasonName(reasonCode) };
    }
    case OrderEventOp.orderCancelled:
      return {
        type: 'order_cancelled',
        seqno: s.loadUint(32),
        queryId: s.loadUintBig(64),
        remaining: s.loadCoins(),
        rewardReturned: s.loadCoins(),
      };
    case OrderEventOp.orderExpired:
      return {
        type: 'order_expired',
        seqno: s.loadUint(32),
        queryId: s.loadUintBig(64),
        remaining: s.loadCoins(),
        trigger: s.loadAddress(),
        triggerReward: s.loadCoins(),
      };
    default:
      return null;
  }
}
