import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { Address } from '@ton/core';
import { badRequest } from './errors';

/**
 * A requested token → its asset key and the key TonAPI answers under: native TON is asked as
 * 'ton' (or 'gram' since 2026) and answered as 'TON' ('GRAM'); a jetton is answered under the
 * string it was asked with.
 */
export function tokenKey(asked: string): { asset: string; key: string } {
  // @ton-api/client percent-encodes each token before joining them: accept it once more encoded
  let token = asked;
  try {
    token = decodeURIComponent(asked);
  } catch {
    token = asked;
  }
  const lower = token.toLowerCase();
  if (lower === 'ton' || lower === 'gram') return { asset: NATIVE_TON_ADDRESS, key: token.toUpperCase() };
  try {
    return { asset: Address.parse(token).toRawString(), key: token };
  } catch {
    throw badRequest(`can't decode token ${token}`);
  }
}
