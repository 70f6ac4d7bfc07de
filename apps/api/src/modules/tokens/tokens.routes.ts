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
        schema: {
          tags: ['tokens'],
          operationId: 'listTokens',
          summary: 'The token list',
          description:
            'Every token the indexer knows, verified first, with its metadata, `verified` flag and USD price.',
          querystring: EmptyQuerySchema,
          response: { 200: TokensResponseSchema },
        },
      },
      async () => ({
        result: await tokens.list(),
      }),
    );

    app.get(
      '/prices',
      {
        ...ENCODED_ROUTE,
        schema: {
          tags: ['tokens'],
          operationId: 'listPrices',
          summary: 'USD prices of every token',
          description:
            "`[{address, price}]`: each token's USD price as an exact decimal string, as the indexer last " +
            'computed it.',
          querystring: EmptyQuerySchema,
          response: { 200: PricesResponseSchema },
        },
      },
      // synchronous when the answer is at hand (the version held in memory, its copy built): no promise
      (req, reply) => {
        const now = tokens.pricesEncodedNow();
        if (now) return sendEncoded(req, reply, now);
        return tokens.pricesEncoded().then((answer) => {
          sendEncoded(req, reply, answer);
        });
      },
    );
  };
