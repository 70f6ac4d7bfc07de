import { EmptyQuerySchema, PricesResponseSchema, TokensResponseSchema } from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENCODED_ROUTE, sendEncoded } from '../../lib/encoded-answer';
import type { TokensService } from './tokens.service';

export const tokensRoutes =
  (tokens: TokensService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tokens',
      {
        schema: { tags: ['tokens'], querystring: EmptyQuerySchema, response: { 200: TokensResponseSchema } },
      },
      async () => ({
        result: await tokens.list(),
      }),
    );

    app.get(
      '/prices',
      {
        ...ENCODED_ROUTE,
        schema: { tags: ['tokens'], querystring: EmptyQuerySchema, response: { 200: PricesResponseSchema } },
      },
      async (req, reply) => {
        sendEncoded(req, reply, await tokens.pricesEncoded());
      },
    );
  };
