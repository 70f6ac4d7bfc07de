import { transactionTreeStatus, TransactionTreeSchema } from '@atoll/shared';
import type { Message, Trace } from '@ton-api/client';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { ownRecord, toTraceResponse, toTransactionTree } from './trace.fns';

const h = (n: number) => n.toString(16).padStart(64, '0');
const ACCOUNT = Address.parseRaw('0:' + 'cc'.repeat(32));
const msg = (hash: number, msgType: Message['msgType'], opCode?: bigint): Message =>
  ({
    hash: h(hash),
    msgType,
    value: 5n,
    destination: msgType === 'int_msg' ? { address: ACCOUNT } : undefined,
    opCode,
  }) as unknown as Message;
const node = (
  hash: number,
  inMsg: number | null,
  outMsgs: Message[],
  children: Trace[] = [],
  extra: Partial<Trace> = {},
): Trace =>
  ({
    transaction: {
      hash: h(hash),
      success: true,
      outMsgs,
      inMsg: inMsg === null ? undefined : msg(inMsg, 'int_msg'),
      account: { address: ACCOUNT },
      lt: 10n,
      utime: 1_700_000_000,
    },
    interfaces: [],
    children,
    ...extra,
  }) as unknown as Trace;

describe('toTraceResponse', () => {
  const events = [{ tx_hash: h(1), success: true, timestamp: 1 }];
  it.each([
    ['no record', null, 'Pending'],
    ['an incomplete record', { complete: false }, { Partial: { count: 1, events } }],
    ['a complete record', { complete: true }, { Full: { count: 1, events } }],
  ])('%s', (_name, record, expected) => expect(toTraceResponse(record, events)).toEqual(expected));
});

describe('ownRecord', () => {
  it.each([
    { name: 'no verified record: Pending', records: [], out: null },
    {
      name: 'one record',
      records: [{ complete: false, txHashes: ['a', 'b'] }],
      out: { complete: false, txHashes: ['a', 'b'] },
    },
    {
      name: 'a reused query id: Full once every operation is, events of all',
      records: [
        { complete: true, txHashes: ['a'] },
        { complete: false, txHashes: ['b', 'a'] },
      ],
      out: { complete: false, txHashes: ['a', 'b'] },
    },
  ])('$name', ({ records, out }) => expect(ownRecord(records)).toEqual(out));
});

describe('toTransactionTree', () => {
  it('a finished trace: delivered internal messages are children, logs stay in out_msgs', () => {
    // root sends 100 to a child (delivered) and logs 101; tonapi.io lists both as out messages
    const tree = toTransactionTree(
      node(1, null, [msg(100, 'int_msg', 0xf8a7ea5n), msg(101, 'ext_out_msg')], [node(2, 100, [])]),
    );
    expect(TransactionTreeSchema.safeParse(tree).success).toBe(true);
    expect(tree.transaction.out_msgs).toEqual([
      { hash: h(101), msg_type: 'ext_out_msg', destination: null, value: '5' },
    ]);
    expect(tree.children.map((c) => c.transaction.hash)).toEqual([h(2)]);
    expect(tree.transaction).toMatchObject({
      account: ACCOUNT.toRawString(),
      lt: '10',
      utime: 1_700_000_000,
    });
    expect(transactionTreeStatus(tree)).toBe('confirmed');
  });

  it.each([
    ['an undelivered internal message', node(1, null, [msg(100, 'int_msg', 0x7362d09cn)]), 'pending'],
    ['an emulated trace', node(1, null, [], [], { emulated: true }), 'pending'],
    [
      'a failed child',
      node(
        1,
        null,
        [msg(100, 'int_msg')],
        [{ ...node(2, 100, []), transaction: { ...node(2, 100, []).transaction, success: false } } as Trace],
      ),
      'failed',
    ],
  ])('%s', (_name, trace, status) => {
    const tree = toTransactionTree(trace);
    expect(TransactionTreeSchema.safeParse(tree).success).toBe(true);
    expect(transactionTreeStatus(tree)).toBe(status);
  });

  it('keeps the op code of an undelivered message as hex', () => {
    const tree = toTransactionTree(node(1, null, [msg(100, 'int_msg', 0x7362d09cn)]));
    expect(tree.transaction.out_msgs[0]).toMatchObject({
      op_code: '0x7362d09c',
      destination: ACCOUNT.toRawString(),
    });
  });
});
