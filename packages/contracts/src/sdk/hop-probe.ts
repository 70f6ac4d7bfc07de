import type { Transaction } from '@ton/core';
import { DexOp, HOP_READY_EXIT_CODE } from '../wrappers/dex-constants';

/**
 * A READY pool answers a jetton hop's `HopProbe` by throwing EXIT_HOP_READY, so that the bounce, which
 * nobody can forge, tells the previous pool it may send the jettons (contracts/dex/messages.tolk). That
 * transaction is aborted by design: whoever reads a trace for success must not count it as a failure.
 * Pure on the two numbers, for the chain's own transactions and for TonAPI's JSON alike.
 */
export function isHopProbeAnswer(
  inOpcode: number | null | undefined,
  exitCode: number | null | undefined,
): boolean {
  return inOpcode === DexOp.hopProbe && exitCode === HOP_READY_EXIT_CODE;
}

/** `isHopProbeAnswer` for a transaction as @ton/core decodes it. */
export function isHopProbeAnswerTx(tx: Transaction): boolean {
  const body = tx.inMessage?.body.beginParse();
  const op = body && body.remainingBits >= 32 ? body.preloadUint(32) : null;
  const d = tx.description;
  const exit = d.type === 'generic' && d.computePhase.type === 'vm' ? d.computePhase.exitCode : null;
  return isHopProbeAnswer(op, exit);
}
