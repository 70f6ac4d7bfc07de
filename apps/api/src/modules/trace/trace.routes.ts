import {
  TraceHashParamsSchema,
  TraceQuerySchema,
  TraceResponseSchema,
  TransactionTreeSchema,
  EmptyQuerySchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TraceService } from './trace.service';
import { errorResponses } from '../../plugins/docs';

// Both answers are bare, not in `result` (docs/product-spec.md §7).
export const traceRoutes =
  (trace: TraceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/trace',
      {
        schema: {
          tags: ['trace'],
          operationId: 'getTraceByQueryId',
          summary: 'Where a sent message stands, by query id',
          description:
            "From the indexer's trace records for the account and the message's query id: `Full` or `Partial` " +
            'with the transactions, or the JSON text `"Pending"` while none is recorded. Bare, not in ' +
            '`result`.',
          querystring: TraceQuerySchema,
          response: { 200: TraceResponseSchema },
        },
      },
      async (req, reply) => {
        const answer = await trace.byQueryId(req.query);
        // Fastify sends a bare string as text/plain, unserialized; the contract is the JSON text "Pending"
        if (answer === 'Pending')
          return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(answer);
        return answer;
      },
    );

    app.get(
      '/trace/:hash',
      {
        schema: {
          tags: ['trace'],
          operationId: 'getTraceByHash',
          summary: 'A trace as a transaction tree',
          description:
            "TonAPI's trace of a transaction hash as a tree of transactions. 404 when TonAPI has none, 502 " +
            'when it fails. Bare, not in `result`.',
          params: TraceHashParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: TransactionTreeSchema, ...errorResponses('NOT_FOUND', 'CHAIN_UNAVAILABLE') },
        },
      },
      async (req) => trace.byHash(req.params.hash),
    );
  };
