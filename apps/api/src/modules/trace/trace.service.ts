import { type Db, toDecimal } from '@atoll/db';
import type { TraceQuery, TraceResponse, TransactionTree } from '@atoll/shared';
import type { TonApiClient } from '@ton-api/client';
import { tonApiStatus } from '../../chain/tonapi';
import { chainUnavailable, notFound } from '../../errors';
import { rawAddressOf } from '../../lib/address.fns';
import { ownRecord, toTraceResponse, toTransactionTree } from './trace.fns';

/** Where an operation the web app sent stands: from the indexer's trace records, or the chain's trace tree. */
export function createTraceService({ db, tonapi }: { db: Db; tonapi: TonApiClient }) {
  return {
    async byQueryId(query: TraceQuery): Promise<TraceResponse> {
      const account = rawAddressOf(query.account)!; // validated by TraceQuerySchema
      const queryId = toDecimal(BigInt(query.query_id));
      // only the operations the wallet's own external message started (the indexer verified the root);
      // another wallet's trace that names this account and query id is never shown
      const records = await db.traceRecord.findMany({
        where: { account, queryId, verified: true },
        select: { complete: true, txHashes: true },
      });
      const record = ownRecord(records);
      if (record === null) return toTraceResponse(null, []);
      const events = await db.poolEvent.findMany({
        where: { userAddress: account, queryId, txHash: { in: record.txHashes } },
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
