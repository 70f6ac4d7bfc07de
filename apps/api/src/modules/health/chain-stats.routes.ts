import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiChain } from '../../chain/tonapi';

const Count = z.number().int().nonnegative();
const KindSchema = z.object({ hits: Count, misses: Count, coalesced: Count });

const ChainStatsSchema = z.object({
  /** The read cache since start, by kind (chain/read-routes.fns.ts). */
  reads: z.object({
    kinds: z.record(z.string(), KindSchema),
    bulk: z.object({ requests: Count, accounts: Count }),
    passed_through: Count,
  }),
  /** The one client toward TonAPI: requests sent, 429s, failures; the queue now. */
  tonapi: z.object({ requests: Count, throttled: Count, errors: Count, waiting: Count, in_flight: Count }),
});

/**
 * GET /healthz/chain: how the API uses TonAPI, a shared and limited resource (issue 16): the cache's hits,
 * misses and shared reads, and what went out. Counts only, nothing about who asked.
 */
export const chainStatsRoutes =
  (chain: ApiChain): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz/chain',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['health'],
          operationId: 'getChainStats',
          summary: 'How the API uses TonAPI',
          description:
            "Since start: the chain-read cache's hits, misses and shared reads by kind, the bulk account " +
            "reads, and the TonAPI client's requests, 429s, errors and queue. Counts only, nothing about who " +
            'asked.',
          response: { 200: ChainStatsSchema },
        },
      },
      async () => {
        const { kinds, bulk, passedThrough } = chain.reads.stats();
        const { requests, throttled, errors } = chain.api.stats;
        return {
          reads: { kinds, bulk, passed_through: passedThrough },
          tonapi: {
            requests,
            throttled,
            errors,
            waiting: chain.api.queue.waiting,
            in_flight: chain.api.queue.inFlight,
          },
        };
      },
    );
  };
