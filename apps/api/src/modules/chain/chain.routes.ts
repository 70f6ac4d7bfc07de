import { ChainReadSchema, ChainRelayErrorSchema, ChainRelayParamsSchema } from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChainRelayService } from './chain.service';

export const chainRoutes =
  (relay: ChainRelayService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/chain/*',
      {
        schema: {
          tags: ['chain'],
          summary: "TonAPI reads the web app makes, with the API's key, cached (as TonAPI answers them)",
          params: ChainRelayParamsSchema,
          response: {
            200: ChainReadSchema,
            400: ChainRelayErrorSchema,
            404: ChainRelayErrorSchema,
            502: ChainRelayErrorSchema,
          },
        },
      },
      async (req, reply) => {
        const answer = await relay.relay(req.url.slice('/chain'.length));
        // TonAPI's text as it is: parsed and written again, its int64 numbers beyond 2^53 would be rounded
        return reply
          .status(answer.status)
          .type('application/json; charset=utf-8')
          .serializer((s) => s as string)
          .send(answer.body);
      },
    );
  };
