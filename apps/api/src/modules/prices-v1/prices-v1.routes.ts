import {
  JettonPriceParamsSchema,
  MarketsQuerySchema,
  MarketsResponseSchema,
  PriceChartQuerySchema,
  PriceChartResponseSchema,
  TokenPriceResponseSchema,
  EmptyQuerySchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PricesV1Service } from './prices-v1.service';

// The public, versioned price API: bare camelCase answers (docs/product-spec.md §7).
export const pricesV1Routes =
  (prices: PricesV1Service): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/jettons/:address/price',
      {
        schema: {
          tags: ['public'],
          params: JettonPriceParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: TokenPriceResponseSchema },
        },
      },
      async (req) => prices.price(req.params.address),
    );

    app.get(
      '/v1/jettons/:address/markets',
      {
        schema: {
          tags: ['public'],
          params: JettonPriceParamsSchema,
          querystring: MarketsQuerySchema,
          response: { 200: MarketsResponseSchema },
        },
      },
      async (req) => prices.markets(req.params.address, req.query.cursor, req.query.limit),
    );

    app.get(
      '/v1/jettons/:address/price/chart',
      {
        schema: {
          tags: ['public'],
          params: JettonPriceParamsSchema,
          querystring: PriceChartQuerySchema,
          response: { 200: PriceChartResponseSchema },
        },
      },
      async (req) => ({
        points: await prices.chart(req.params.address, req.query.interval, req.query.currency),
      }),
    );
  };
