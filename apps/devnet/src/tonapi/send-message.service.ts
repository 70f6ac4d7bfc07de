import { createHash } from 'node:crypto';
import { Cell, loadMessage } from '@ton/core';
import type { DevnetChain } from '../chain/devnet-chain';
import { badRequest } from './errors';

const MAX_BATCH = 5;
const DUPLICATE_WINDOW_MS = 60_000;

/** A BoC as TonAPI takes it (hex first, then base64), checked to be one external-in message. */
export const decodeExternal = (boc: string): Cell => decodeMessage(boc, ['external-in'], 'sent');

/** A BoC as TonAPI takes it (hex first, then base64), checked to be one message of the `accepted` types. */
export function decodeMessage(
  boc: string,
  accepted: readonly ('external-in' | 'internal')[],
  use: 'sent' | 'emulated',
): Cell {
  if (boc.length === 0) throw badRequest('boc must be a non-empty string');
  const bytes = /^([0-9a-fA-F]{2})+$/.test(boc)
    ? Buffer.from(boc, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(boc)
      ? Buffer.from(boc, 'base64')
      : null;
  if (!bytes) throw badRequest('boc must be a base64 encoded string or hex string');
  let roots: Cell[];
  try {
    roots = Cell.fromBoc(bytes);
  } catch {
    throw badRequest('boc is not a valid bag of cells');
  }
  if (roots.length !== 1) throw badRequest(`boc must hold one root cell, got ${roots.length}`);
  let type: string;
  try {
    type = loadMessage(roots[0]!.beginParse()).info.type;
  } catch {
    throw badRequest('boc is not a message');
  }
  if (!accepted.some((a) => a === type))
    throw badRequest(`only ${accepted.join(' or ')} messages can be ${use}, got ${type}`);
  return roots[0]!;
}

/**
 * POST /v2/blockchain/message. Like TonAPI it answers once the message is accepted for sending
 * and the network runs it afterwards: the trace shows up under the message's (normalized) hash
 * when the sandbox has processed it. A message the wallet refuses (bad signature, stale seqno)
 * leaves no trace, as on a real network.
 */
export function sendMessageService(chain: DevnetChain) {
  // TonAPI refuses the same BoC again for a minute
  const recent = new Map<string, number>();
  return {
    send(bocs: string[]): void {
      if (bocs.length === 0) throw badRequest('boc not found');
      if (bocs.length > MAX_BATCH)
        throw badRequest(`batch holds at most ${MAX_BATCH} messages, got ${bocs.length}`);
      const cells = bocs.map(decodeExternal);
      const now = Date.now();
      for (const [key, until] of recent) if (until < now) recent.delete(key);
      const keys = cells.map((c) => createHash('sha256').update(c.toBoc()).digest('hex'));
      if (keys.some((k) => recent.has(k))) throw badRequest('duplicate message');
      for (const key of keys) recent.set(key, now + DUPLICATE_WINDOW_MS);
      for (const cell of cells) {
        // queued in arrival order; a refused external simply never produces a transaction
        chain.sendExternal(cell).catch(() => undefined);
      }
    },
  };
}

export type SendMessageService = ReturnType<typeof sendMessageService>;
