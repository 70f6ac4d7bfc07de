import { poolLogsOf, traceIsFinal, txFailed, walkTrace } from '../../chain/pool-logs.fns';
import type { TonApiTrace } from '../../chain/tonapi';

// What GET /trace?account&query_id answers from: one record per (user, query id) met in a trace.

export interface TraceRecordRow {
  account: string;
  queryId: bigint;
  rootTxHash: string;
  complete: boolean;
  success: boolean;
  eventCount: number;
}

/**
 * Records of every operation our pools logged in the trace. An operation succeeded when the trace is
 * final, no transaction in it failed, and none of its logs is a refund.
 */
export function traceRecordsOf(trace: TonApiTrace, isPool: (account: string) => boolean): TraceRecordRow[] {
  const nodes = walkTrace(trace);
  const complete = traceIsFinal(trace);
  const anyFailed = nodes.some(({ node }) => txFailed(node.transaction));
  const byKey = new Map<string, TraceRecordRow>();
  for (const { node } of nodes) {
    if (!isPool(node.transaction.account.address)) continue;
    for (const { event } of poolLogsOf(node.transaction)) {
      if (event.type === 'pool_created') continue;
      const account = event.user.toRawString();
      const key = `${account}/${event.queryId}`;
      const record = byKey.get(key) ?? {
        account,
        queryId: event.queryId,
        rootTxHash: trace.transaction.hash,
        complete,
        success: complete && !anyFailed,
        eventCount: 0,
      };
      record.eventCount++;
      if (event.type === 'swap_refunded' || event.type === 'liquidity_refunded') record.success = false;
      byKey.set(key, record);
    }
  }
  return [...byKey.values()];
}

/** Accounts of a trace, for one look-up of which of them are our pools. */
export const traceAccounts = (trace: TonApiTrace): string[] => [
  ...new Set(walkTrace(trace).map(({ node }) => node.transaction.account.address)),
];

/**
 * One record per (account, query id) for a single upsert (Postgres refuses to update a row twice in
 * one statement). Two traces with the same key (a reused query id): the later wins, unless only the
 * earlier is Full.
 */
export function mergeTraceRecords(records: TraceRecordRow[]): TraceRecordRow[] {
  const byKey = new Map<string, TraceRecordRow>();
  for (const r of records) {
    const key = `${r.account}/${r.queryId}`;
    const current = byKey.get(key);
    if (!current || r.complete || !current.complete) byKey.set(key, r);
  }
  return [...byKey.values()];
}
