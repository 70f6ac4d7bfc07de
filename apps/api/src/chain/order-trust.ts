import { loadCode } from '@atoll/contracts/artifacts';
import { type OrderCodes, verifiedFactoryCodes, verifiedOrderCode } from '@atoll/contracts';
import type { TonApiClient } from '@ton-api/client';
import { Address, Cell } from '@ton/core';
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
    const state = await tonapi.blockchain.getBlockchainRawAccount(factory);
    if (!state.code || !state.data)
      throw new Error(`the pinned factory ${env.FACTORY_ADDRESS} is not active on this chain`);
    // re-read as cells of our own @ton/core: the client may carry another copy of it
    const cell = (c: { toBoc(): Buffer }) => Cell.fromBoc(c.toBoc())[0]!;
    const dex = verifiedFactoryCodes(
      { factory, poolCodeHash: env.POOL_CODE_HASH },
      cell(state.code),
      cell(state.data),
    );
    return { factory, codes: { ...dex, order: verifiedOrderCode(loadCode('Order'), env.ORDER_CODE_HASH) } };
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
