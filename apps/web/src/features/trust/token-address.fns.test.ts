import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { classifyTokenAddress, type GetMethodResult } from './token-address.fns';

const MASTER = Address.parseRaw(`0:${'12'.repeat(32)}`);
const slice = (address: Address) => ({
  type: 'slice',
  slice: beginCell().storeAddress(address).endCell().toBoc().toString('hex'),
});
const num = { type: 'num' };
const ok = (stack: GetMethodResult['stack']): GetMethodResult => ({ success: true, exit_code: 0, stack });
const failed: GetMethodResult = { success: false, exit_code: 11, stack: [] };

describe('what a pasted token address is', () => {
  it('a master: get_jetton_data answers its five values', () => {
    expect(classifyTokenAddress(true, ok([num, num, num, num, num]), null)).toEqual({
      kind: 'jetton-master',
    });
  });

  it('a jetton wallet: get_jetton_data fails, get_wallet_data names the master', () => {
    const kind = classifyTokenAddress(true, failed, ok([num, slice(MASTER), slice(MASTER), num]));
    expect(kind.kind).toBe('jetton-wallet');
    expect(kind.kind === 'jetton-wallet' && kind.master.equals(MASTER)).toBe(true);
  });

  it.each<[string, boolean, GetMethodResult | null, GetMethodResult | null, string]>([
    ['no account', false, null, null, 'no-contract'],
    ['a wallet or any other contract', true, failed, failed, 'other-contract'],
    ['a short get_jetton_data is no master', true, ok([num, num]), failed, 'other-contract'],
    ['a wallet answer without an address', true, failed, ok([num, num, num, num]), 'other-contract'],
  ])('%s', (_name, active, jettonData, walletData, kind) => {
    expect(classifyTokenAddress(active, jettonData, walletData).kind).toBe(kind);
  });
});
