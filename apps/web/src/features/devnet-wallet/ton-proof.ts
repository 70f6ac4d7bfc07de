import type { Address } from '@ton/core';
import { sha256_sync, sign } from '@ton/crypto';

// TON Connect ton_proof and signData as a wallet produces them (TON-NOTES, TON Connect spec).

export const TON_PROOF_PREFIX = 'ton-proof-item-v2/';
export const TON_CONNECT_PREFIX = 'ton-connect';
export const SIGN_DATA_PREFIX = 'ton-connect/sign-data/';

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

/**
 * message = "ton-proof-item-v2/" ++ int32BE(workchain) ++ hash(32) ++ uint32LE(domain bytes) ++ domain
 *           ++ uint64LE(timestamp) ++ payload
 * signature = Ed25519(sha256(0xffff ++ "ton-connect" ++ sha256(message)))
 */
export function tonProofMessage({
  address,
  domain,
  timestamp,
  payload,
}: Omit<TonProofInput, 'secretKey'>): Buffer {
  const domainBytes = Buffer.from(domain, 'utf8');
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32LE(domainBytes.length);
  const time = Buffer.alloc(8);
  time.writeBigUInt64LE(BigInt(timestamp));
  return Buffer.concat([
    Buffer.from(TON_PROOF_PREFIX, 'utf8'),
    workchain,
    address.hash,
    domainLength,
    domainBytes,
    time,
    Buffer.from(payload, 'utf8'),
  ]);
}

export function signTonProof(input: TonProofInput): SignedTonProof {
  const hash = sha256_sync(
    Buffer.concat([
      Buffer.from([0xff, 0xff]),
      Buffer.from(TON_CONNECT_PREFIX, 'utf8'),
      sha256_sync(tonProofMessage(input)),
    ]),
  );
  return {
    timestamp: input.timestamp,
    domain: { lengthBytes: Buffer.byteLength(input.domain, 'utf8'), value: input.domain },
    payload: input.payload,
    signature: sign(hash, input.secretKey).toString('base64'),
  };
}

export type SignDataPayload = { type: 'text'; text: string } | { type: 'binary'; bytes: string };

/**
 * signData for text and binary payloads:
 * sha256(0xffff ++ "ton-connect/sign-data/" ++ int32BE(wc) ++ hash ++ uint32BE(domain bytes) ++ domain
 *        ++ uint64BE(timestamp) ++ ("txt" | "bin") ++ uint32BE(payload bytes) ++ payload), signed with Ed25519.
 */
export function signDataHash(
  address: Address,
  domain: string,
  timestamp: number,
  payload: SignDataPayload,
): Buffer {
  const domainBytes = Buffer.from(domain, 'utf8');
  const data =
    payload.type === 'text' ? Buffer.from(payload.text, 'utf8') : Buffer.from(payload.bytes, 'base64');
  const workchain = Buffer.alloc(4);
  workchain.writeInt32BE(address.workChain);
  const domainLength = Buffer.alloc(4);
  domainLength.writeUInt32BE(domainBytes.length);
  const time = Buffer.alloc(8);
  time.writeBigUInt64BE(BigInt(timestamp));
  const dataLength = Buffer.alloc(4);
  dataLength.writeUInt32BE(data.length);
  return sha256_sync(
    Buffer.concat([
      Buffer.from([0xff, 0xff]),
      Buffer.from(SIGN_DATA_PREFIX, 'utf8'),
      workchain,
      address.hash,
      domainLength,
      domainBytes,
      time,
      Buffer.from(payload.type === 'text' ? 'txt' : 'bin', 'utf8'),
      dataLength,
      data,
    ]),
  );
}
