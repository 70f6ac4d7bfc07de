import {
  type Address,
  type Cell,
  type Contract,
  type ContractProvider,
  type Sender,
  SendMode,
} from '@ton/core';
import { loadAsset } from '../sdk/assets';
import {
  cancelOrderBody,
  directFillBody,
  expireOrderBody,
  fillOrderBody,
  type OrderRouteHop,
  placeOrderBody,
} from '../sdk/order-payloads';
import { orderAddress, type OrderCodes, orderStateInit, type OrderTerms } from '../sdk/orders';
import { ORDER_CANCEL_GAS, ORDER_DIRECT_FILL_GAS, ORDER_FILL_GAS } from './order-constants';

export interface OrderData {
  /** OrderStatus */
  status: number;
  terms: OrderTerms;
  /** Unfilled sell amount (fills in flight included). */
  remaining: bigint;
  /** The part of `remaining` in fills still in flight. */
  reserved: bigint;
  /** Sell amount filled. */
  filled: bigint;
  /** Buy asset the maker received. */
  received: bigint;
  rewardLeft: bigint;
  seqno: number;
  sellWallet: Address | null;
  buyWallet: Address | null;
}

export function parseOrderTerms(cell: Cell): OrderTerms {
  const s = cell.beginParse();
  const maker = s.loadAddress();
  const sellAsset = loadAsset(s);
  const buyAsset = loadAsset(s);
  const nonce = s.loadUintBig(64);
  const a = s.loadRef().beginParse();
  return {
    maker,
    sellAsset,
    buyAsset,
    nonce,
    sellAmount: a.loadCoins(),
    minBuyAmount: a.loadCoins(),
    expiresAt: a.loadUint(32),
    reward: a.loadCoins(),
    partial: a.loadBit(),
    minFill: a.loadCoins(),
  };
}

/** Wrapper of contracts/dex/order.tolk: a limit order's escrow. */
export class Order implements Contract {
  constructor(
    readonly address: Address,
    readonly init?: { code: Cell; data: Cell },
  ) {}

  static createFromAddress(address: Address): Order {
    return new Order(address);
  }

  /** The order for these terms, by derivation (the address is the only proof an order is genuine). */
  static createFromTerms(terms: OrderTerms, factory: Address, codes: OrderCodes): Order {
    return new Order(orderAddress(terms, factory, codes), orderStateInit(terms, factory, codes));
  }

  /** Sends PlaceOrder (deploying the order when created from its terms) with `value`. */
  async sendPlace(provider: ContractProvider, via: Sender, value: bigint, queryId = 0n): Promise<void> {
    await provider.internal(via, {
      value,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: placeOrderBody(queryId),
    });
  }

  async sendFill(
    provider: ContractProvider,
    via: Sender,
    params: { amount: bigint; route: OrderRouteHop[]; value?: bigint; queryId?: bigint },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value ?? ORDER_FILL_GAS,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: fillOrderBody(params.queryId ?? 0n, params.amount, params.route),
    });
  }

  async sendDirectFillTon(
    provider: ContractProvider,
    via: Sender,
    params: { buyAmount: bigint; value?: bigint; queryId?: bigint },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value ?? params.buyAmount + ORDER_DIRECT_FILL_GAS,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: directFillBody(params.queryId ?? 0n, params.buyAmount),
    });
  }

  async sendCancel(provider: ContractProvider, via: Sender, value: bigint = ORDER_CANCEL_GAS): Promise<void> {
    await provider.internal(via, { value, sendMode: SendMode.PAY_GAS_SEPARATELY, body: cancelOrderBody(0n) });
  }

  async sendExpire(provider: ContractProvider, via: Sender, value: bigint = ORDER_CANCEL_GAS): Promise<void> {
    await provider.internal(via, { value, sendMode: SendMode.PAY_GAS_SEPARATELY, body: expireOrderBody(0n) });
  }

  async getOrderData(provider: ContractProvider): Promise<OrderData> {
    const { stack } = await provider.get('get_order_data', []);
    const status = stack.readNumber();
    const seqno = stack.readNumber();
    const remaining = stack.readBigNumber();
    const reserved = stack.readBigNumber();
    const received = stack.readBigNumber();
    const rewardLeft = stack.readBigNumber();
    const sellWallet = stack.readAddressOpt();
    const buyWallet = stack.readAddressOpt();
    const terms = parseOrderTerms(stack.readCell());
    // (a closed order keeps `remaining` as it was when it closed: what went back to the maker)
    const filled = status === 0 || (remaining === 0n && received === 0n) ? 0n : terms.sellAmount - remaining;
    return { status, terms, remaining, reserved, filled, received, rewardLeft, seqno, sellWallet, buyWallet };
  }
}
