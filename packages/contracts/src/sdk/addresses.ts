import { type Address, beginCell, type Cell, contractAddress, Dictionary } from '@ton/core';
import { CURVE_CONSTANT_PRODUCT, PoolStatus } from '../wrappers/dex-constants';
import { type Asset, assetToAddress, sortAssets } from './assets';

// Address derivation, bit-for-bit as contracts/dex/storage.tolk and contracts/jetton/storage.tolk
// compute it, so that clients find pools, deposits and wallets without a get-method call.

export interface DexCodes {
  pool: Cell;
  lpWallet: Cell;
  deposit: Cell;
  lpContent: Cell;
}

/** A pool's PoolConfig (storage.tolk): the factory, the curve, the sorted pair and the factory's cells. */
export function poolConfigCell(factory: Address, asset0: Asset, asset1: Asset, codes: DexCodes): Cell {
  return beginCell()
    .storeAddress(factory)
    .storeUint(CURVE_CONSTANT_PRODUCT, 8)
    .storeAddress(assetToAddress(asset0))
    .storeAddress(assetToAddress(asset1))
    .storeRef(codes.lpWallet)
    .storeRef(codes.deposit)
    .storeRef(codes.lpContent)
    .endCell();
}

/** PoolStorage of a pool that was never initialised: what its address is the hash of. */
export function poolInitialData(
  factory: Address,
  asset0: Asset,
  asset1: Asset,
  feeBps: number,
  codes: DexCodes,
): Cell {
  const config = poolConfigCell(factory, asset0, asset1, codes);
  return beginCell()
    .storeUint(PoolStatus.new, 2)
    .storeUint(feeBps, 16)
    .storeUint(0, 32)
    .storeCoins(0)
    .storeCoins(0)
    .storeCoins(0)
    .storeAddress(null)
    .storeAddress(null)
    .storeDict(Dictionary.empty()) // pending
    .storeDict(Dictionary.empty()) // held
    .storeRef(config)
    .storeDict(Dictionary.empty()) // readyNextPools
    .endCell();
}

export function poolAddress(
  factory: Address,
  assetA: Asset,
  assetB: Asset,
  feeBps: number,
  codes: DexCodes,
): Address {
  const [asset0, asset1] = sortAssets(assetA, assetB);
  return contractAddress(0, {
    code: codes.pool,
    data: poolInitialData(factory, asset0, asset1, feeBps, codes),
  });
}

export function depositAddress(pool: Address, owner: Address, depositCode: Cell): Address {
  const data = beginCell()
    .storeAddress(pool)
    .storeAddress(owner)
    .storeCoins(0)
    .storeCoins(0)
    .storeCoins(0)
    .storeUint(0, 32)
    .endCell();
  return contractAddress(0, { code: depositCode, data });
}

export function jettonWalletAddress(owner: Address, minter: Address, walletCode: Cell): Address {
  const data = beginCell().storeCoins(0).storeAddress(owner).storeAddress(minter).endCell();
  return contractAddress(0, { code: walletCode, data });
}
