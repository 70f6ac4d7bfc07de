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
import { pagedAnswer } from '../../lib/paged.fns';
import { parsingSerializerCompiler } from '../../plugins/serializer';
import type { PoolsService } from './pools.service';

export const poolsRoutes =
  (pools: PoolsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/pools/search',
      {
        // up to 1,000 pools per answer: validated with zod's faster forward parse (same result, no codecs here)
        serializerCompiler: parsingSerializerCompiler,
        schema: {
          tags: ['pools'],
          querystring: EmptyQuerySchema,
          body: PoolSearchRequestSchema,
          response: { 200: PoolSearchResponseSchema },
        },
      },
      async (req) => {
        const { groups, total } = await pools.search(req.body);
        return pagedAnswer(groups, req.body, total);
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
