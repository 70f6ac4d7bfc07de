import { type Address, beginCell, type Cell, contractAddress, Dictionary } from '@ton/core';
import { OrderStatus } from '../wrappers/order-constants';
import { type Asset, assetToAddress } from './assets';
import { type DexCodes, poolAddress } from './addresses';
import { FEE_TIERS_BPS } from './quote-constants';

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
 * The pools of the order's pair (OrderDex): the hash of each fee tier's pool address, as the pinned
 * factory and codes derive it (`poolAddress`), in FEE_TIERS_BPS order: 1, 5 and 30 bps inline, 100 bps
 * in a ref. The order pays and trusts no other pool; its address binds these hashes.
 */
export function orderDexCell(terms: OrderTerms, factory: Address, codes: DexCodes): Cell {
  const [pool1, pool5, pool30, pool100] = FEE_TIERS_BPS.map(
    (feeBps) => poolAddress(factory, terms.sellAsset, terms.buyAsset, feeBps, codes).hash,
  ) as [Buffer, Buffer, Buffer, Buffer];
  return beginCell()
    .storeBuffer(pool1)
    .storeBuffer(pool5)
    .storeBuffer(pool30)
    .storeRef(beginCell().storeBuffer(pool100).endCell())
    .endCell();
}

/** OrderStorage of an order never placed: what its address is the hash of. */
export function orderInitialData(terms: OrderTerms, factory: Address, codes: DexCodes): Cell {
  return beginCell()
    .storeMaybeRef(null) // fill in flight
    .storeRef(orderTermsCell(terms))
    .storeRef(orderDexCell(terms, factory, codes))
    .storeUint(OrderStatus.new, 2)
    .storeUint(0, 32) // seqno
    .storeCoins(0) // remaining
    .storeCoins(0) // received
    .storeCoins(0) // rewardLeft
    .storeAddress(null) // sellWallet
    .storeAddress(null) // buyWallet
    .storeBit(0) // candidates
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
