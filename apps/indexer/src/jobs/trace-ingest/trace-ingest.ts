import { Prisma } from '@atoll/db';
import { traceIsFinal, walkTrace } from '../../chain/pool-logs.fns';
import { isNotFound } from '@atoll/chain';
import type { TonApiTrace } from '../../chain/tonapi';
import type { IndexerContext } from '../../context';
import { TraceNotFinalError } from '../../errors';
import { mapSettledLimit } from '../../lib/map-limit';
import {
  mergeTraceRecords,
  traceAccounts,
  type TraceRecordRow,
  traceRecordsOf,
  traceTxHashes,
} from './trace-records.fns';

type Deps = Pick<IndexerContext, 'db' | 'tonapi' | 'config' | 'readModelChanged' | 'backlog'>;

/** Ascending order of strings (byte order: the same on every machine) and bigints. */
const compare = <T extends string | bigint>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Upserts verified trace records in one statement. A record that is already Full is never taken back to
 * Partial (a TonAPI node that lags behind another must not undo what was settled).
 */
export async function upsertTraceRecords(
  db: Pick<IndexerContext['db'], '$executeRaw'>,
  records: TraceRecordRow[],
): Promise<number> {
  if (records.length === 0) return 0;
  // rows in key order (lock order: two batches holding the same trace never lock its rows crosswise)
  const sorted = [...records].sort(
    (a, b) =>
      compare(a.account, b.account) || compare(a.queryId, b.queryId) || compare(a.rootTxHash, b.rootTxHash),
  );
  const values = Prisma.join(
    sorted.map(
      (r) =>
        Prisma.sql`(${r.account}, ${r.queryId.toString()}::numeric, ${r.rootTxHash}, true, ${r.txHashes}::text[], ${r.complete}, ${r.success}, ${r.eventCount}, now())`,
    ),
  );
  return db.$executeRaw`
    INSERT INTO trace_records (account, query_id, root_tx_hash, verified, tx_hashes, complete, success, event_count, updated_at)
    VALUES ${values}
    ON CONFLICT (account, query_id, root_tx_hash) DO UPDATE SET
      verified = true, tx_hashes = EXCLUDED.tx_hashes, complete = EXCLUDED.complete, success = EXCLUDED.success,
      event_count = EXCLUDED.event_count, updated_at = now()
    WHERE NOT trace_records.verified OR NOT trace_records.complete OR EXCLUDED.complete`;
}

/**
 * Drops the unverified rows account-sync wrote for these traces (keyed by the pool transaction a log
 * came from): the traces were read, and whatever they hold for their owner is now a verified row.
 */
export async function dropUnverified(
  db: Pick<IndexerContext['db'], '$executeRaw'>,
  txHashes: string[],
): Promise<number> {
  if (txHashes.length === 0) return 0;
  // locked in key order first, as every writer of trace_records does
  return db.$executeRaw`
    DELETE FROM trace_records t USING (
      SELECT account, query_id, root_tx_hash FROM trace_records
      WHERE NOT verified AND root_tx_hash = ANY(${txHashes}::text[])
      ORDER BY account, query_id, root_tx_hash FOR UPDATE
    ) d
    WHERE t.account = d.account AND t.query_id = d.query_id AND t.root_tx_hash = d.root_tx_hash AND NOT t.verified`;
}

/**
 * Settles the trace records of the traces of a batch of transactions: Full once the chain has finished
 * a trace, with success and the count of our logs in it. Traces are fetched concurrently (the TonAPI
 * client's queue paces them), a trace met through an earlier hash of the batch is not fetched
 * again, and every record of the batch is written in one upsert. A record belongs to the wallet whose
 * external-in message is the trace's root (trace-records.fns.ts). What is not final yet (or not indexed
 * yet: 404) is written as it stands and the job throws, so it is retried with backoff.
 */
export function createTraceIngest({ db, tonapi, config, readModelChanged, backlog }: Deps) {
  async function fetchTrace(txHash: string): Promise<TonApiTrace> {
    // rows before traces: not while account syncs read a backlog from the same source
    await backlog?.open();
    try {
      return await tonapi.trace(txHash);
    } catch (error) {
      // the trace index can trail the account index by a moment
      if (isNotFound(error)) throw new TraceNotFinalError(txHash);
      throw error;
    }
  }

  return {
    async ingest(txHashes: string[]): Promise<{ traces: number; records: number }> {
      const seen = new Set<string>();
      const traces = new Map<string, TonApiTrace>();
      const settled = await mapSettledLimit([...new Set(txHashes)], config.traceConcurrency, async (hash) => {
        if (seen.has(hash)) return;
        const trace = await fetchTrace(hash);
        traces.set(trace.transaction.hash, trace);
        for (const { node } of walkTrace(trace)) seen.add(node.transaction.hash);
      });
      const all = [...traces.values()];
      const accounts = [...new Set(all.flatMap(traceAccounts))];
      const pools =
        accounts.length === 0
          ? new Set<string>()
          : new Set(
              (
                await db.pool.findMany({ where: { address: { in: accounts } }, select: { address: true } })
              ).map((p) => p.address),
            );
      const records = mergeTraceRecords(all.flatMap((t) => traceRecordsOf(t, (a) => pools.has(a))));
      await upsertTraceRecords(db, records);
      await dropUnverified(db, all.flatMap(traceTxHashes));
      // verified records decide which events are a wallet's own: the API's cached totals must recount
      if (records.length > 0)
        await readModelChanged?.(
          ['activity'],
          records.map((r) => r.account),
        );

      const failure = settled.find(
        (s): s is PromiseRejectedResult =>
          s.status === 'rejected' && !(s.reason instanceof TraceNotFinalError),
      );
      if (failure) throw failure.reason;
      const pending = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (pending) throw pending.reason;
      const unfinished = all.find((t) => !traceIsFinal(t));
      if (unfinished) throw new TraceNotFinalError(unfinished.transaction.hash);
      return { traces: all.length, records: records.length };
    },
  };
}

export type TraceIngest = ReturnType<typeof createTraceIngest>;
