import { describe, expect, it } from 'vitest';
import { shortenAddress } from './address';

describe('shortenAddress', () => {
  it.each([
    ['0QBCFp_TWigrm7YzkYo6LoybShJFMLQvrms3FZGs4Lisbdhp', '0QBC…bdhp'],
    ['UQD-l993fhptCB9hdkRSmc6e6zi7y0KRoMHbb8ahdVTMtvVp', 'UQD-…tvVp'],
    ['abcdefghi', 'abcdefghi'],
    ['abcdefghij', 'abcd…ghij'],
    ['', ''],
  ])('%s → %s', (address, expected) => {
    expect(shortenAddress(address)).toBe(expected);
  });
});
