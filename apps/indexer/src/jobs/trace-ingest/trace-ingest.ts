import { TonApiError } from '../../chain/tonapi';
import type { IndexerContext } from '../../context';
import { TraceNotFinalError } from '../../errors';
import { traceAccounts, traceRecordsOf } from './trace-records.fns';

type Deps = Pick<IndexerContext, 'db' | 'tonapi'>;

/**
 * Settles the trace records of one trace: Full once the chain has finished it (the job retries with
 * backoff until then), with success and the count of our logs in it. Upserts: replays change nothing.
 */
export function createTraceIngest({ db, tonapi }: Deps) {
  return {
    async ingest(txHash: string): Promise<{ records: number; complete: boolean }> {
      let trace;
      try {
        trace = await tonapi.trace(txHash);
      } catch (error) {
        // the trace index can trail the account index by a moment
        if (error instanceof TonApiError && error.status === 404) throw new TraceNotFinalError(txHash);
        throw error;
      }
      const accounts = traceAccounts(trace);
      const pools = new Set(
        (await db.pool.findMany({ where: { address: { in: accounts } }, select: { address: true } })).map(
          (p) => p.address,
        ),
      );
      const records = traceRecordsOf(trace, (a) => pools.has(a));
      await db.$transaction(
        records.map((r) =>
          db.traceRecord.upsert({
            where: { account_queryId: { account: r.account, queryId: r.queryId.toString() } },
            create: { ...r, queryId: r.queryId.toString() },
            update: {
              rootTxHash: r.rootTxHash,
              complete: r.complete,
              success: r.success,
              eventCount: r.eventCount,
            },
          }),
        ),
      );
      const complete = records.every((r) => r.complete);
      if (!complete) throw new TraceNotFinalError(txHash);
      return { records: records.length, complete };
    },
  };
}

export type TraceIngest = ReturnType<typeof createTraceIngest>;
