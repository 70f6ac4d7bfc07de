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
          operationId: 'relayChainRead',
          summary: 'TonAPI reads the web app makes, relayed',
          description:
            "The web app's TonAPI reads, with the API's key, through the chain-read cache, answered exactly " +
            'as TonAPI wrote them: `v2/accounts/{id}`, `v2/accounts/{id}/jettons?currencies`, ' +
            '`v2/blockchain/accounts/{id}`, `v2/blockchain/accounts/{id}/methods/{name}?args`, ' +
            '`v2/traces/{id}`, `v2/jettons/{id}`, `v2/blockchain/masterchain-head`. Any other path answers ' +
            "404, a malformed id or an unknown query parameter 400, TonAPI down 502, all as TonAPI's " +
            '`{"error": "…"}`.',
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
