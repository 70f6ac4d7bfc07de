import { toCoreAddress } from '@atoll/chain';
import { Address } from '@ton/core';

// The database and the wire both write addresses in raw form (`0:<hex>`), the native coin as the zero
// address (@atoll/chain NATIVE_TON_ADDRESS): a client's address is parsed once, on the way in.

/** The raw form of an address a client sent (raw or user-friendly); null when it does not parse. */
export function rawAddressOf(value: string): string | null {
  return toCoreAddress(value)?.toRawString() ?? null;
}

/** User-friendly, bounceable (contracts: pools and jetton masters), test-only off mainnet. */
export function userFriendly(raw: string, testOnly: boolean): string {
  return Address.parseRaw(raw).toString({ bounceable: true, testOnly });
}
