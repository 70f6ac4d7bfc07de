import { type Address, Cell, CellType, loadStateInit, type StateInit } from '@ton/core';
import { signVerify } from '@ton/crypto';
import { toCoreAddress, tonProofSigningHash } from '@atoll/chain';
import type { TonNetwork, TonProofRequest } from '@atoll/shared';

// TON Connect ton_proof verification. Pure: no clock, no network, no nonce store. The caller
// checks that `proof.payload` is a payload it issued and has not seen before, and, for a wallet
// that is deployed, reads `get_public_key` and passes it in as `chainPublicKey`: the data a wallet
// was deployed with is not necessarily the data it holds now.

export type WalletVersion = 'v3r1' | 'v3r2' | 'v4r2' | 'w5r1' | 'w5beta';

/**
 * Code cell hashes of the standard wallets (hex), equal to `init.code.hash()` of @ton/ton's
 * WalletContractV3R1 / V3R2 / V4 / V5R1 and, for W5 beta, the library hash its library code cell
 * points to (the tests check each against @ton/ton). Wallets that deploy with library code
 * (W5 beta, W5R1 in some apps) are matched by the hash inside the library cell.
 */
export const WALLET_CODE_HASHES: Readonly<Record<string, WalletVersion>> = {
  b61041a58a7980b946e8fb9e198e3c904d24799ffa36574ea4251c41a566f581: 'v3r1',
  '84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599': 'v3r2',
  feb5ff6820e2ff0d9483e7e0d62c817d846789fb4ae580c878866d959dabd5c0: 'v4r2',
  '20834b7b72b112147e1b2fb457b84e74d1a30f04f737d4f62a668e9552d2b72f': 'w5r1',
  e4cf3b2f4c6d6a61ea0f2b5447d266785b26af3637db2deee6bcd1aa826f3412: 'w5beta',
};

/** Bits before the public key in each wallet's data cell. */
const PUBLIC_KEY_OFFSET_BITS: Readonly<Record<WalletVersion, number>> = {
  v3r1: 32 + 32, // seqno, wallet_id
  v3r2: 32 + 32,
  v4r2: 32 + 32,
  w5r1: 1 + 32 + 32, // is_signature_allowed, seqno, wallet_id
  w5beta: 33 + 80, // is_signature_allowed+seqno, wallet_id (network 32, workchain 8, version 8, subwallet 32)
};

export const TON_PROOF_DEFAULT_MAX_AGE_SECONDS = 900;
export const TON_PROOF_DEFAULT_MAX_FUTURE_SKEW_SECONDS = 60;

/** The wallet version a code cell is, or null when it is not a standard wallet. */
export function identifyWalletCode(code: Cell): WalletVersion | null {
  let hash: Buffer;
  if (code.type === CellType.Library) {
    // A library cell is an 8-bit tag and the 256-bit hash of the code it stands for.
    hash = code.beginParse(true).skip(8).loadBuffer(32);
  } else if (code.isExotic) {
    return null;
  } else {
    hash = code.hash();
  }
  return WALLET_CODE_HASHES[hash.toString('hex')] ?? null;
}

/**
 * Reads the public key from a standard wallet's state init. Null when the code is unknown or the
 * data is too short for its layout. Only for a wallet not deployed yet: a deployed one answers `get_public_key`.
 */
export function extractPublicKey(stateInit: StateInit): { publicKey: Buffer; version: WalletVersion } | null {
  if (!stateInit.code || !stateInit.data) return null;
  const version = identifyWalletCode(stateInit.code);
  if (version === null) return null;
  try {
    const data = stateInit.data.beginParse();
    data.skip(PUBLIC_KEY_OFFSET_BITS[version]);
    return { publicKey: data.loadBuffer(32), version };
  } catch {
    return null;
  }
}

export type TonProofFailure =
  | 'bad_address'
  | 'state_init_mismatch'
  | 'unknown_wallet_code'
  | 'public_key_mismatch'
  | 'bad_signature'
  | 'domain_not_allowed'
  | 'expired'
  | 'future_timestamp'
  | 'wrong_network'
  | 'malformed';

export type TonProofVerification =
  | { ok: true; address: Address; publicKey: Buffer; walletVersion: WalletVersion | 'unknown' }
  | { ok: false; reason: TonProofFailure };

export interface VerifyTonProofOptions {
  /** Unix seconds. */
  now: number;
  /** Hosts the app is served from, as wallets report them (`atoll.exchange`, `localhost:5173`). */
  allowedDomains: readonly string[];
  /** The chain this server runs against. */
  network: TonNetwork;
  maxAgeSeconds?: number;
  maxFutureSkewSeconds?: number;
  /**
   * The key a deployed wallet answers to `get_public_key`. When given it is the key, whatever the state init
   * holds; without it (a wallet not deployed yet) the key comes from the state init.
   */
  chainPublicKey?: Buffer;
}

const BASE64 = /^(?:[A-Za-z0-9+/]*|[A-Za-z0-9_-]*)={0,2}$/;

/** Buffer.from(…, 'base64') skips junk silently; this refuses anything that is not base64. */
export function decodeBase64(value: string): Buffer | null {
  if (!BASE64.test(value)) return null;
  const bytes = Buffer.from(value, 'base64');
  const canonical = (text: string) => text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  return canonical(bytes.toString('base64')) === canonical(value) ? bytes : null;
}

/** The state init and the hash of its cell; null unless the BoC is exactly one StateInit cell. */
export function parseStateInit(boc: Buffer): { init: StateInit; hash: Buffer } | null {
  try {
    const cells = Cell.fromBoc(boc);
    const root = cells[0];
    if (cells.length !== 1 || root === undefined) return null;
    const slice = root.beginParse();
    const init = loadStateInit(slice);
    return slice.remainingBits === 0 && slice.remainingRefs === 0 ? { init, hash: root.hash() } : null;
  } catch {
    return null;
  }
}

/**
 * Checks a ton_proof end to end: format, network, domain allowlist, timestamp window, that the
 * state init hashes to the address, that its public key is the one claimed, and the signature.
 * Says nothing about the payload (nonce): that is the caller's.
 */
export function verifyTonProof(request: TonProofRequest, opts: VerifyTonProofOptions): TonProofVerification {
  const fail = (reason: TonProofFailure): TonProofVerification => ({ ok: false, reason });
  const { proof } = request;
  const maxAge = opts.maxAgeSeconds ?? TON_PROOF_DEFAULT_MAX_AGE_SECONDS;
  const maxSkew = opts.maxFutureSkewSeconds ?? TON_PROOF_DEFAULT_MAX_FUTURE_SKEW_SECONDS;

  // Format first: everything after this works on decoded values.
  const signature = decodeBase64(proof.signature);
  const stateInitBoc = decodeBase64(proof.state_init);
  if (signature === null || signature.length !== 64 || stateInitBoc === null) return fail('malformed');
  if (!/^[0-9a-fA-F]{64}$/.test(request.public_key)) return fail('malformed');
  if (!Number.isSafeInteger(proof.timestamp) || proof.timestamp < 0) return fail('malformed');
  if (proof.domain.lengthBytes !== Buffer.byteLength(proof.domain.value, 'utf8')) return fail('malformed');
  const parsed = parseStateInit(stateInitBoc);
  if (parsed === null) return fail('malformed');
  const { init: stateInit, hash: stateInitHash } = parsed;

  if (request.network !== opts.network) return fail('wrong_network');

  const address = toCoreAddress(request.address);
  if (address === null) return fail('bad_address');

  const domain = proof.domain.value.toLowerCase();
  if (!opts.allowedDomains.some((allowed) => allowed.toLowerCase() === domain))
    return fail('domain_not_allowed');

  if (opts.now - proof.timestamp > maxAge) return fail('expired');
  if (proof.timestamp - opts.now > maxSkew) return fail('future_timestamp');

  // The state init must be the one the address was derived from: address hash = hash(state init
  // cell). The workchain is the address's own and is signed into the message, so a proof cannot
  // be replayed for the same account on the other chain.
  if (!address.hash.equals(stateInitHash)) return fail('state_init_mismatch');

  let publicKey: Buffer;
  let walletVersion: WalletVersion | 'unknown';
  const known = extractPublicKey(stateInit);
  if (opts.chainPublicKey !== undefined) {
    if (opts.chainPublicKey.length !== 32) return fail('malformed');
    publicKey = opts.chainPublicKey;
    walletVersion = known?.version ?? 'unknown';
  } else if (known !== null) {
    ({ publicKey, version: walletVersion } = known);
  } else if (stateInit.code && identifyWalletCode(stateInit.code) !== null) {
    return fail('malformed'); // a standard wallet whose data does not hold a key
  } else {
    return fail('unknown_wallet_code');
  }
  if (!publicKey.equals(Buffer.from(request.public_key, 'hex'))) return fail('public_key_mismatch');

  const hash = tonProofSigningHash({
    address,
    domain: proof.domain,
    timestamp: proof.timestamp,
    payload: proof.payload,
  });
  if (!signVerify(hash, signature, publicKey)) return fail('bad_signature');

  return { ok: true, address, publicKey, walletVersion };
}
