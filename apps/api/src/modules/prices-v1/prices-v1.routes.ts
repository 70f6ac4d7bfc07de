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
import { errorResponses } from '../../plugins/docs';

// The public, versioned price API: bare camelCase answers (docs/product-spec.md §7).
export const pricesV1Routes =
  (prices: PricesV1Service): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/v1/jettons/:address/price',
      {
        schema: {
          tags: ['public'],
          operationId: 'getJettonPrice',
          summary: "A jetton's price in USD and TON",
          description:
            "The public price API: the jetton's USD and TON prices with when they were computed. 404 when " +
            'Atoll lists no such jetton.',
          params: JettonPriceParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: TokenPriceResponseSchema, ...errorResponses('NOT_FOUND') },
        },
      },
      async (req) => prices.price(req.params.address),
    );

    app.get(
      '/v1/jettons/:address/markets',
      {
        schema: {
          tags: ['public'],
          operationId: 'listJettonMarkets',
          summary: 'The pools a jetton trades in',
          description:
            "The public price API: Atoll's pools holding the jetton, by TVL, with their last trade; paged by " +
            '`cursor` and `limit`.',
          params: JettonPriceParamsSchema,
          querystring: MarketsQuerySchema,
          response: { 200: MarketsResponseSchema, ...errorResponses('NOT_FOUND') },
        },
      },
      async (req) => prices.markets(req.params.address, req.query.cursor, req.query.limit),
    );

    app.get(
      '/v1/jettons/:address/price/chart',
      {
        schema: {
          tags: ['public'],
          operationId: 'getJettonPriceChart',
          summary: "A jetton's price over time",
          description:
            "The public price API: the jetton's price in `currency` for each bucket of `interval`.",
          params: JettonPriceParamsSchema,
          querystring: PriceChartQuerySchema,
          response: { 200: PriceChartResponseSchema, ...errorResponses('NOT_FOUND') },
        },
      },
      async (req) => ({
        points: await prices.chart(req.params.address, req.query.interval, req.query.currency),
      }),
    );
  };
