import { type Db, toDecimal } from '@atoll/db';
import type { TraceQuery, TraceResponse, TransactionTree } from '@atoll/shared';
import type { TonApiClient } from '@ton-api/client';
import { tonApiStatus } from '../../chain/tonapi';
import { chainUnavailable, notFound } from '../../errors';
import { dbAddressOf } from '../../lib/address.fns';
import { toTraceResponse, toTransactionTree } from './trace.fns';

/** Where an operation the web app sent stands: from the indexer's trace records, or the chain's trace tree. */
export function createTraceService({ db, tonapi }: { db: Db; tonapi: TonApiClient }) {
  return {
    async byQueryId(query: TraceQuery): Promise<TraceResponse> {
      const account = dbAddressOf(query.account)!; // validated by TraceQuerySchema
      const queryId = toDecimal(BigInt(query.query_id));
      const record = await db.traceRecord.findUnique({ where: { account_queryId: { account, queryId } } });
      if (record === null) return toTraceResponse(null, []);
      const events = await db.poolEvent.findMany({
        where: { userAddress: account, queryId },
        select: { txHash: true, success: true, timestamp: true },
        orderBy: [{ lt: 'asc' }, { eventIndex: 'asc' }],
      });
      return toTraceResponse(
        record,
        events.map((e) => ({
          tx_hash: e.txHash,
          success: e.success,
          timestamp: Math.floor(e.timestamp.getTime() / 1000),
        })),
      );
    },

    async byHash(hash: string): Promise<TransactionTree> {
      try {
        return toTransactionTree(await tonapi.traces.getTrace(hash));
      } catch (error) {
        if (tonApiStatus(error) === 404) throw notFound('trace');
        throw chainUnavailable();
      }
    },
  };
}

export type TraceService = ReturnType<typeof createTraceService>;
