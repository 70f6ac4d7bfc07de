import type { Address } from '@ton/core';
import { sha256_sync } from '@ton/crypto';

// What a TON Connect wallet signs, built once: the API verifies these hashes, the devnet wallet signs them
// (docs/chain-notes.md §2).

export const TON_PROOF_PREFIX = 'ton-proof-item-v2/';
export const TON_CONNECT_PREFIX = 'ton-connect';
export const SIGN_DATA_PREFIX = 'ton-connect/sign-data/';

export interface TonProofFields {
  address: Address;
  /** The dApp's host as the wallet saw it, and its length in bytes as the wallet reported it. */
  domain: { lengthBytes: number; value: string };
  /** Unix seconds. */
  timestamp: number;
  payload: string;
}

const uint32 = (value: number, littleEndian: boolean): Buffer => {
  const bytes = Buffer.alloc(4);
  if (littleEndian) bytes.writeUInt32LE(value);
  else bytes.writeUInt32BE(value);
  return bytes;
};

const int32BE = (value: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};

const uint64 = (value: number, littleEndian: boolean): Buffer => {
  const bytes = Buffer.alloc(8);
  if (littleEndian) bytes.writeBigUInt64LE(BigInt(value));
  else bytes.writeBigUInt64BE(BigInt(value));
  return bytes;
};

/**
 * The ton_proof message: "ton-proof-item-v2/" ++ int32BE(workchain) ++ address hash ++ uint32LE(domain
 * length) ++ domain ++ uint64LE(timestamp) ++ payload. The workchain is signed: -1 is valid.
 */
export function tonProofMessage({ address, domain, timestamp, payload }: TonProofFields): Buffer {
  return Buffer.concat([
    Buffer.from(TON_PROOF_PREFIX, 'utf8'),
    int32BE(address.workChain),
    address.hash,
    uint32(domain.lengthBytes, true),
    Buffer.from(domain.value, 'utf8'),
    uint64(timestamp, true),
    Buffer.from(payload, 'utf8'),
  ]);
}

/** What the wallet signs with Ed25519: sha256(0xffff ++ "ton-connect" ++ sha256(message)). */
export function tonProofSigningHash(fields: TonProofFields): Buffer {
  return sha256_sync(
    Buffer.concat([
      Buffer.from([0xff, 0xff]),
      Buffer.from(TON_CONNECT_PREFIX, 'utf8'),
      sha256_sync(tonProofMessage(fields)),
    ]),
  );
}

export type SignDataPayload = { type: 'text'; text: string } | { type: 'binary'; bytes: string };

/**
 * signData of a text or binary payload: sha256(0xffff ++ "ton-connect/sign-data/" ++ int32BE(workchain) ++
 * address hash ++ uint32BE(domain length) ++ domain ++ uint64BE(timestamp) ++ ("txt" | "bin") ++
 * uint32BE(payload length) ++ payload), which the wallet signs with Ed25519.
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
  return sha256_sync(
    Buffer.concat([
      Buffer.from([0xff, 0xff]),
      Buffer.from(SIGN_DATA_PREFIX, 'utf8'),
      int32BE(address.workChain),
      address.hash,
      uint32(domainBytes.length, false),
      domainBytes,
      uint64(timestamp, false),
      Buffer.from(payload.type === 'text' ? 'txt' : 'bin', 'utf8'),
      uint32(data.length, false),
      data,
    ]),
  );
}
