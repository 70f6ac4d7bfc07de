import { type Address, type Cell, contractAddress } from '@ton/core';
import type { Asset } from './assets';
import { type DexCodes, poolAddress } from './addresses';
import type { OrderCodes } from './orders';

// Trust by derivation: funds go only to addresses derived from known code and data. The roots of trust
// are pinned in configuration (the factory's address and the pool code hash), never read from a pool,
// a log or an API answer. Anything else (the codes a pool is derived from) is accepted only when it
// hashes back to a pinned root.

export interface TrustRoots {
  factory: Address;
  /** Hash of the pool code the factory must deploy (hex, 64 chars). */
  poolCodeHash: string;
}

export class UntrustedAddressError extends Error {
  override name = 'UntrustedAddressError';
}

/**
 * The codes the factory derives pools with, taken from the factory's own state (code and data as any
 * chain API returns them) only after checking that this state is the pinned factory's (its state init
 * hashes to the pinned address) and that it deploys the pinned pool code.
 */
export function verifiedFactoryCodes(roots: TrustRoots, code: Cell, data: Cell): DexCodes {
  const derived = contractAddress(roots.factory.workChain, { code, data });
  if (!derived.equals(roots.factory))
    throw new UntrustedAddressError(
      `the factory state does not hash to the pinned factory ${roots.factory.toRawString()}`,
    );
  // factory.tolk FactoryStorage: admin, then the pool, LP wallet and deposit codes and the LP content
  const s = data.beginParse();
  s.loadAddress();
  const codes: DexCodes = {
    pool: s.loadRef(),
    lpWallet: s.loadRef(),
    deposit: s.loadRef(),
    lpContent: s.loadRef(),
  };
  if (codes.pool.hash().toString('hex') !== roots.poolCodeHash.toLowerCase())
    throw new UntrustedAddressError(
      `the pinned factory deploys pool code ${codes.pool.hash().toString('hex')}, not the pinned ${roots.poolCodeHash}`,
    );
  return codes;
}

/** Throws unless `claimed` is the pool the pinned factory derives for (assetA, assetB, feeBps). */
export function assertGenuinePool(
  roots: TrustRoots,
  codes: DexCodes,
  claimed: Address,
  assetA: Asset,
  assetB: Asset,
  feeBps: number,
): void {
  const derived = poolAddress(roots.factory, assetA, assetB, feeBps, codes);
  if (!derived.equals(claimed))
    throw new UntrustedAddressError(
      `${claimed.toRawString()} is not the pool the factory derives for this pair and fee tier (${derived.toRawString()})`,
    );
}

/**
 * The order code orders are derived from: the code shipped with a build (its compiled artifact), kept only
 * when it hashes to the pinned ORDER_CODE_HASH, so a build with another order code derives no order.
 */
export function verifiedOrderCode(code: Cell, pinnedHash: string): Cell {
  const hash = code.hash().toString('hex');
  if (hash !== pinnedHash.toLowerCase())
    throw new UntrustedAddressError(`this build's order code ${hash} is not the pinned ${pinnedHash}`);
  return code;
}

/** The pinned roots orders derive from: the factory's, and the hash of the order code. */
export interface OrderTrustRoots extends TrustRoots {
  orderCodeHash: string;
}

/**
 * The codes orders are derived from: the pinned factory's (its own state, `verifiedFactoryCodes`) and the
 * order code shipped with a build (`verifiedOrderCode`). What the API and the keeper derive orders with.
 */
export function verifiedOrderCodes(
  roots: OrderTrustRoots,
  factoryState: { code: Cell; data: Cell },
  orderCode: Cell,
): OrderCodes {
  const dex = verifiedFactoryCodes(roots, factoryState.code, factoryState.data);
  return { ...dex, order: verifiedOrderCode(orderCode, roots.orderCodeHash) };
}
