import {
  AddressParamsSchema,
  EmptyQuerySchema,
  PageQuerySchema,
  PoolChartQuerySchema,
  PoolChartResponseSchema,
  PoolEventsResponseSchema,
  PoolResponseSchema,
  PoolSearchRequestSchema,
  PoolSearchResponseSchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ENCODED_ROUTE, sendEncoded } from '../../lib/encoded-answer';
import { pagedAnswer } from '../../lib/paged.fns';
import type { PoolsService } from './pools.service';
import { errorResponses } from '../../plugins/docs';

/**
 * The search body's fields, described for /docs here rather than in @atoll/shared: the web app bundles the shared
 * schemas, and these texts are of no use to it (its swap route has a hard size budget).
 */
z.globalRegistry.add(PoolSearchRequestSchema.shape.verified_tokens, {
  description:
    'Tokens the user imported by hand (the web app keeps them in the browser), treated as verified for this ' +
    'search. Only pools whose two tokens are verified are listed: by the token list’s `verified` flag, or by ' +
    'being named here. A pool with an unverified token that is not named here is left out.',
});
z.globalRegistry.add(PoolSearchRequestSchema.shape.query, {
  description:
    'Matched against a token’s symbol or name, a token address or a pool address (raw or friendly)',
});

export const poolsRoutes =
  (pools: PoolsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/pools/search',
      {
        ...ENCODED_ROUTE,
        schema: {
          tags: ['pools'],
          operationId: 'searchPools',
          summary: 'Search pools, grouped by pair',
          description:
            "Lists the pools whose two tokens are verified, either by the token list's `verified` flag or " +
            'because the caller names them in `verified_tokens` (the tokens a user imported by hand, which ' +
            'the web app keeps in the browser): a pool with an unverified token is listed only when that ' +
            "token is named there. `query` matches a token's symbol or name, or a token or pool address (raw " +
            'or friendly). The answer groups the pools of a pair (summed TVL, volume and fees, best APR), ' +
            'sorted by `sort_by` and paged over groups.',
          querystring: EmptyQuerySchema,
          body: PoolSearchRequestSchema,
          response: { 200: PoolSearchResponseSchema },
        },
      },
      // answered from the pools snapshot: checked against the schema and encoded once per version and search
      async (req, reply) => {
        sendEncoded(req, reply, await pools.searchEncoded(req.body));
      },
    );

    app.get(
      '/pools/:address',
      {
        schema: {
          tags: ['pools'],
          operationId: 'getPool',
          summary: 'A pool',
          description:
            'Its tokens, fee tier, reserves, TVL, 24 h volume and fees, and APR. 404 when the indexer does ' +
            'not know the address.',
          params: AddressParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: PoolResponseSchema, ...errorResponses('NOT_FOUND') },
        },
      },
      async (req) => ({ result: await pools.get(req.params.address) }),
    );

    app.get(
      '/pools/:address/events',
      {
        schema: {
          tags: ['pools'],
          operationId: 'listPoolEvents',
          summary: "A pool's activity",
          description: 'Swaps, deposits and withdrawals in the pool, newest first, paged (`page`, `size`).',
          params: AddressParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: PoolEventsResponseSchema },
        },
      },
      async (req) => {
        const { page, total } = await pools.events(req.params.address, req.query.page, req.query.size);
        return pagedAnswer(page, req.query, total);
      },
    );

    app.get(
      '/pools/:address/chart',
      {
        schema: {
          tags: ['pools'],
          operationId: 'getPoolChart',
          summary: "A pool's price, volume, fees and TVL over time",
          description:
            "One point a bucket of `interval`: the close price, the volume, the fees at the pool's tier, and " +
            "the TVL from the reserves at the bucket's end at today's prices.",
          params: AddressParamsSchema,
          querystring: PoolChartQuerySchema,
          response: { 200: PoolChartResponseSchema },
        },
      },
      async (req) => ({
        result: {
          interval: req.query.interval,
          points: await pools.chart(req.params.address, req.query.interval),
        },
      }),
    );
  };
