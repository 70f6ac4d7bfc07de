import type { Address } from '@ton/core';
import { AccountStatus, type TonApiClient } from '@ton-api/client';
import { chainUnavailable } from '../errors';
import { tonApiStatus } from './tonapi';

/**
 * What the chain says about a wallet's signing key. A deployed wallet's key is whatever it answers to
 * `get_public_key` now (its data may have changed since the state init it was deployed with); a wallet that
 * is not deployed has no key on chain, and only its state init can say.
 */
export type WalletKeyOnChain = { deployed: false } | { deployed: true; publicKey: Buffer | null };

/** Reads it through TonAPI; a chain API that cannot answer is a 502, never a guess. */
export async function readWalletKey(tonapi: TonApiClient, address: Address): Promise<WalletKeyOnChain> {
  try {
    const account = await tonapi.blockchain.getBlockchainRawAccount(address);
    if (account.status !== AccountStatus.Active) return { deployed: false };
    const res = await tonapi.blockchain.execGetMethodForBlockchainAccount(address, 'get_public_key');
    const item = res.stack[0];
    const key = res.success && item?.type === 'int' ? uint256(item.value) : null;
    return { deployed: true, publicKey: key };
  } catch (error) {
    // TonAPI answers 404 for an account the chain has never seen
    if (tonApiStatus(error) === 404) return { deployed: false };
    throw chainUnavailable();
  }
}

function uint256(n: bigint): Buffer | null {
  if (n < 0n || n >= 1n << 256n) return null;
  return Buffer.from(n.toString(16).padStart(64, '0'), 'hex');
}
