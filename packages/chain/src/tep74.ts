import type { Address, Cell, Slice } from '@ton/core';

// TEP-74 jetton messages and TEP-89 wallet discovery: their opcodes and readers of their bodies. Anyone
// can send anything on a chain, so each reader returns null for a body that is not what it reads: a
// malformed body is never an error of whoever reads a trace.

/** Opcodes of TEP-74 (jettons) and TEP-89 (wallet discovery). */
export const Tep74Op = {
  transfer: 0x0f8a7ea5,
  internalTransfer: 0x178d4519,
  /** Sent only when `forward_ton_amount` > 0. */
  transferNotification: 0x7362d09c,
  excesses: 0xd53276db,
  burn: 0x595f07bc,
  burnNotification: 0x7bdd97de,
  provideWalletAddress: 0x2c76b973,
  takeWalletAddress: 0xd1735400,
} as const;

/** The opcode of a body (its first 32 bits); null for a body shorter than that. */
export function opOf(body: Cell): number | null {
  const s = body.beginParse();
  return s.remainingBits >= 32 ? s.preloadUint(32) : null;
}

/** A text comment (op 0 and a snake string), or undefined. */
export function commentOf(slice: Slice): string | undefined {
  try {
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return undefined;
    return slice.loadStringTail();
  } catch {
    return undefined;
  }
}

/** `forward_payload` is `Either Cell ^Cell`: the payload itself, inline or in a reference. */
function forwardPayloadOf(s: Slice): Slice | null {
  if (s.remainingBits === 0) return null;
  return s.loadBit() ? s.loadRef().beginParse() : s;
}

export interface JettonTransfer {
  queryId: bigint;
  amount: bigint;
  destination: Address | null;
  responseDestination: Address | null;
  customPayload: Cell | null;
  forwardTonAmount: bigint;
  /** What the recipient's wallet forwards in the notification; null when there is none. */
  forwardPayload: Slice | null;
}

/** `transfer` (0x0f8a7ea5), from a jetton wallet's owner. */
export function parseJettonTransfer(body: Cell): JettonTransfer | null {
  try {
    const s = body.beginParse();
    if (s.loadUint(32) !== Tep74Op.transfer) return null;
    return {
      queryId: s.loadUintBig(64),
      amount: s.loadCoins(),
      destination: s.loadMaybeAddress(),
      responseDestination: s.loadMaybeAddress(),
      customPayload: s.loadMaybeRef(),
      forwardTonAmount: s.loadCoins(),
      forwardPayload: forwardPayloadOf(s),
    };
  } catch {
    return null;
  }
}

export interface JettonNotification {
  queryId: bigint;
  amount: bigint;
  /** Who sent the jettons (the previous owner). */
  sender: Address | null;
  forwardPayload: Slice | null;
}

/** `transfer_notification` (0x7362d09c), from a wallet to its owner. */
export function parseTransferNotification(body: Cell): JettonNotification | null {
  try {
    const s = body.beginParse();
    if (s.loadUint(32) !== Tep74Op.transferNotification) return null;
    return {
      queryId: s.loadUintBig(64),
      amount: s.loadCoins(),
      sender: s.loadMaybeAddress(),
      forwardPayload: forwardPayloadOf(s),
    };
  } catch {
    return null;
  }
}

/** The amount of an `internal_transfer` or a `burn` (the coins right after op and query id). */
export function jettonAmountOf(body: Cell): bigint | null {
  try {
    const s = body.beginParse();
    const op = s.loadUint(32);
    if (op !== Tep74Op.internalTransfer && op !== Tep74Op.burn && op !== Tep74Op.burnNotification)
      return null;
    s.skip(64);
    return s.loadCoins();
  } catch {
    return null;
  }
}

/** The comment a jetton transfer forwards to its recipient, if its forward payload is one. */
export const transferComment = (transfer: JettonTransfer): string | undefined =>
  transfer.forwardPayload ? commentOf(transfer.forwardPayload.clone()) : undefined;
