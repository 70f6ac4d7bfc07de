import { type DexEvent, parseDexEvent } from '@atoll/contracts';
import { Cell } from '@ton/core';
import { ltOf, type TonApiTrace, type TonApiTransaction } from './tonapi';

// Where our logs sit in TonAPI's JSON: the external-out messages of a pool's (or an order's) transaction.

export interface PoolLog {
  /** Position among the transaction's external-out messages (by created lt): the row's event_index. */
  eventIndex: number;
  event: DexEvent;
}

/** Every log of ours in a transaction, decoded with the SDK's parseDexEvent; other messages are skipped. */
export function poolLogsOf(tx: TonApiTransaction): PoolLog[] {
  return logsOf(tx, parseDexEvent);
}

/**
 * The external-out messages of a transaction that `parse` reads (by created lt, so `eventIndex` is stable
 * whatever else the transaction logs). A body with our op code that does not parse is not one of our logs.
 */
export function logsOf<T>(
  tx: TonApiTransaction,
  parse: (body: Cell) => T | null,
): Array<{ eventIndex: number; event: T }> {
  const logs = tx.out_msgs
    .filter((m) => m.msg_type === 'ext_out_msg')
    .sort((a, b) => {
      const x = ltOf(a.created_lt);
      const y = ltOf(b.created_lt);
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const out: Array<{ eventIndex: number; event: T }> = [];
  logs.forEach((m, eventIndex) => {
    if (!m.raw_body) return;
    let event: T | null;
    try {
      event = parse(Cell.fromHex(m.raw_body));
    } catch {
      event = null;
    }
    if (event) out.push({ eventIndex, event });
  });
  return out;
}

/** Gas used by the transaction's compute phase (0 when it was skipped). */
export function gasUsedOf(tx: TonApiTransaction): bigint {
  const gas = tx.compute_phase?.gas_used;
  return gas === undefined ? 0n : BigInt(gas);
}

export interface TraceNode {
  node: TonApiTrace;
  parent: TonApiTrace | null;
}

/** Every node of a trace, parents before children. */
export function walkTrace(root: TonApiTrace): TraceNode[] {
  const out: TraceNode[] = [];
  const visit = (node: TonApiTrace, parent: TonApiTrace | null) => {
    out.push({ node, parent });
    for (const child of node.children ?? []) visit(child, node);
  };
  visit(root, null);
  return out;
}

/**
 * A trace is final when it is not an emulation and no internal message is still in flight: tonapi.io
 * lists every outgoing message in `out_msgs` (delivered ones also start a child), the devnet only the
 * external ones.
 */
export function traceIsFinal(root: TonApiTrace): boolean {
  for (const { node } of walkTrace(root)) {
    if (node.emulated) return false;
    const delivered = new Set((node.children ?? []).map((c) => c.transaction.in_msg?.hash));
    for (const m of node.transaction.out_msgs) {
      if (m.msg_type === 'int_msg' && !delivered.has(m.hash)) return false;
    }
  }
  return true;
}

/**
 * A transaction failed when its code ran and failed (compute or action phase). A skipped compute phase
 * is not a failure: a wallet credited with a few nanotons of surplus skips it (cskip_no_gas) and keeps
 * the coins.
 */
export const txFailed = (tx: TonApiTransaction): boolean =>
  (tx.compute_phase !== undefined && !tx.compute_phase.skipped && tx.compute_phase.success === false) ||
  tx.action_phase?.success === false;
