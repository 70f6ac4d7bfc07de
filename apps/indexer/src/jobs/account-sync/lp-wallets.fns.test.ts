import { describe, expect, it } from 'vitest';
import type { TonApiMessage, TonApiTransaction } from '../../chain/tonapi';
import { transferDestinations } from './lp-wallets.fns';

const A = '0:' + 'a'.repeat(64);
const B = '0:' + 'b'.repeat(64);
const C = '0:' + 'c'.repeat(64);

const msg = (
  to: string,
  op: string | undefined,
  type: TonApiMessage['msg_type'] = 'int_msg',
): TonApiMessage =>
  ({
    msg_type: type,
    created_lt: 1,
    hash: 'h',
    destination: { address: to },
    op_code: op,
  }) as TonApiMessage;
const tx = (out: TonApiMessage[]): TonApiTransaction =>
  ({
    hash: 'x',
    lt: 1,
    account: { address: A },
    success: true,
    utime: 0,
    out_msgs: out,
  }) as TonApiTransaction;

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
