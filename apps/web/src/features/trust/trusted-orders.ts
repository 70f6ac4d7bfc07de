// Trust by derivation for limit orders (issue 15, docs/chain-notes.md §5): an order is an escrow whose
// address is derived from its terms, the pinned factory (with its verified codes) and the order code.
// The order code ships with this build and must hash to VITE_ORDER_CODE_HASH; no factory deploys orders,
// so that hash is the only root for it. Loaded with the send code, never with the page.
import '../../lib/buffer-polyfill';
import { orderAddress, type OrderCodes, type OrderTerms, verifiedOrderCode } from '@atoll/contracts';
import { Address, Cell } from '@ton/core';
// The artifact `npm run build -w @atoll/contracts` compiles from contracts/dex/order.tolk. @atoll/contracts
// reads it with node:fs (loadCode), which a browser has not: the build takes its code here instead.
import { codeBoc64 } from '@atoll/contracts/build/Order.json';
import type { TrustConfig } from '../../app/env.fns';
import { OrderNotVerifiedError } from './trust-errors';
import { loadTrustedDex } from './trusted-dex';

export interface TrustedOrders {
  factory: Address;
  codes: OrderCodes;
}

/** The shipped order code, if it hashes to the pinned hash; throws OrderNotVerifiedError otherwise. */
export function pinnedOrderCode(orderCodeHash: string | null, shipped: string = codeBoc64): Cell {
  if (!orderCodeHash)
    throw new OrderNotVerifiedError('VITE_ORDER_CODE_HASH is not set: this build cannot place orders');
  try {
    return verifiedOrderCode(Cell.fromBase64(shipped), orderCodeHash);
  } catch (error) {
    throw new OrderNotVerifiedError(error instanceof Error ? error.message : String(error));
  }
}

/** The pinned factory's verified codes and the pinned order code: what order addresses are derived from. */
export async function loadTrustedOrders(
  tonapiUrl: string,
  config: TrustConfig | null,
): Promise<TrustedOrders> {
  const dex = await loadTrustedDex(tonapiUrl, config);
  const order = pinnedOrderCode(config?.orderCodeHash ?? null);
  return { factory: dex.roots.factory, codes: { ...dex.codes, order } };
}

/** The order's address as its terms derive it; throws OrderNotVerifiedError when `claimed` is another. */
export function assertGenuineOrder(trusted: TrustedOrders, terms: OrderTerms, claimed: string): Address {
  const derived = orderAddress(terms, trusted.factory, trusted.codes);
  let address: Address | null = null;
  try {
    address = Address.parse(claimed);
  } catch {
    address = null;
  }
  if (!address?.equals(derived))
    throw new OrderNotVerifiedError(`the order ${claimed} is not the one its terms derive`);
  return derived;
}
