import { verifiedFactoryCodes } from '@atoll/contracts';
import { Address, Cell } from '@ton/core';
import type { ChainReads } from '../../chain/tonapi';
import type { IndexerConfig } from '../../env';
import type { PoolTrust } from './pool-trust.fns';

/**
 * Reads the pinned factory's state once and keeps the codes it derives pools with, only after checking
 * that the state hashes to the pinned address and deploys the pinned pool code (SDK trust.ts).
 */
export async function loadPoolTrust(
  tonapi: Pick<ChainReads, 'account'>,
  config: Pick<IndexerConfig, 'factory' | 'poolCodeHash'>,
): Promise<PoolTrust> {
  const roots = { factory: Address.parse(config.factory), poolCodeHash: config.poolCodeHash };
  const state = await tonapi.account(config.factory);
  if (!state.code || !state.data)
    throw new Error(`the pinned factory ${config.factory} is not active on this chain (${state.status})`);
  return { roots, codes: verifiedFactoryCodes(roots, Cell.fromHex(state.code), Cell.fromHex(state.data)) };
}
