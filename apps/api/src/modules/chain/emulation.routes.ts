import {
  ChainRelayErrorSchema,
  EmulateBodySchema,
  EmulateTraceQuerySchema,
  EmulationErrorSchema,
  EmulationSchema,
} from '@atoll/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RelayAnswer } from './chain.service';
import type { ChainEmulationService } from './emulation.service';

const responses = { 200: EmulationSchema, 400: EmulationErrorSchema, 502: ChainRelayErrorSchema };

/** TonAPI's text as it is: parsed and written again, its int64 numbers beyond 2^53 would be rounded. */
const sendAnswer = (reply: FastifyReply, answer: RelayAnswer) =>
  reply
    .status(answer.status)
    .type('application/json; charset=utf-8')
    .serializer((s) => s as string)
    .send(answer.body);

export const chainEmulationRoutes =
  (emulation: ChainEmulationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/chain/v2/wallet/emulate',
      {
        schema: {
          tags: ['chain'],
          operationId: 'emulateWalletMessage',
          summary: "Emulate a wallet's external message",
          description:
            "Emulates the user's wallet external (unsigned: TonAPI skips the signature) on the chain's state now, " +
            "through the API's TonAPI key and rate limit, and answers TonAPI's MessageConsequences as it came. " +
            'Nothing is cached: the web app shows it as the preview before the wallet opens.',
          body: EmulateBodySchema,
          response: responses,
        },
      },
      async (req, reply) => sendAnswer(reply, await emulation.emulate('wallet', req.body.boc)),
    );

    app.post(
      '/chain/v2/traces/emulate',
      {
        schema: {
          tags: ['chain'],
          operationId: 'emulateTrace',
          summary: "Emulate an external message's trace",
          description:
            "Emulates an external message's whole trace on the chain's state now, through the API's TonAPI key " +
            'and rate limit; the signature is checked unless `ignore_signature_check=true`. Nothing is cached.',
          body: EmulateBodySchema,
          querystring: EmulateTraceQuerySchema,
          response: responses,
        },
      },
      async (req, reply) => {
        const flag = req.query.ignore_signature_check;
        return sendAnswer(
          reply,
          await emulation.emulate('traces', req.body.boc, flag === undefined ? undefined : flag === 'true'),
        );
      },
    );
  };
