import type { z } from 'zod';
import type { MessageSchema } from '../schemas/blockchain';
import {
  Address,
  beginCell,
  type Cell,
  Dictionary,
  type Message,
  storeStateInit,
  type Transaction,
} from '@ton/core';
import { type AccountAddressJson } from './account';

/** Resolves an address to TonAPI's AccountAddress; one per response, so each account is read once. */
export type AddressBook = (address: Address) => Promise<AccountAddressJson>;

/**
 * The message cells exactly as the transaction stores them: TonAPI's message hash is the hash of
 * that cell, which re-serializing a parsed message does not always reproduce.
 */
export function messageCells(tx: Transaction): { inMsg: Cell | null; outMsgs: Cell[] } {
  const msgs = tx.raw.refs[0]!.beginParse();
  const inMsg = msgs.loadBit() ? msgs.loadRef() : null;
  const out = msgs.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  return { inMsg, outMsgs: [...out.keys()].sort((a, b) => a - b).map((k) => out.get(k)!) };
}

const MSG_TYPE = { internal: 'int_msg', 'external-in': 'ext_in_msg', 'external-out': 'ext_out_msg' } as const;

/** First 32 bits of the body as TonAPI writes an op code: `0x` and 8 hex digits. */
function opCode(body: Cell): string | undefined {
  const s = body.beginParse();
  return s.remainingBits >= 32 ? '0x' + s.loadUint(32).toString(16).padStart(8, '0') : undefined;
}

export type MessageJson = z.input<typeof MessageSchema>;

/** TonAPI's Message. `txLt` stands in for the created lt of an external-in, as TonAPI does. */
export async function messageJson(book: AddressBook, message: Message, cell: Cell, txLt: bigint) {
  const info = message.info;
  const body = message.body;
  const out: MessageJson = {
    msg_type: MSG_TYPE[info.type],
    created_lt: info.type === 'external-in' ? txLt : info.createdLt,
    ihr_disabled: info.type === 'internal' ? info.ihrDisabled : false,
    bounce: info.type === 'internal' ? info.bounce : false,
    bounced: info.type === 'internal' ? info.bounced : false,
    value: info.type === 'internal' ? info.value.coins : 0n,
    fwd_fee: info.type === 'internal' ? info.forwardFee : 0n,
    ihr_fee: info.type === 'internal' ? info.ihrFee : 0n,
    import_fee: info.type === 'external-in' ? info.importFee : 0n,
    created_at: info.type === 'external-in' ? 0 : info.createdAt,
    hash: cell.hash().toString('hex'),
  };
  // external addresses (an ext-in's source, an ext-out's destination) are not accounts: omitted
  if (info.type !== 'external-in') out.source = await book(info.src);
  if (info.dest instanceof Address) out.destination = await book(info.dest);
  const op = opCode(body);
  if (op) out.op_code = op;
  if (message.init) {
    out.init = {
      boc: beginCell().store(storeStateInit(message.init)).endCell().toBoc().toString('hex'),
      interfaces: [],
    };
  }
  if (body.bits.length > 0 || body.refs.length > 0) out.raw_body = body.toBoc().toString('hex');
  return out;
}
