import { activeAccountState, type TonApiSdk } from '@atoll/chain/sdk';
import { loadCode } from '@atoll/contracts/artifacts';
import { type OrderCodes, type OrderTerms, orderAddress, verifiedOrderCodes } from '@atoll/contracts';
import { Address } from '@ton/core';
import type { KeeperConfig } from './env';

export interface OrderTrust {
  factory: Address;
  codes: OrderCodes;
  /** The order these terms deploy: the only address a fill or an expiry is ever sent to. */
  derive(terms: OrderTerms): Address;
}

/**
 * The codes orders are derived from, checked against the pinned roots once at start: the factory's from its
 * own state (which must hash to the pinned factory and deploy the pinned pool code), the order code shipped
 * with this build (which must hash to the pinned order code hash).
 */
export async function loadOrderTrust(sdk: TonApiSdk, roots: KeeperConfig['roots']): Promise<OrderTrust> {
  const factory = Address.parse(roots.factory);
  const state = await activeAccountState(sdk.client, factory);
  const codes = verifiedOrderCodes({ ...roots, factory }, state, loadCode('Order'));
  return { factory, codes, derive: (terms) => orderAddress(terms, factory, codes) };
}
