import type { Address } from '@ton/core';
import type { DevnetContext } from '../../context';
import { badRequest } from '../errors';
import { type AccountAddressJson, readAccountAddress } from './account';
import type { AddressBook } from './message';

/** An AddressBook that reads each account once per response. */
export function addressBook(ctx: DevnetContext): AddressBook {
  const seen = new Map<string, Promise<AccountAddressJson>>();
  return (address: Address) => {
    const key = address.toRawString();
    let hit = seen.get(key);
    if (!hit) {
      hit = readAccountAddress(ctx.world, ctx.chain, address);
      seen.set(key, hit);
    }
    return hit;
  };
}

/**
 * A transaction, message or trace id as TonAPI takes it: 64 hex digits (an optional 0x) or the
 * 32 bytes in base64 / base64url. Returns lowercase hex, the devnet's index key.
 */
export function parseHash(id: string): string {
  const s = id.trim();
  const hex = s.startsWith('0x') ? s.slice(2) : s;
  if (/^[0-9a-fA-F]{64}$/.test(hex)) return hex.toLowerCase();
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(s)) {
    const bytes = Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes.toString('hex');
  }
  throw badRequest(`invalid hash ${id}: expected 64 hex digits or 32 bytes in base64`);
}
