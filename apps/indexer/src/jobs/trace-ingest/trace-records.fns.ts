import { Address } from '@ton/core';
import { poolLogsOf, traceIsFinal, txFailed, walkTrace } from '../../chain/pool-logs.fns';
import type { TonApiTrace } from '../../chain/tonapi';

// What GET /trace?account&query_id answers from: one record per operation a wallet started, keyed by
// (wallet, query id, root transaction). A pool log names its user and query id, and anyone can make a
// genuine pool log any user and any query id (refund_to is the sender's choice), so a log only counts
// for the wallet whose own external-in message is the trace's root: a third party's trace can neither
// overwrite nor fill another wallet's record.

export interface TraceRecordRow {
  account: string;
  queryId: bigint;
  rootTxHash: string;
  /** Transactions of the trace whose logs are this operation's events, in trace order. */
  txHashes: string[];
  complete: boolean;
  success: boolean;
  eventCount: number;
}

/** The wallet that started the trace: the root transaction's account, if an external-in message started it. */
export function traceOwner(trace: TonApiTrace): Address | null {
  const root = trace.transaction;
  if (root.in_msg?.msg_type !== 'ext_in_msg') return null;
  return Address.parseRaw(root.account.address);
}

/**
 * Records of the operations the trace's owner started in our pools: their logs that name the owner. An
 * operation succeeded when the trace is final, no transaction outside our pools failed, and none of its
 * logs is a refund.
 */
export function traceRecordsOf(trace: TonApiTrace, isPool: (account: string) => boolean): TraceRecordRow[] {
  const owner = traceOwner(trace);
  if (!owner) return [];
  const account = owner.toRawString();
  const nodes = walkTrace(trace);
  const complete = traceIsFinal(trace);
  // our pools report their own failures as refund logs, and a pool's failed transaction can be meant:
  // the 2-hop probe a next pool refuses and bounces (HopProbe in contracts/dex/pool.tolk); a failure
  // anywhere else (a wallet, a jetton wallet) fails the operation
  const anyFailed = nodes.some(
    ({ node }) => txFailed(node.transaction) && !isPool(node.transaction.account.address),
  );
  const byQuery = new Map<bigint, TraceRecordRow>();
  for (const { node } of nodes) {
    if (!isPool(node.transaction.account.address)) continue;
    for (const { event } of poolLogsOf(node.transaction)) {
      // pool lifecycle logs (created, ready, failed) are no user's operation
      if (!('user' in event) || !event.user) continue;
      // a log naming someone else is not the owner's operation, nor the named wallet's
      if (!event.user.equals(owner)) continue;
      const record = byQuery.get(event.queryId) ?? {
        account,
        queryId: event.queryId,
        rootTxHash: trace.transaction.hash,
        txHashes: [],
        complete,
        success: complete && !anyFailed,
        eventCount: 0,
      };
      record.eventCount++;
      if (!record.txHashes.includes(node.transaction.hash)) record.txHashes.push(node.transaction.hash);
      if (event.type === 'swap_refunded' || event.type === 'liquidity_refunded') record.success = false;
      byQuery.set(event.queryId, record);
    }
  }
  return [...byQuery.values()];
}

/** Accounts of a trace, for one look-up of which of them are our pools. */
export const traceAccounts = (trace: TonApiTrace): string[] => [
  ...new Set(walkTrace(trace).map(({ node }) => node.transaction.account.address)),
];

/** Every transaction hash of a trace: the unverified rows its pool logs left behind are keyed by them. */
export const traceTxHashes = (trace: TonApiTrace): string[] =>
  walkTrace(trace).map(({ node }) => node.transaction.hash);

/**
 * One record per key for a single upsert (Postgres refuses to update a row twice in one statement): the
 * same trace met twice in a batch keeps its Full record over a Partial one.
 */
export function mergeTraceRecords(records: TraceRecordRow[]): TraceRecordRow[] {
  const byKey = new Map<string, TraceRecordRow>();
  for (const r of records) {
    const key = `${r.account}/${r.queryId}/${r.rootTxHash}`;
    const current = byKey.get(key);
    if (!current || r.complete || !current.complete) byKey.set(key, r);
  }
  return [...byKey.values()];
}
