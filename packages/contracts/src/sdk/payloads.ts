import { type Address, beginCell, type Builder, type Cell } from '@ton/core';
import { DexOp } from '../wrappers/dex-constants';
import { type Asset, assetToAddress } from './assets';

// Bodies and payloads of contracts/dex/messages.tolk. The SDK is the only place that encodes them.

export interface NextHop {
  /** The asset the next pool pays out; with this hop's output and the fee it names that pool. */
  assetOut: Asset;
  feeBps: number;
  minOut: bigint;
  next?: NextHop | null;
}

export interface SwapParams {
  exactOut: boolean;
  /** exact-in: the minimum out; exact-out: the amount wanted out. */
  limit: bigint;
  /** Unix time; 0 for none. */
  deadline: number;
  receiver: Address;
  /** The user: refunds, surplus and excesses go here (a receipt's refunds go to its sender). */
  refundTo: Address;
  next?: NextHop | null;
  /**
   * One hop only (a hop is refused): the pool sends the swap's sender a SwapReceipt or a notified
   * refund, and a refund's input goes to the sender, not to `refundTo`: a limit order's fill.
   */
  receipt?: boolean;
}

function nextHopCell(hop: NextHop): Cell {
  return beginCell()
    .storeAddress(assetToAddress(hop.assetOut))
    .storeUint(hop.feeBps, 16)
    .storeCoins(hop.minOut)
    .storeMaybeRef(hop.next ? nextHopCell(hop.next) : null)
    .endCell();
}

function storeSwapParams(params: SwapParams) {
  return (b: Builder) =>
    b
      .storeBit(params.exactOut)
      .storeCoins(params.limit)
      .storeUint(params.deadline, 32)
      .storeAddress(params.receiver)
      .storeAddress(params.refundTo)
      .storeMaybeRef(params.next ? nextHopCell(params.next) : null)
      .storeBit(params.receipt ?? false);
}

export function swapTonBody(queryId: bigint, amountIn: bigint, params: SwapParams): Cell {
  return beginCell()
    .storeUint(DexOp.swapTon, 32)
    .storeUint(queryId, 64)
    .storeCoins(amountIn)
    .store(storeSwapParams(params))
    .endCell();
}

/** Forward payload of a jetton transfer into a pool. */
export function swapJettonPayload(params: SwapParams): Cell {
  return beginCell().storeUint(DexOp.swapJetton, 32).store(storeSwapParams(params)).endCell();
}

export function provideTonBody(queryId: bigint, amount: bigint, minLpOut: bigint, deadline: number): Cell {
  return beginCell()
    .storeUint(DexOp.provideTon, 32)
    .storeUint(queryId, 64)
    .storeCoins(amount)
    .storeCoins(minLpOut)
    .storeUint(deadline, 32)
    .endCell();
}

export function provideJettonPayload(minLpOut: bigint, deadline: number): Cell {
  return beginCell()
    .storeUint(DexOp.provideJetton, 32)
    .storeCoins(minLpOut)
    .storeUint(deadline, 32)
    .endCell();
}

export function claimHeldBody(queryId: bigint): Cell {
  return beginCell().storeUint(DexOp.claimHeld, 32).storeUint(queryId, 64).endCell();
}

export function depositCancelBody(queryId: bigint): Cell {
  return beginCell().storeUint(DexOp.depositCancel, 32).storeUint(queryId, 64).endCell();
}

/** custom_payload of an LP burn. */
export function removeParamsPayload(
  min0: bigint,
  min1: bigint,
  deadline: number,
  receiver: Address | null,
): Cell {
  return beginCell()
    .storeUint(DexOp.removeParams, 32)
    .storeCoins(min0)
    .storeCoins(min1)
    .storeUint(deadline, 32)
    .storeAddress(receiver)
    .endCell();
}

export function createPoolBody(queryId: bigint, assetA: Asset, assetB: Asset, feeBps: number): Cell {
  return beginCell()
    .storeUint(DexOp.createPool, 32)
    .storeUint(queryId, 64)
    .storeAddress(assetToAddress(assetA))
    .storeAddress(assetToAddress(assetB))
    .storeUint(feeBps, 16)
    .endCell();
}
