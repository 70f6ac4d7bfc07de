import { type SignDataPayload, signDataHash, tonProofSigningHash } from '@atoll/chain';
import type { Address } from '@ton/core';
import { sign } from '@ton/crypto';

// The devnet wallet's ton_proof and signData: the hashes are @atoll/chain's (the API verifies the same
// ones), the Ed25519 signature is the wallet's (docs/chain-notes.md §2).

export { type SignDataPayload, signDataHash };

export interface TonProofInput {
  address: Address;
  /** The dApp's host as the wallet sees it, e.g. `localhost:5173`. */
  domain: string;
  /** Unix seconds. */
  timestamp: number;
  payload: string;
  secretKey: Buffer;
}

export interface SignedTonProof {
  timestamp: number;
  domain: { lengthBytes: number; value: string };
  payload: string;
  /** Base64 Ed25519 signature. */
  signature: string;
}

export function signTonProof({
  address,
  domain,
  timestamp,
  payload,
  secretKey,
}: TonProofInput): SignedTonProof {
  const fields = {
    address,
    domain: { lengthBytes: Buffer.byteLength(domain, 'utf8'), value: domain },
    timestamp,
    payload,
  };
  return { ...fields, signature: sign(tonProofSigningHash(fields), secretKey).toString('base64') };
}
