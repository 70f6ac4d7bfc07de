import {
  AccountResponseSchema,
  AddressParamsSchema,
  EmptyQuerySchema,
  JettonBalancesResponseSchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountsService } from './accounts.service';

export const accountsRoutes =
  (accounts: AccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/accounts/:address',
      {
        schema: {
          tags: ['accounts'],
          params: AddressParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: AccountResponseSchema },
        },
      },
      async (req) => ({ result: await accounts.account(req.params.address) }),
    );

    app.get(
      '/accounts/:address/jettons',
      {
        schema: {
          tags: ['accounts'],
          params: AddressParamsSchema,
          querystring: EmptyQuerySchema,
          response: { 200: JettonBalancesResponseSchema },
        },
      },
      async (req) => ({ result: { balances: await accounts.jettons(req.params.address) } }),
    );
  };
