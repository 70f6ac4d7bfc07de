import { type Address, beginCell, type Cell, storeStateInit, toNano } from '@ton/core';
import {
  CLAIM_TON,
  HOP_PROBE_TON,
  HOP_TRANSFER_TON,
  JETTON_PAYOUT_TON,
  PENDING_REPLAY_TON,
  POOL_CREATE_TON,
  POOL_GAS_TON,
  PROVIDE_LEG_TON,
  TON_PAYOUT_TON,
} from '../wrappers/dex-constants';
import {
  JETTON_WALLET_GAS,
  JETTON_FORWARD_FEE_ALLOWANCE,
  jettonTransferMinTon,
} from '../wrappers/jetton-constants';
import { buildJettonBurnBody, buildJettonTransferBody } from '../wrappers/jetton-wallet';
import { type Asset, sortAssets } from './assets';
import { type DexCodes, poolInitialData } from './addresses';
import {
  claimHeldBody,
  createPoolBody,
  depositCancelBody,
  provideJettonPayload,
  provideTonBody,
  removeParamsPayload,
  type NextHop,
  swapJettonPayload,
  swapTonBody,
} from './payloads';

// Builders of the messages a wallet sends for each user action, in the TON Connect shape.
// They never send anything; every TON amount comes from the named gas constants.

export interface TonConnectMessage {
  /** Destination, user-friendly bounceable form. */
  address: string;
  /** Nanotons, decimal string. */
  amount: string;
  /** Base64 BoC of the body. */
  payload?: string;
  stateInit?: string;
}

export interface BuiltTransaction {
  messages: TonConnectMessage[];
  /** Sum of the TON the messages carry (amounts included); unspent gas returns as excesses. */
  totalTon: bigint;
}

/** A user's wallet for a jetton side of an action (the TON side needs none). */
export type AssetSource = { asset: Asset; userJettonWallet?: Address };

/** One message in the TON Connect shape, to a bounceable address. */
export function message(to: Address, amount: bigint, body: Cell): TonConnectMessage {
  return {
    address: to.toString({ bounceable: true }),
    amount: amount.toString(),
    payload: body.toBoc().toString('base64'),
  };
}

export function built(messages: TonConnectMessage[]): BuiltTransaction {
  return { messages, totalTon: messages.reduce((sum, m) => sum + BigInt(m.amount), 0n) };
}

function jettonWalletOf(source: AssetSource): Address {
  if (!source.userJettonWallet) throw new Error('The jetton side of an action needs the user jetton wallet');
  return source.userJettonWallet;
}

/** A 64-bit query id, unique enough to find the action's trace again. */
export function newQueryId(): bigint {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n) & ((1n << 63n) - 1n);
}

const payoutTon = (asset: Asset) => (asset.kind === 'ton' ? TON_PAYOUT_TON : JETTON_PAYOUT_TON);

/**
 * TON the first pool must receive for gas (contracts/dex/pool-swap.tolk, `swap`): its own, every later
 * hop with its transfer and the probe of the next pool that precedes a jetton hop (budgeted for
 * every hop), and the last pool's payout or refund. Every pool has a jetton side, so
 * that last step is a jetton transfer either way; exact-out also returns the unused input.
 */
export function swapGasBudget(
  assetIn: Asset,
  _assetOut: Asset,
  exactOut: boolean,
  extraHops: number,
): bigint {
  return (
    POOL_GAS_TON +
    JETTON_PAYOUT_TON +
    (exactOut ? payoutTon(assetIn) : 0n) +
    BigInt(extraHops) * (POOL_GAS_TON + HOP_TRANSFER_TON + HOP_PROBE_TON)
  );
}

/** TON the user's jetton wallet needs on top of the forward amount it passes on. */
export const transferTon = (forwardTonAmount: bigint) =>
  jettonTransferMinTon(forwardTonAmount, JETTON_FORWARD_FEE_ALLOWANCE) + toNano('0.001');

export interface SwapRequest {
  pool: Address;
  input: AssetSource;
  /** The final asset (after every hop). */
  assetOut: Asset;
  /** exact-in: the amount sold; exact-out: the most the user will pay. */
  amountIn: bigint;
  /** exact-in: the least accepted from the first pool. */
  minOut: bigint;
  /** Set for exact-out: the amount wanted (single pool only). */
  exactAmountOut?: bigint;
  /** Pools after the first, in order. */
  next?: NextHop | null;
  user: Address;
  receiver?: Address;
  deadline: number;
  queryId: bigint;
}

export function buildSwap(req: SwapRequest): BuiltTransaction {
  const exactOut = req.exactAmountOut !== undefined;
  if (exactOut && req.next) throw new Error('Exact-out swaps go through one pool');
  let hops = 0;
  for (let hop = req.next; hop; hop = hop.next) hops++;
  const gas = swapGasBudget(req.input.asset, req.assetOut, exactOut, hops);
  const params = {
    exactOut,
    limit: exactOut ? (req.exactAmountOut as bigint) : req.minOut,
    deadline: req.deadline,
    receiver: req.receiver ?? req.user,
    refundTo: req.user,
    next: req.next ?? null,
  };
  if (req.input.asset.kind === 'ton') {
    return built([message(req.pool, req.amountIn + gas, swapTonBody(req.queryId, req.amountIn, params))]);
  }
  const body = buildJettonTransferBody({
    queryId: req.queryId,
    jettonAmount: req.amountIn,
    to: req.pool,
    responseAddress: req.user,
    forwardTonAmount: gas,
    forwardPayload: swapJettonPayload(params),
  });
  return built([message(jettonWalletOf(req.input), transferTon(gas), body)]);
}

export interface ProvideRequest {
  pool: Address;
  side0: AssetSource;
  side1: AssetSource;
  amount0: bigint;
  amount1: bigint;
  minLpOut: bigint;
  user: Address;
  deadline: number;
  queryId: bigint;
}

/**
 * TON a jetton liquidity leg forwards to the pool: its own budget, and what waiting costs when it
 * reaches a pool that is still discovering its wallets (the first deposit always does), so that it
 * is honoured then too. Unspent, it returns as excesses.
 */
export const PROVIDE_JETTON_FORWARD_TON = PROVIDE_LEG_TON + PENDING_REPLAY_TON;

function provideLeg(req: ProvideRequest, source: AssetSource, amount: bigint): TonConnectMessage {
  if (source.asset.kind === 'ton') {
    return message(
      req.pool,
      amount + PROVIDE_LEG_TON,
      provideTonBody(req.queryId, amount, req.minLpOut, req.deadline),
    );
  }
  const body = buildJettonTransferBody({
    queryId: req.queryId,
    jettonAmount: amount,
    to: req.pool,
    responseAddress: req.user,
    forwardTonAmount: PROVIDE_JETTON_FORWARD_TON,
    forwardPayload: provideJettonPayload(req.minLpOut, req.deadline),
  });
  return message(jettonWalletOf(source), transferTon(PROVIDE_JETTON_FORWARD_TON), body);
}

/** Both legs of an add-liquidity, in one wallet request. */
export function buildProvideLiquidity(req: ProvideRequest): BuiltTransaction {
  return built([provideLeg(req, req.side0, req.amount0), provideLeg(req, req.side1, req.amount1)]);
}

export interface CreatePoolRequest extends ProvideRequest {
  factory: Address;
  feeBps: number;
  /** The factory's codes (get_factory_data), to deploy the pool's account up front. */
  codes: DexCodes;
}

/**
 * Creates the pool and gives it its first liquidity in one wallet request. The pool's account
 * is deployed by the user's first message (its address is the hash of code and data, so this is
 * the same account the factory initialises), so that no leg can reach it before it exists.
 */
export function buildCreatePool(req: CreatePoolRequest): BuiltTransaction {
  const [asset0, asset1] = sortAssets(req.side0.asset, req.side1.asset);
  const stateInit = beginCell()
    .store(
      storeStateInit({
        code: req.codes.pool,
        data: poolInitialData(req.factory, asset0, asset1, req.feeBps, req.codes),
      }),
    )
    .endCell()
    .toBoc()
    .toString('base64');
  const create = message(
    req.factory,
    POOL_CREATE_TON,
    createPoolBody(req.queryId, req.side0.asset, req.side1.asset, req.feeBps),
  );
  const [leg0, leg1] = buildProvideLiquidity(req).messages as [TonConnectMessage, TonConnectMessage];
  if (req.side0.asset.kind === 'ton') {
    return built([{ ...leg0, stateInit }, create, leg1]);
  }
  const deploy: TonConnectMessage = {
    address: req.pool.toString({ bounceable: false }),
    amount: POOL_DEPLOY_TON.toString(),
    stateInit,
  };
  return built([deploy, create, leg0, leg1]);
}

/** TON of the message that deploys a new pool's account (it stays as the pool's rent). */
export const POOL_DEPLOY_TON = toNano('0.01');

/** TON an LP burn must carry: the LP wallet's step and the pool paying out both assets. */
export const REMOVE_LIQUIDITY_TON =
  POOL_GAS_TON + 2n * JETTON_PAYOUT_TON + JETTON_WALLET_GAS + toNano('0.005');

export interface RemoveRequest {
  userLpWallet: Address;
  lpAmount: bigint;
  min0: bigint;
  min1: bigint;
  user: Address;
  receiver?: Address;
  deadline: number;
  queryId: bigint;
}

export function buildRemoveLiquidity(req: RemoveRequest): BuiltTransaction {
  const body = buildJettonBurnBody({
    queryId: req.queryId,
    jettonAmount: req.lpAmount,
    responseAddress: req.user,
    customPayload: removeParamsPayload(req.min0, req.min1, req.deadline, req.receiver ?? null),
  });
  return built([message(req.userLpWallet, REMOVE_LIQUIDITY_TON, body)]);
}

/**
 * Takes back what a pool holds for the user outside its reserves: payouts, LP shares and deposit legs
 * that bounced (`Pool.getHeld`). The pool refuses (the bounce returns the TON) when it holds nothing.
 */
export function buildClaimHeld(pool: Address, queryId: bigint): BuiltTransaction {
  return built([message(pool, CLAIM_TON, claimHeldBody(queryId))]);
}

/** Gives back what one leg of an unfinished deposit delivered. */
export function buildCancelDeposit(deposit: Address, queryId: bigint): BuiltTransaction {
  return built([
    message(deposit, POOL_GAS_TON + JETTON_PAYOUT_TON + toNano('0.01'), depositCancelBody(queryId)),
  ]);
}
