import type { Cell, Message } from '@ton/core';
import type { IndexedTx } from '../../chain/types';

// A trace's transactions as the classifier reads them: addresses raw, amounts bigint, bodies
// as cells. Plain data, so that the classifier's tests can write traces by hand.

export interface MsgView {
  kind: 'internal' | 'external-in' | 'external-out';
  src: string | null;
  dest: string | null;
  value: bigint;
  /** The forward fee the sender paid on top of `value` (internal messages; see balance-change.ts on ihr_fee). */
  fees: bigint;
  bounced: boolean;
  body: Cell;
}

export interface TxView {
  hash: string;
  account: string;
  lt: bigint;
  utime: number;
  success: boolean;
  parentHash: string | null;
  inMsg: MsgView | null;
  outMsgs: MsgView[];
  totalFees: bigint;
}

function msgView(m: Message): MsgView {
  const info = m.info;
  const none = { value: 0n, fees: 0n, bounced: false, body: m.body };
  if (info.type === 'internal')
    return {
      kind: 'internal',
      src: info.src.toRawString(),
      dest: info.dest.toRawString(),
      value: info.value.coins,
      fees: info.forwardFee,
      bounced: info.bounced,
      body: m.body,
    };
  if (info.type === 'external-in')
    return { kind: 'external-in', src: null, dest: info.dest.toRawString(), ...none };
  return { kind: 'external-out', src: info.src.toRawString(), dest: null, ...none };
}

export function txView(t: IndexedTx): TxView {
  return {
    hash: t.hash,
    account: t.account,
    lt: t.lt,
    utime: t.utime,
    success: t.success,
    parentHash: t.parentHash,
    inMsg: t.tx.inMessage ? msgView(t.tx.inMessage) : null,
    outMsgs: [...t.tx.outMessages.values()].map(msgView),
    totalFees: t.tx.totalFees.coins,
  };
}

/** Sorts anything with an lt, oldest first. */
export const byLt = (a: { lt: bigint }, b: { lt: bigint }): number =>
  a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0;
