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
import { ENCODED_ROUTE, sendEncoded } from '../../lib/encoded-answer';
import { pagedAnswer } from '../../lib/paged.fns';
import type { PoolsService } from './pools.service';

export const poolsRoutes =
  (pools: PoolsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/pools/search',
      {
        ...ENCODED_ROUTE,
        schema: {
          tags: ['pools'],
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
          params: AddressParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: PoolResponseSchema },
        },
      },
      async (req) => ({ result: await pools.get(req.params.address) }),
    );

    app.get(
      '/pools/:address/events',
      {
        schema: {
          tags: ['pools'],
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
