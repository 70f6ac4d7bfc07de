import { loadCode } from '@atoll/contracts/artifacts';
import { activeAccountState } from '@atoll/chain/sdk';
import { type OrderCodes, verifiedOrderCodes } from '@atoll/contracts';
import type { TonApiClient } from '@ton-api/client';
import { Address } from '@ton/core';
import type { Env } from '../env';

export interface OrderTrust {
  factory: Address;
  codes: OrderCodes;
}

/**
 * What order addresses are derived from, checked against the pinned roots (issue 13's rule): the factory's
 * codes from its own state, kept only if that state hashes to the pinned factory and deploys the pinned
 * pool code; the order code shipped with this build, kept only if it hashes to the pinned order hash. Read
 * once, on first use; null when this deployment pins no roots (orders cannot be registered then).
 */
export function createOrderTrust(env: Env, tonapi: TonApiClient): () => Promise<OrderTrust | null> {
  let loading: Promise<OrderTrust | null> | null = null;
  const load = async (): Promise<OrderTrust | null> => {
    if (!env.FACTORY_ADDRESS || !env.POOL_CODE_HASH || !env.ORDER_CODE_HASH) return null;
    const factory = Address.parse(env.FACTORY_ADDRESS);
    const roots = { factory, poolCodeHash: env.POOL_CODE_HASH, orderCodeHash: env.ORDER_CODE_HASH };
    return {
      factory,
      codes: verifiedOrderCodes(roots, await activeAccountState(tonapi, factory), loadCode('Order')),
    };
  };
  return () => {
    // a failed read (chain down) is tried again on the next request
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
