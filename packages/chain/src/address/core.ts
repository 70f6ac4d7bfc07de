import { Address } from '@ton/core';
import { NATIVE_TON_ADDRESS, parseAddress } from './text';

// Addresses as @ton/core objects: what messages, derivations and comparisons of chain data use. Text is
// parsed by `./text.ts` first, so both forms accept exactly the same inputs (raw or user-friendly, on
// workchain 0 or -1).

/** The native coin's address (the zero address on the basechain). */
export const NATIVE_TON = Address.parseRaw(NATIVE_TON_ADDRESS);

/** A raw or user-friendly address on workchain 0 or -1 as an @ton/core Address; null for anything else. */
export function toCoreAddress(value: string): Address | null {
  const parsed = parseAddress(value);
  return parsed && new Address(parsed.workchain, Buffer.from(parsed.hash, 'hex'));
}

/** `toCoreAddress`, throwing a RangeError that names the value when it is not an address. */
export function requireAddress(value: string): Address {
  const address = toCoreAddress(value);
  if (!address) throw new RangeError(`not a TON address: ${value}`);
  return address;
}

/** The native coin? (Compared as addresses, never as text.) */
export const isNativeTonAddress = (address: Address): boolean => address.equals(NATIVE_TON);
