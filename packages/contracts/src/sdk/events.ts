import { type Address, type Cell, type Slice } from '@ton/core';
import { DexEventOp, type RefundReasonName, refundReasonName } from '../wrappers/dex-constants';
import { type Asset, loadAsset } from './assets';

// Decoder of the pool's external-out logs (contracts/dex/events.tolk): one decoder for the
// indexer, the devnet and the tests.

export interface PoolReservesAfter {
  reserve0: bigint;
  reserve1: bigint;
  lpSupply: bigint;
}

interface EventBase {
  seqno: number;
  queryId: bigint;
}

export type DexEvent =
  | (EventBase & { type: 'pool_created'; creator: Address; feeBps: number; asset0: Asset; asset1: Asset })
  | (EventBase & {
      type: 'swap';
      user: Address;
      receiver: Address;
      zeroForOne: boolean;
      amountIn: bigint;
      amountOut: bigint;
      after: PoolReservesAfter;
    })
  | (EventBase & {
      type: 'swap_refunded';
      user: Address;
      reason: RefundReasonName | 'unknown';
      reasonCode: number;
      isAsset1: boolean;
      amount: bigint;
    })
  | (EventBase & {
      type: 'liquidity_added';
      user: Address;
      amount0: bigint;
      amount1: bigint;
      lpOut: bigint;
      after: PoolReservesAfter;
    })
  | (EventBase & {
      type: 'liquidity_removed';
      user: Address;
      lpBurned: bigint;
      amount0: bigint;
      amount1: bigint;
      after: PoolReservesAfter;
    })
  | (EventBase & {
      type: 'liquidity_refunded';
      user: Address;
      reason: RefundReasonName | 'unknown';
      reasonCode: number;
      amount0: bigint;
      amount1: bigint;
      lpAmount: bigint;
    })
  /** The pool found its jetton wallets (TEP-89) and trades from now on. Null wallet: a native side. */
  | (EventBase & { type: 'pool_ready'; wallet0: Address | null; wallet1: Address | null })
  /** A jetton master refused or did not answer TEP-89: the pool is final and refunds what it held. */
  | (EventBase & { type: 'pool_failed'; reasonCode: number })
  /**
   * Reserves or LP supply changed outside a swap or liquidity operation (a bounced payout, LP mint or
   * deposit credit): `cause` is a ReservesChangeCause, `user` whose funds it concerns.
   */
  | (EventBase & {
      type: 'reserves_changed';
      cause: number;
      user: Address | null;
      amount: bigint;
      after: PoolReservesAfter;
    });

/** `After`: a 1 bit and the reserves inline (when the event fits in one cell), or a 0 bit and a ref. */
function loadReserves(s: Slice): PoolReservesAfter {
  const r = s.loadBit() ? s : s.loadRef().beginParse();
  return { reserve0: r.loadCoins(), reserve1: r.loadCoins(), lpSupply: r.loadCoins() };
}

/** Decodes a log body; null when the body is not one of ours. */
export function parseDexEvent(body: Cell): DexEvent | null {
  const s = body.beginParse();
  if (s.remainingBits < 32) return null;
  const op = s.loadUint(32);
  const head = () => ({ seqno: s.loadUint(32), queryId: s.loadUintBig(64) });
  switch (op) {
    case DexEventOp.poolCreated: {
      const base = head();
      return {
        type: 'pool_created',
        ...base,
        creator: s.loadAddress(),
        feeBps: s.loadUint(16),
        asset0: loadAsset(s),
        asset1: loadAsset(s),
      };
    }
    case DexEventOp.swap: {
      const base = head();
      const user = s.loadAddress();
      // addr_none: the receiver is the user
      const receiver = s.loadMaybeAddress() ?? user;
      return {
        type: 'swap',
        ...base,
        user,
        receiver,
        zeroForOne: s.loadBit(),
        amountIn: s.loadCoins(),
        amountOut: s.loadCoins(),
        after: loadReserves(s),
      };
    }
    case DexEventOp.swapRefunded: {
      const base = head();
      const user = s.loadAddress();
      const reasonCode = s.loadUint(8);
      return {
        type: 'swap_refunded',
        ...base,
        user,
        reasonCode,
        reason: refundReasonName(reasonCode),
        isAsset1: s.loadBit(),
        amount: s.loadCoins(),
      };
    }
    case DexEventOp.liquidityAdded: {
      const base = head();
      return {
        type: 'liquidity_added',
        ...base,
        user: s.loadAddress(),
        amount0: s.loadCoins(),
        amount1: s.loadCoins(),
        lpOut: s.loadCoins(),
        after: loadReserves(s),
      };
    }
    case DexEventOp.liquidityRemoved: {
      const base = head();
      return {
        type: 'liquidity_removed',
        ...base,
        user: s.loadAddress(),
        lpBurned: s.loadCoins(),
        amount0: s.loadCoins(),
        amount1: s.loadCoins(),
        after: loadReserves(s),
      };
    }
    case DexEventOp.liquidityRefunded: {
      const base = head();
      const user = s.loadAddress();
      const reasonCode = s.loadUint(8);
      return {
        type: 'liquidity_refunded',
        ...base,
        user,
        reasonCode,
        reason: refundReasonName(reasonCode),
        amount0: s.loadCoins(),
        amount1: s.loadCoins(),
        lpAmount: s.loadCoins(),
      };
    }
    case DexEventOp.poolReady: {
      const base = head();
      return { type: 'pool_ready', ...base, wallet0: s.loadMaybeAddress(), wallet1: s.loadMaybeAddress() };
    }
    case DexEventOp.poolFailed: {
      const base = head();
      return { type: 'pool_failed', ...base, reasonCode: s.loadUint(8) };
    }
    case DexEventOp.reservesChanged: {
      const base = head();
      return {
        type: 'reserves_changed',
        ...base,
        cause: s.loadUint(8),
        user: s.loadMaybeAddress(),
        amount: s.loadCoins(),
        after: loadReserves(s),
      };
    }
    default:
      return null;
  }
}
