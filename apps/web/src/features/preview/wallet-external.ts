// The external message the user's wallet will sign, built here unsigned so that it can be emulated before
// the wallet opens (issue 18). The wallet signs its own external, which the app never sees; this one
// carries the same internal messages, with the wallet's seqno and id read from its data, and a zero
// signature (TonAPI's /v2/wallet/emulate skips the signature check). Only the codes known here (W5R1, V4R2)
// are built: for any other wallet the preview emulates the internal messages as the wallet would send them,
// from its address (TonAPI's /v2/traces/emulate runs an internal message as a trace's root too).
import '../../lib/buffer-polyfill';
import {
  type Address,
  beginCell,
  type Cell,
  external,
  type Message,
  type OutActionSendMsg,
  SendMode,
  storeMessage,
  storeMessageRelaxed,
  storeOutList,
} from '@ton/core';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { type TransferMessage, toInternalMessage } from '../devnet-wallet/transfer';
import type { AccountState } from '../trust/chain-reads';

/** The mode wallet apps send TON Connect messages with. */
const MODE = SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS;
const W5R1_SIGNED_EXTERNAL = 0x7369676e;
const NO_SIGNATURE = Buffer.alloc(64);

const anyKey = { publicKey: Buffer.alloc(32), workchain: 0 };
const W5R1_CODE = WalletContractV5R1.create(anyKey).init.code.hash();
const V4_CODE = WalletContractV4.create(anyKey).init.code.hash();

export type WalletKind = 'w5r1' | 'v4r2';

/**
 * What the preview asks the chain API to emulate: the wallet's own external (`wallet`, through
 * /v2/wallet/emulate), or, for a wallet code not known here, each internal message as sent from the wallet's
 * address (`internal`, each through /v2/traces/emulate: every message runs on the state of now on its own,
 * and the wallet's own transaction, with its fee, is not part of it).
 */
export type EmulationRequest = { kind: 'wallet'; external: Cell } | { kind: 'internal'; messages: Cell[] };

export function emulationRequest(
  wallet: Address,
  state: AccountState,
  messages: TransferMessage[],
  validUntil: number,
): EmulationRequest {
  const external = unsignedExternal(wallet, state, messages, validUntil);
  if (external) return { kind: 'wallet', external };
  return { kind: 'internal', messages: messages.map((message) => internalFrom(wallet, message)) };
}

/** `message` as the wallet sends it: an internal message with the wallet as its source. */
export function internalFrom(wallet: Address, message: TransferMessage): Cell {
  const { info, init, body } = toInternalMessage(message);
  if (info.type !== 'internal') throw new Error('a wallet message is internal');
  const sent: Message = { info: { ...info, src: wallet }, init, body };
  return beginCell().store(storeMessage(sent)).endCell();
}

export function walletKind(state: AccountState): WalletKind | null {
  const code = state.code.hash();
  if (code.equals(W5R1_CODE)) return 'w5r1';
  if (code.equals(V4_CODE)) return 'v4r2';
  return null;
}

/**
 * The unsigned external-in message of `wallet` sending `messages`, valid until `validUntil` (unix s);
 * null when the wallet's code is neither W5R1 nor V4R2.
 */
export function unsignedExternal(
  wallet: Address,
  state: AccountState,
  messages: TransferMessage[],
  validUntil: number,
): Cell | null {
  const kind = walletKind(state);
  if (!kind) return null;
  const relaxed = messages.map(toInternalMessage);
  const data = state.data.beginParse();
  let body: Cell;
  if (kind === 'w5r1') {
    // is_signature_allowed:Bool seqno:uint32 wallet_id:uint32 public_key:uint256 extensions
    data.skip(1);
    const seqno = data.loadUint(32);
    const walletId = data.loadUint(32);
    const actions: OutActionSendMsg[] = relaxed.map((outMsg) => ({ type: 'sendMsg', mode: MODE, outMsg }));
    body = beginCell()
      .storeUint(W5R1_SIGNED_EXTERNAL, 32)
      .storeUint(walletId, 32)
      .storeUint(validUntil, 32)
      .storeUint(seqno, 32)
      .storeMaybeRef(actions.length > 0 ? beginCell().store(storeOutList(actions)).endCell() : null)
      .storeBit(false) // no extended actions
      .storeBuffer(NO_SIGNATURE)
      .endCell();
  } else {
    // seqno:uint32 subwallet_id:uint32 public_key:uint256 plugins
    const seqno = data.loadUint(32);
    const subwallet = data.loadUint(32);
    const b = beginCell()
      .storeBuffer(NO_SIGNATURE)
      .storeUint(subwallet, 32)
      .storeUint(validUntil, 32)
      .storeUint(seqno, 32)
      .storeUint(0, 8); // simple send
    for (const m of relaxed) b.storeUint(MODE, 8).storeRef(beginCell().store(storeMessageRelaxed(m)));
    body = b.endCell();
  }
  return beginCell()
    .store(storeMessage(external({ to: wallet, body })))
    .endCell();
}
