import { NATIVE_TON_ADDRESS, parseTonAddress } from '@atoll/shared';
import { Address } from '@ton/core';

// The database keys addresses in raw form and the native coin as the literal 'ton' (prisma/schema.prisma);
// the wire names the native coin NATIVE_TON_ADDRESS so every token parses as an address.

export const TON_DB_ADDRESS = 'ton';
const NATIVE = Address.parseRaw(NATIVE_TON_ADDRESS);

/** A database address as the API writes it: raw `0:<hex>`, the native coin as NATIVE_TON_ADDRESS. */
export function toWireAddress(dbAddress: string): string {
  return dbAddress === TON_DB_ADDRESS ? NATIVE_TON_ADDRESS : dbAddress;
}

/** The database key of a parsed address (the zero address is the native coin). */
export function toDbAddress(address: Address): string {
  return address.equals(NATIVE) ? TON_DB_ADDRESS : address.toRawString();
}

/** The database key of an address string a client sent (raw or friendly); null when it does not parse. */
export function dbAddressOf(value: string): string | null {
  const address = parseTonAddress(value);
  return address ? toDbAddress(address) : null;
}

/** User-friendly, bounceable (contracts: pools and jetton masters), test-only off mainnet. */
export function userFriendly(dbAddress: string, testOnly: boolean): string {
  return Address.parseRaw(toWireAddress(dbAddress)).toString({ bounceable: true, testOnly });
}
