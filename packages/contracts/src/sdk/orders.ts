import { type Address, beginCell, type Cell, contractAddress } from '@ton/core';
import { OrderStatus } from '../wrappers/order-constants';
import { type Asset, assetToAddress } from './assets';
import type { DexCodes } from './addresses';

// A limit order's terms and address, bit-for-bit as contracts/dex/order-storage.tolk stores them:
// apps verify an order by deriving its address, never by what a log or an API says.

export interface OrderTerms {
  maker: Address;
  sellAsset: Asset;
  buyAsset: Asset;
  /** Sell asset escrowed (nano units). */
  sellAmount: bigint;
  /** Buy asset the maker wants for the whole sellAmount: the limit price. */
  minBuyAmount: bigint;
  /** Unix time after which the order no longer fills and anyone may refund it. */
  expiresAt: number;
  /** TON paid to fillers, pro rata to what each executed fill sold. */
  reward: bigint;
  partial: boolean;
  /** The smallest partial fill (the last remainder may be smaller). */
  minFill: bigint;
  /** Any 64-bit number: tells apart orders with equal terms. */
  nonce: bigint;
}

export type OrderCodes = DexCodes & { order: Cell };

export function orderAmountsCell(terms: OrderTerms): Cell {
  return beginCell()
    .storeCoins(terms.sellAmount)
    .storeCoins(terms.minBuyAmount)
    .storeUint(terms.expiresAt, 32)
    .storeCoins(terms.reward)
    .storeBit(terms.partial)
    .storeCoins(terms.minFill)
    .endCell();
}

export function orderTermsCell(terms: OrderTerms): Cell {
  return beginCell()
    .storeAddress(terms.maker)
    .storeAddress(assetToAddress(terms.sellAsset))
    .storeAddress(assetToAddress(terms.buyAsset))
    .storeUint(terms.nonce, 64)
    .storeRef(orderAmountsCell(terms))
    .endCell();
}

/** What the order needs to derive pools (OrderDex): the factory, the pool code's hash and depth, the config refs. */
export function orderDexCell(factory: Address, codes: DexCodes): Cell {
  const poolRefs = beginCell().storeRef(codes.lpWallet).storeRef(codes.deposit).storeRef(codes.lpContent).endCell();
  return beginCell()
    .storeAddress(factory)
    .storeBuffer(codes.pool.hash())
    .storeUint(codes.pool.depth(), 16)
    .storeRef(poolRefs)
    .endCell();
}

/** OrderStorage of an order never placed: what its address is the hash of. */
export function orderInitialData(terms: OrderTerms, factory: Address, codes: DexCodes): Cell {
  return beginCell()
    .storeUint(OrderStatus.new, 2)
    .storeUint(0, 32) // seqno
    .storeCoins(0) // remaining
    .storeCoins(0) // reserved
    .storeCoins(0) // received
    .storeCoins(0) // rewardLeft
    .storeAddress(null) // sellWallet
    .storeAddress(null) // buyWallet
    .storeBit(0) // fills
    .storeBit(0) // candidates
    .storeRef(orderTermsCell(terms))
    .storeRef(orderDexCell(factory, codes))
    .endCell();
}

export function orderStateInit(terms: OrderTerms, factory: Address, codes: OrderCodes): { code: Cell; data: Cell } {
  return { code: codes.order, data: orderInitialData(terms, factory, codes) };
}

export function orderAddress(terms: OrderTerms, factory: Address, codes: OrderCodes): Address {
  return contractAddress(0, orderStateInit(terms, factory, codes));
}

const mulDivCeil = (a: bigint, b: bigint, c: bigint) => (a * b + c - 1n) / c;

/** The least buy asset the maker accepts for `amount` of the sell asset (rounded up, as the order does). */
export function orderLimitOut(terms: OrderTerms, amount: bigint): bigint {
  return mulDivCeil(amount, terms.minBuyAmount, terms.sellAmount);
}

/** The reward a fill of `filled` earns (rounded down, as the order does). */
export function orderReward(terms: OrderTerms, filled: bigint): bigint {
  return (filled * terms.reward) / terms.sellAmount;
}

/** Sell asset a direct fill paying `buyAmount` takes (before the cap at what is unfilled). */
export function orderDirectSellOut(terms: OrderTerms, buyAmount: bigint): bigint {
  return (buyAmount * terms.sellAmount) / terms.minBuyAmount;
}
