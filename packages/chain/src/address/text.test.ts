import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { isNativeTon, parseAddress, sameAddress, toFriendlyAddress, toRawAddress } from './text';

const HASH = 'a1'.repeat(32);
const RAW = `0:${HASH}`;
const core = Address.parse(RAW);

describe('parseAddress / toRawAddress', () => {
  it.each<[string, string | null]>([
    [RAW, RAW],
    [RAW.toUpperCase().replace('0X', '0x'), RAW],
    [`-1:${'3c'.repeat(32)}`, `-1:${'3c'.repeat(32)}`],
    [core.toString(), RAW],
    [core.toString({ bounceable: false }), RAW],
    [core.toString({ urlSafe: false }), RAW],
    [core.toString({ testOnly: true }), RAW],
    [`  ${core.toString()} `, RAW],
    ['', null],
    ['not-an-address', null],
    [`1:${HASH}`, null],
    [`0:${'a1'.repeat(31)}`, null],
    [core.toString().slice(0, -2) + (core.toString().endsWith('AA') ? 'AB' : 'AA'), null],
    [Address.parse(`1:${HASH}`.replace('1:', '0:')).toString().slice(0, 47), null],
  ])('%s → %s', (input, expected) => {
    expect(toRawAddress(input)).toBe(expected);
    expect(parseAddress(input) !== null).toBe(expected !== null);
  });
});

describe('toFriendlyAddress', () => {
  it.each([
    [{}, core.toString({ bounceable: true, urlSafe: true })],
    [{ bounceable: false }, core.toString({ bounceable: false, urlSafe: true })],
    [{ testOnly: true }, core.toString({ testOnly: true, urlSafe: true })],
  ])('%j matches @ton/core', (options, expected) => {
    expect(toFriendlyAddress(RAW, options)).toBe(expected);
  });

  it('writes the masterchain like @ton/core', () => {
    const master = `-1:${'3c'.repeat(32)}`;
    expect(toFriendlyAddress(master)).toBe(Address.parse(master).toString());
  });

  it('is null for garbage', () => {
    expect(toFriendlyAddress('x')).toBeNull();
  });
});

describe('sameAddress', () => {
  it.each([
    [RAW, core.toString(), true],
    [core.toString({ bounceable: false }), core.toString(), true],
    [RAW, `0:${'b2'.repeat(32)}`, false],
    ['x', 'x', false],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(sameAddress(a, b)).toBe(expected);
  });

  it('recognises the native coin in either form', () => {
    expect(isNativeTon(Address.parse(`0:${'0'.repeat(64)}`).toString())).toBe(true);
    expect(isNativeTon(RAW)).toBe(false);
  });
});
