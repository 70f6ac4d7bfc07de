import {
  TraceHashParamsSchema,
  TraceQuerySchema,
  TraceResponseSchema,
  TransactionTreeSchema,
  EmptyQuerySchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TraceService } from './trace.service';

// Both answers are bare, not in `result` (docs/product-spec.md §7).
export const traceRoutes =
  (trace: TraceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/trace',
      { schema: { tags: ['trace'], querystring: TraceQuerySchema, response: { 200: TraceResponseSchema } } },
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
          params: TraceHashParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: TransactionTreeSchema },
        },
      },
      async (req) => trace.byHash(req.params.hash),
    );
  };
