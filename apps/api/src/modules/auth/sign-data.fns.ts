import { signDataHash, toCoreAddress } from '@atoll/chain';
import type { TonNetwork } from '@atoll/shared';
import type { SignOutEverywhereRequest } from '@atoll/shared/sign-out';
import type { Address } from '@ton/core';
import { signVerify } from '@ton/crypto';
import {
  decodeBase64,
  extractPublicKey,
  parseStateInit,
  TON_PROOF_DEFAULT_MAX_AGE_SECONDS,
  TON_PROOF_DEFAULT_MAX_FUTURE_SKEW_SECONDS,
} from './ton-proof.fns';

// TON Connect signData of a text, verified as its spec says: the signature is the wallet's Ed25519 over
// signDataHash (0xffff ++ "ton-connect/sign-data/" ++ address ++ domain ++ timestamp ++ "txt" ++ text), with the
// key the wallet answers to get_public_key on chain, or, for a wallet not deployed yet, the key in the state init
// the address is derived from. Pure: the caller reads the chain key and checks what the text says.

export type SignDataFailure =
  | 'malformed'
  | 'wrong_network'
  | 'bad_address'
  | 'domain_not_allowed'
  | 'expired'
  | 'future_timestamp'
  | 'state_init_mismatch'
  | 'unknown_wallet_code'
  | 'bad_signature';

export interface VerifySignDataOptions {
  now: number;
  allowedDomains: readonly string[];
  network: TonNetwork;
  /** What the deployed wallet answers to get_public_key; absent for a wallet not deployed yet. */
  chainPublicKey?: Buffer;
}

export type SignDataVerification = { ok: true; address: Address } | { ok: false; reason: SignDataFailure };

export function verifySignedText(
  request: SignOutEverywhereRequest,
  opts: VerifySignDataOptions,
): SignDataVerification {
  const fail = (reason: SignDataFailure): SignDataVerification => ({ ok: false, reason });
  const signature = decodeBase64(request.signature);
  const stateInitBoc = decodeBase64(request.state_init);
  if (signature === null || signature.length !== 64 || stateInitBoc === null) return fail('malformed');
  const parsed = parseStateInit(stateInitBoc);
  if (parsed === null) return fail('malformed');
  if (request.network !== opts.network) return fail('wrong_network');
  const address = toCoreAddress(request.address);
  if (address === null) return fail('bad_address');
  const domain = request.domain.toLowerCase();
  if (!opts.allowedDomains.some((allowed) => allowed.toLowerCase() === domain))
    return fail('domain_not_allowed');
  if (opts.now - request.timestamp > TON_PROOF_DEFAULT_MAX_AGE_SECONDS) return fail('expired');
  if (request.timestamp - opts.now > TON_PROOF_DEFAULT_MAX_FUTURE_SKEW_SECONDS)
    return fail('future_timestamp');
  // the state init must be the address's own, or a key in it would prove nothing about this wallet
  if (!address.hash.equals(parsed.hash)) return fail('state_init_mismatch');
  const publicKey = opts.chainPublicKey ?? extractPublicKey(parsed.init)?.publicKey;
  if (publicKey === undefined) return fail('unknown_wallet_code');
  const hash = signDataHash(address, request.domain, request.timestamp, request.payload);
  if (!signVerify(hash, signature, publicKey)) return fail('bad_signature');
  return { ok: true, address };
}
