// What the tests' users do to the pools, as the SDK builds it for a wallet: swaps and deposits with
// anything a test changes, and raw jetton transfers carrying any forward TON and payload.
import { type Address, type Cell, toNano, type Transaction } from '@ton/core';
import type { Asset } from '../../src/sdk/assets';
import type { SwapParams } from '../../src/sdk/payloads';
import {
  type AssetSource,
  buildProvideLiquidity,
  buildSwap,
  newQueryId,
  type ProvideRequest,
  type SwapRequest,
} from '../../src/sdk/transactions';
import { buildJettonTransferBody } from '../../src/wrappers/jetton-wallet';
import { type DexWorld, userJettonWallet } from './dex-world';

export type User = DexWorld['alice'];
/** Who signs an action: any wallet (a sandbox treasury, the gas benchmark's W5R1). */
type Signer = { address: Address };

/** One side of an action: the asset, with the owner's jetton wallet for it (none for TON). */
export const sourceOf = (world: DexWorld, owner: Address, asset: Asset): AssetSource => ({
  asset,
  userJettonWallet: userJettonWallet(world, owner, asset),
});

/** An exact-in swap by `user`: no minimum out, no deadline, a fresh query id; `extra` changes any of it. */
export function swapTx(
  world: DexWorld,
  user: Signer,
  pool: Address,
  assetIn: Asset,
  assetOut: Asset,
  amountIn: bigint,
  extra: Partial<SwapRequest> = {},
) {
  return buildSwap({
    pool,
    input: sourceOf(world, user.address, assetIn),
    assetOut,
    amountIn,
    minOut: 0n,
    user: user.address,
    deadline: 0,
    queryId: newQueryId(),
    ...extra,
  });
}

/** A deposit of both sides (assets in pool order) by `user`: no minimum LP, no deadline unless `extra` says. */
export function provideTx(
  world: DexWorld,
  user: Signer,
  pool: Address,
  [asset0, asset1]: [Asset, Asset],
  amount0: bigint,
  amount1: bigint,
  extra: Partial<ProvideRequest> = {},
) {
  return buildProvideLiquidity({
    pool,
    side0: sourceOf(world, user.address, asset0),
    side1: sourceOf(world, user.address, asset1),
    amount0,
    amount1,
    minLpOut: 0n,
    user: user.address,
    deadline: 0,
    queryId: newQueryId(),
    ...extra,
  });
}

/** Swap parameters of an exact-in swap with no limit and no deadline. */
export const exactInParams = (receiver: Address, refundTo: Address = receiver): SwapParams => ({
  exactOut: false,
  limit: 0n,
  deadline: 0,
  receiver,
  refundTo,
});

/** A jetton transfer to `to` (a pool) with any forward TON and payload (null: an empty inline payload). */
export async function sendJettons(
  world: DexWorld,
  user: User,
  asset: Asset,
  to: Address,
  amount: bigint,
  forwardTonAmount: bigint,
  payload: Cell | null,
): Promise<Transaction[]> {
  const body = buildJettonTransferBody({
    jettonAmount: amount,
    to,
    responseAddress: user.address,
    forwardTonAmount,
    forwardPayload: payload,
  });
  const wallet = userJettonWallet(world, user.address, asset) as Address;
  return (await user.send({ to: wallet, value: forwardTonAmount + toNano('0.05'), body })).transactions;
}
