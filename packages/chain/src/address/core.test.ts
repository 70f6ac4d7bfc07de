import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { isNativeTonAddress, NATIVE_TON, requireAddress, toCoreAddress } from './core';
import { NATIVE_TON_ADDRESS } from './text';

const RAW = `0:${'a1'.repeat(32)}`;

describe('toCoreAddress', () => {
  it.each<[string, string | null]>([
    [RAW, RAW],
    [Address.parseRaw(RAW).toString(), RAW],
    [Address.parseRaw(RAW).toString({ bounceable: false, testOnly: true }), RAW],
    [`-1:${'3c'.repeat(32)}`, `-1:${'3c'.repeat(32)}`],
    // workchains other than 0 and -1 are not ours
    [`7:${'a1'.repeat(32)}`, null],
    ['EQ-not-an-address', null],
    ['', null],
  ])('%s → %s', (text, raw) => {
    expect(toCoreAddress(text)?.toRawString() ?? null).toBe(raw);
  });

  it('requireAddress names what it refused', () => {
    expect(requireAddress(RAW).equals(Address.parseRaw(RAW))).toBe(true);
    expect(() => requireAddress('nope')).toThrow('not a TON address: nope');
  });

  it('the native coin is the zero address in every form', () => {
    expect(NATIVE_TON.toRawString()).toBe(NATIVE_TON_ADDRESS);
    expect(isNativeTonAddress(requireAddress(NATIVE_TON.toString()))).toBe(true);
    expect(isNativeTonAddress(requireAddress(RAW))).toBe(false);
  });
});
