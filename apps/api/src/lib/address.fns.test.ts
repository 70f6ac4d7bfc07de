import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { rawAddressOf, userFriendly } from './address.fns';

const RAW = '0:' + 'a1'.repeat(32);

describe('addresses on the way in and out', () => {
  it.each([
    ['raw', RAW, RAW],
    ['friendly bounceable', Address.parseRaw(RAW).toString(), RAW],
    [
      'friendly test-only non-bounceable',
      Address.parseRaw(RAW).toString({ bounceable: false, testOnly: true }),
      RAW,
    ],
    ['the masterchain', '-1:' + '3c'.repeat(32), '-1:' + '3c'.repeat(32)],
    ['the zero address (native coin)', NATIVE_TON_ADDRESS, NATIVE_TON_ADDRESS],
    ['the zero address, friendly', Address.parseRaw(NATIVE_TON_ADDRESS).toString(), NATIVE_TON_ADDRESS],
    ['garbage', 'not-an-address', null],
    ['workchain 7', '7:' + 'a1'.repeat(32), null],
  ])('rawAddressOf(%s)', (_name, input, expected) => expect(rawAddressOf(input)).toBe(expected));

  it('userFriendly is bounceable, test-only off mainnet, and round-trips', () => {
    const testnet = userFriendly(RAW, true);
    expect(Address.parseFriendly(testnet)).toMatchObject({ isBounceable: true, isTestOnly: true });
    expect(Address.parse(testnet).toRawString()).toBe(RAW);
    expect(Address.parseFriendly(userFriendly(RAW, false)).isTestOnly).toBe(false);
    expect(Address.parse(userFriendly(NATIVE_TON_ADDRESS, false)).toRawString()).toBe(NATIVE_TON_ADDRESS);
  });
});
