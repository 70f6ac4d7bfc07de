import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { TonApiError } from './errors';
import { tokenKey } from './rates.fns';

const RAW = `0:${'ab'.repeat(32)}`;
const FRIENDLY = Address.parseRaw(RAW).toString({ bounceable: true });

describe('tokenKey', () => {
  it.each([
    ['ton', { asset: NATIVE_TON_ADDRESS, key: 'TON' }],
    ['TON', { asset: NATIVE_TON_ADDRESS, key: 'TON' }],
    ['gram', { asset: NATIVE_TON_ADDRESS, key: 'GRAM' }],
    [RAW, { asset: RAW, key: RAW }],
    [encodeURIComponent(RAW), { asset: RAW, key: RAW }],
  ])('%s → %j', (asked, expected) => {
    expect(tokenKey(asked)).toEqual(expected);
  });

  it('answers a jetton under the form it was asked with', () => {
    expect(tokenKey(FRIENDLY)).toEqual({ asset: RAW, key: FRIENDLY });
  });

  it('refuses anything else with a 400', () => {
    expect(() => tokenKey('nope')).toThrow(TonApiError);
    expect(() => tokenKey('nope')).toThrow("can't decode token nope");
  });
});
