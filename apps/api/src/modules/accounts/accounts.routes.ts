import {
  AccountResponseSchema,
  AddressParamsSchema,
  EmptyQuerySchema,
  JettonBalancesResponseSchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsService } from './accounts.service';
import { errorResponses } from '../../plugins/docs';

export const accountsRoutes =
  (accounts: AccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/:address',
      {
        schema: {
          tags: ['accounts'],
          operationId: 'getAccount',
          summary: "An account's TON balance and status",
          description:
            "Read from TonAPI through the API's cache (10 s). An address the chain does not know answers " +
            '`nonexist` with balance `"0"`; TonAPI failing answers 502 `CHAIN_UNAVAILABLE`.',
          params: AddressParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: AccountResponseSchema, ...errorResponses('CHAIN_UNAVAILABLE') },
        },
      },
      async (req) => ({ result: await accounts.account(req.params.address) }),
    );

    app.get(
      '/accounts/:address/jettons',
      {
        schema: {
          tags: ['accounts'],
          operationId: 'getAccountJettons',
          summary: "An account's jetton balances in USD",
          description:
            'The jetton balances TonAPI reads (cached 10 s), each with our USD price when the token list has ' +
            "one, else TonAPI's rate. TonAPI failing answers 502.",
          params: AddressParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: JettonBalancesResponseSchema, ...errorResponses('CHAIN_UNAVAILABLE') },
        },
      },
      async (req) => ({ result: { balances: await accounts.jettons(req.params.address) } }),
    );
  };
