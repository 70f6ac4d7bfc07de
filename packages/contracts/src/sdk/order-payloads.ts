import { type Address, beginCell, type Cell, contractAddress, storeStateInit } from '@ton/core';
import {
  DEFAULT_ORDER_REWARD,
  ORDER_CANCEL_GAS,
  ORDER_DIRECT_FILL_GAS,
  ORDER_FILL_GAS,
  ORDER_FUNDING_FORWARD_TON,
  orderPlaceGas,
  OrderOp,
} from '../wrappers/order-constants';
import { buildJettonTransferBody } from '../wrappers/jetton-wallet';
import { type Asset, assetToAddress } from './assets';
import { orderStateInit, type OrderCodes, type OrderTerms } from './orders';
import { built, type BuiltTransaction, message, newQueryId, transferTon } from './transactions';

// Builders of the messages a wallet sends to place, fill, cancel and expire limit orders
// (contracts/dex/order-messages.tolk), in the TON Connect shape of every other SDK builder. They
// never send; every TON amount is a named constant.

export {
  DEFAULT_ORDER_REWARD,
  ORDER_CANCEL_GAS,
  ORDER_DIRECT_FILL_GAS,
  ORDER_FILL_GAS,
  ORDER_PLACE_GAS,
} from '../wrappers/order-constants';

/** One hop of a fill's route: the asset its pool pays out and its fee tier (never an address). */
export interface OrderRouteHop {
  asset: Asset;
  feeBps: number;
}

const opBody = (op: number, queryId: bigint) => beginCell().storeUint(op, 32).storeUint(queryId, 64);

export function placeOrderBody(queryId: bigint): Cell {
  return opBody(OrderOp.placeOrder, queryId).endCell();
}

export function orderFundingPayload(): Cell {
  return beginCell().storeUint(OrderOp.orderFunding, 32).endCell();
}

function routeCell(route: OrderRouteHop[]): Cell {
  const [hop, ...rest] = route;
  if (!hop) throw new Error('A fill route needs at least one hop');
  return beginCell()
    .storeAddress(assetToAddress(hop.asset))
    .storeUint(hop.feeBps, 16)
    .storeMaybeRef(rest.length ? routeCell(rest) : null)
    .endCell();
}

export function fillOrderBody(queryId: bigint, amount: bigint, route: OrderRouteHop[]): Cell {
  return opBody(OrderOp.fillOrder, queryId).storeCoins(amount).storeRef(routeCell(route)).endCell();
}

export function directFillBody(queryId: bigint, buyAmount: bigint): Cell {
  return opBody(OrderOp.directFill, queryId).storeCoins(buyAmount).endCell();
}

export function directFillJettonPayload(): Cell {
  return beginCell().storeUint(OrderOp.directFillJetton, 32).endCell();
}

export const cancelOrderBody = (queryId: bigint): Cell => opBody(OrderOp.cancelOrder, queryId).endCell();
export const expireOrderBody = (queryId: bigint): Cell => opBody(OrderOp.expireOrder, queryId).endCell();

/** TON a placement carries beyond the sell amount (TON sells) and the reward. */
export const orderPlaceGasOf = (terms: OrderTerms): bigint =>
  orderPlaceGas({
    sellIsJetton: terms.sellAsset.kind === 'jetton',
    buyIsJetton: terms.buyAsset.kind === 'jetton',
  });

export interface PlaceOrderOptions {
  factory: Address;
  codes: OrderCodes;
  /** The maker's wallet of the sell jetton (from its master's get_wallet_address): jetton sells only. */
  makerJettonWallet?: Address;
  queryId?: bigint;
}

/**
 * Placing an order: the deploy of the order (its state init, with sellAmount for a TON sell, the
 * reward and `orderPlaceGasOf(terms)`) and, for a jetton sell, the transfer of sellAmount to the order beside it.
 */
export function buildPlaceOrder(terms: OrderTerms, opts: PlaceOrderOptions): BuiltTransaction {
  const queryId = opts.queryId ?? newQueryId();
  const init = orderStateInit(terms, opts.factory, opts.codes);
  const stateInit = beginCell().store(storeStateInit(init)).endCell().toBoc().toString('base64');
  const order = contractAddress(0, init);
  const tonSell = terms.sellAsset.kind === 'ton' ? terms.sellAmount : 0n;
  const deploy = {
    ...message(order, tonSell + terms.reward + orderPlaceGasOf(terms), placeOrderBody(queryId)),
    stateInit,
  };
  if (terms.sellAsset.kind === 'ton') return built([deploy]);
  if (!opts.makerJettonWallet) throw new Error('A jetton sell needs the maker jetton wallet');
  const funding = buildJettonTransferBody({
    queryId,
    jettonAmount: terms.sellAmount,
    to: order,
    responseAddress: terms.maker,
    forwardTonAmount: ORDER_FUNDING_FORWARD_TON,
    forwardPayload: orderFundingPayload(),
  });
  return built([deploy, message(opts.makerJettonWallet, transferTon(ORDER_FUNDING_FORWARD_TON), funding)]);
}

export interface FillOrderRequest {
  amount: bigint;
  route: OrderRouteHop[];
  queryId?: bigint;
}

/** A fill through pools, by anyone: ORDER_FILL_GAS pays it; the rest and the reward come back. */
export function buildFillOrder(order: Address, req: FillOrderRequest): BuiltTransaction {
  return built([
    message(order, ORDER_FILL_GAS, fillOrderBody(req.queryId ?? newQueryId(), req.amount, req.route)),
  ]);
}

export interface DirectFillRequest {
  /** The order's buy asset. */
  buyAsset: Asset;
  buyAmount: bigint;
  /** The taker's wallet of the buy jetton: jetton buys only. */
  takerJettonWallet?: Address;
  /** Where the jetton wallet's excess goes: the taker (jetton buys only). */
  taker?: Address;
  queryId?: bigint;
}

/** A direct fill: the buy asset at the limit price or better; the sell asset comes back pro rata. */
export function buildDirectFill(order: Address, req: DirectFillRequest): BuiltTransaction {
  const queryId = req.queryId ?? newQueryId();
  if (req.buyAsset.kind === 'ton') {
    return built([
      message(order, req.buyAmount + ORDER_DIRECT_FILL_GAS, directFillBody(queryId, req.buyAmount)),
    ]);
  }
  if (!req.takerJettonWallet || !req.taker)
    throw new Error('A jetton direct fill needs the taker and its jetton wallet');
  const body = buildJettonTransferBody({
    queryId,
    jettonAmount: req.buyAmount,
    to: order,
    responseAddress: req.taker,
    forwardTonAmount: ORDER_DIRECT_FILL_GAS,
    forwardPayload: directFillJettonPayload(),
  });
  return built([message(req.takerJettonWallet, transferTon(ORDER_DIRECT_FILL_GAS), body)]);
}

/** The maker's cancel: the unfilled sell asset and the unspent reward come back. */
export function buildCancelOrder(order: Address, queryId: bigint = newQueryId()): BuiltTransaction {
  return built([message(order, ORDER_CANCEL_GAS, cancelOrderBody(queryId))]);
}

/** After expiry, by anyone: the maker is refunded and the trigger earns ORDER_EXPIRE_SHARE_BPS of the reward. */
export function buildExpireOrder(order: Address, queryId: bigint = newQueryId()): BuiltTransaction {
  return built([message(order, ORDER_CANCEL_GAS, expireOrderBody(queryId))]);
}

/** Terms with the default reward and no partial fills, for callers that only set the trade. */
export function defaultOrderTerms(
  trade: Pick<OrderTerms, 'maker' | 'sellAsset' | 'buyAsset' | 'sellAmount' | 'minBuyAmount' | 'expiresAt'>,
  nonce: bigint = newQueryId(),
): OrderTerms {
  return { ...trade, reward: DEFAULT_ORDER_REWARD, partial: false, minFill: 0n, nonce };
}
