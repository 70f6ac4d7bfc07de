import { parseAddress, toFriendlyAddress, toRawAddress } from '@atoll/chain/address';

// docs/product-spec.md §2: `/app/pools#{addressX}{addressY}` opens the group of that pair. The two addresses
// are joined with no separator, so the hash is split where both halves parse: 48 characters for the friendly
// form, 66 (or 67 on the masterchain) for the raw one. Either order of the pair is accepted.

const ADDRESS_LENGTHS = [48, 66, 67];

export interface PairKey {
  /** Raw addresses, in the order the hash gave them. */
  first: string;
  second: string;
}

export function parsePairHash(hash: string): PairKey | null {
  let text: string;
  try {
    text = decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return null;
  }
  for (const length of ADDRESS_LENGTHS) {
    if (text.length <= length) continue;
    const first = text.slice(0, length);
    const second = text.slice(length);
    if (parseAddress(first) && parseAddress(second)) {
      return { first: toRawAddress(first)!, second: toRawAddress(second)! };
    }
  }
  return null;
}

/** The hash for a pair, both addresses in the bounceable friendly form (as search links write it). */
export function pairHash(addressX: string, addressY: string): string {
  return `#${toFriendlyAddress(addressX) ?? addressX}${toFriendlyAddress(addressY) ?? addressY}`;
}

/** An order-free key of a pair of raw-able addresses: a group and a hash match when their keys are equal. */
export function pairKey(addressA: string, addressB: string): string {
  const a = toRawAddress(addressA) ?? addressA;
  const b = toRawAddress(addressB) ?? addressB;
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function pairKeyOfHash(hash: string): string | null {
  const pair = parsePairHash(hash);
  return pair && pairKey(pair.first, pair.second);
}
