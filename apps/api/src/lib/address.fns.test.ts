import { NATIVE_TON_ADDRESS } from '@atoll/shared';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { dbAddressOf, TON_DB_ADDRESS, toDbAddress, toWireAddress, userFriendly } from './address.fns';

const RAW = '0:' + 'a1'.repeat(32);

describe('addresses between the database and the wire', () => {
  it.each([
    [TON_DB_ADDRESS, NATIVE_TON_ADDRESS],
    [RAW, RAW],
  ])('toWireAddress(%s) = %s', (db, wire) => expect(toWireAddress(db)).toBe(wire));

  it.each([
    ['raw', RAW, RAW],
    ['friendly bounceable', Address.parseRaw(RAW).toString(), RAW],
    [
      'friendly test-only non-bounceable',
      Address.parseRaw(RAW).toString({ bounceable: false, testOnly: true }),
      RAW,
    ],
    ['the zero address (native coin)', NATIVE_TON_ADDRESS, TON_DB_ADDRESS],
    ['the zero address, friendly', Address.parseRaw(NATIVE_TON_ADDRESS).toString(), TON_DB_ADDRESS],
    ['garbage', 'not-an-address', null],
    ['workchain 7', '7:' + 'a1'.repeat(32), null],
  ])('dbAddressOf(%s)', (_name, input, expected) => expect(dbAddressOf(input)).toBe(expected));

  it('toDbAddress keeps the masterchain', () => {
    const master = Address.parseRaw('-1:' + '3c'.repeat(32));
    expect(toDbAddress(master)).toBe(master.toRawString());
  });

  it('userFriendly is bounceable, test-only off mainnet, and round-trips', () => {
    const testnet = userFriendly(RAW, true);
    expect(Address.parseFriendly(testnet)).toMatchObject({ isBounceable: true, isTestOnly: true });
    expect(Address.parse(testnet).toRawString()).toBe(RAW);
    expect(Address.parseFriendly(userFriendly(RAW, false)).isTestOnly).toBe(false);
    expect(Address.parse(userFriendly(TON_DB_ADDRESS, false)).toRawString()).toBe(NATIVE_TON_ADDRESS);
  });
});
