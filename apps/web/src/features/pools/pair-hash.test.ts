import { describe, expect, it } from 'vitest';
import { toFriendlyAddress } from '@atoll/chain/address';
import { pairHash, pairKey, pairKeyOfHash, parsePairHash } from './pair-hash';
import { AUSD, TON } from './test-fixtures';

const tonFriendly = toFriendlyAddress(TON.address)!;
const usdFriendly = toFriendlyAddress(AUSD.address)!;

describe('parsePairHash', () => {
  it.each([
    ['friendly + friendly', `#${tonFriendly}${usdFriendly}`],
    ['raw + raw', `#${TON.address}${AUSD.address}`],
    ['friendly + raw', `#${tonFriendly}${AUSD.address}`],
    ['raw + friendly', `#${TON.address}${usdFriendly}`],
    ['URL-encoded, no #', encodeURIComponent(`${TON.address}${AUSD.address}`)],
  ])('%s', (_name, hash) => {
    expect(parsePairHash(hash)).toEqual({ first: TON.address, second: AUSD.address });
  });

  it.each([
    [''],
    ['#'],
    [`#${tonFriendly}`],
    [`#${tonFriendly}abc`],
    ['#%E0%A4%A'],
    [`#${tonFriendly}${tonFriendly}x`],
  ])('rejects %s', (hash) => {
    expect(parsePairHash(hash)).toBeNull();
  });
});

describe('pairKey', () => {
  it('is the same for either order and any address form', () => {
    expect(pairKey(TON.address, AUSD.address)).toBe(pairKey(usdFriendly, tonFriendly));
    expect(pairKeyOfHash(`#${usdFriendly}${tonFriendly}`)).toBe(pairKey(TON.address, AUSD.address));
  });

  it('pairHash writes what parsePairHash reads', () => {
    expect(pairHash(TON.address, AUSD.address)).toBe(`#${tonFriendly}${usdFriendly}`);
    expect(pairKeyOfHash(pairHash(AUSD.address, TON.address))).toBe(pairKey(TON.address, AUSD.address));
  });
});
