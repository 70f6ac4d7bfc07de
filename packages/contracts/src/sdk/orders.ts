import { type Address, beginCell, type Cell, contractAddress, Dictionary } from '@ton/core';
import { OrderStatus } from '../wrappers/order-constants';
import { type Asset, assetToAddress, sortAssets } from './assets';
import { type DexCodes, poolConfigCell } from './addresses';

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

/**
 * What the order needs to derive the pools of its pair (OrderDex): the pool code's hash and depth and
 * the hash and depth of the pair's PoolConfig cell, as the pinned factory and codes give them.
 */
export function orderDexCell(terms: OrderTerms, factory: Address, codes: DexCodes): Cell {
  const [asset0, asset1] = sortAssets(terms.sellAsset, terms.buyAsset);
  const config = poolConfigCell(factory, asset0, asset1, codes);
  return beginCell()
    .storeBuffer(codes.pool.hash())
    .storeUint(codes.pool.depth(), 16)
    .storeBuffer(config.hash())
    .storeUint(config.depth(), 16)
    .endCell();
}

/** OrderStorage of an order never placed: what its address is the hash of. */
export function orderInitialData(terms: OrderTerms, factory: Address, codes: DexCodes): Cell {
  return beginCell()
    .storeUint(OrderStatus.new, 2)
    .storeUint(0, 32) // seqno
    .storeCoins(0) // remaining
    .storeCoins(0) // received
    .storeCoins(0) // rewardLeft
    .storeAddress(null) // sellWallet
    .storeAddress(null) // buyWallet
    .storeMaybeRef(null) // fill in flight
    .storeBit(0) // candidates
    .storeRef(orderTermsCell(terms))
    .storeRef(orderDexCell(terms, factory, codes))
    .endCell();
}

/**
 * The order's code as it travels in a state init: a library cell naming the order code by its hash. An
 * order is deployed once per order, so its code would otherwise be paid for in forward fees on every
 * placement (about 0.02 TON for its 75 cells); as a library it is one cell. The network resolves it from
 * the masterchain's public libraries: a deployment publishes the order code there once (a sandbox sets
 * `blockchain.libs = orderLibraries(code)`), and the order code's hash stays the root apps pin.
 */
export function orderLibraryCell(orderCode: Cell): Cell {
  return beginCell().storeUint(2, 8).storeBuffer(orderCode.hash()).endCell({ exotic: true });
}

/** The libraries a network needs for orders to run, in the `libs` format of @ton/sandbox (hash → code). */
export function orderLibraries(orderCode: Cell): Cell {
  const libs = Dictionary.empty(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell());
  libs.set(orderCode.hash(), orderCode);
  return beginCell().storeDictDirect(libs).endCell();
}

export function orderStateInit(
  terms: OrderTerms,
  factory: Address,
  codes: OrderCodes,
): { code: Cell; data: Cell } {
  return { code: orderLibraryCell(codes.order), data: orderInitialData(terms, factory, codes) };
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
