import { beginCell } from '@ton/core';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { TonApiMessage, TonApiTransaction } from '../../chain/tonapi';
import { parseWalletData, stackAddress, transferDestinations } from './lp-wallets.fns';

const A = '0:' + 'a'.repeat(64);
const B = '0:' + 'b'.repeat(64);
const C = '0:' + 'c'.repeat(64);
const slice = (raw: string) =>
  beginCell().storeAddress(Address.parseRaw(raw)).endCell().toBoc().toString('hex');

const msg = (
  to: string,
  op: string | undefined,
  type: TonApiMessage['msg_type'] = 'int_msg',
): TonApiMessage => ({
  msg_type: type,
  created_lt: 1,
  hash: 'h',
  destination: { address: to },
  op_code: op,
});
const tx = (out: TonApiMessage[]): TonApiTransaction => ({
  hash: 'x',
  lt: 1,
  account: { address: A },
  success: true,
  utime: 0,
  out_msgs: out,
});

describe('transferDestinations', () => {
  it.each([
    { name: 'an internal_transfer out', out: [msg(B, '0x178d4519')], want: [B] },
    { name: 'upper-case op', out: [msg(B, '0x178D4519')], want: [B] },
    {
      name: 'excesses and notifications are not',
      out: [msg(B, '0xd53276db'), msg(C, '0x7362d09c')],
      want: [],
    },
    { name: 'no op', out: [msg(B, undefined)], want: [] },
    { name: 'to itself (a bounce) is not', out: [msg(A, '0x178d4519')], want: [] },
    { name: 'an external out is not', out: [msg(B, '0x178d4519', 'ext_out_msg')], want: [] },
    {
      name: 'once each',
      out: [msg(B, '0x178d4519'), msg(B, '0x178d4519'), msg(C, '0x178d4519')],
      want: [B, C],
    },
  ])('$name', ({ out, want }) => {
    expect(transferDestinations([tx(out)], A)).toEqual(want);
  });
});

describe('stackAddress and parseWalletData', () => {
  it('reads an address slice written as a cell', () => {
    expect(stackAddress({ type: 'cell', cell: slice(B) })).toBe(B);
  });

  it.each([
    { name: 'no entry', record: undefined },
    { name: 'a number', record: { type: 'num' as const, num: '0x1' } },
    { name: 'not a BoC', record: { type: 'cell' as const, cell: 'zz' } },
  ])('null for $name', ({ record }) => {
    expect(stackAddress(record)).toBeNull();
  });

  it.each([
    {
      name: 'balance, owner, master',
      res: {
        success: true,
        stack: [
          { type: 'num' as const, num: '0x3e8' },
          { type: 'cell' as const, cell: slice(B) },
          { type: 'cell' as const, cell: slice(C) },
        ],
      },
      want: { balance: 1000n, owner: B, master: C },
    },
    {
      name: 'a zero balance',
      res: {
        success: true,
        stack: [
          { type: 'num' as const, num: '0x0' },
          { type: 'cell' as const, cell: slice(B) },
          { type: 'cell' as const, cell: slice(C) },
        ],
      },
      want: { balance: 0n, owner: B, master: C },
    },
    { name: 'a failed method', res: { success: false, stack: [] }, want: null },
    {
      name: 'a stack of something else',
      res: { success: true, stack: [{ type: 'cell' as const, cell: slice(B) }] },
      want: null,
    },
  ])('$name', ({ res, want }) => {
    expect(parseWalletData(res)).toEqual(want);
  });
});
