import {
  EmptyQuerySchema,
  UserEventsQuerySchema,
  UserEventsResponseSchema,
  UserPositionsResponseSchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENCODED_ROUTE, sendEncoded } from '../../lib/encoded-answer';
import { requireWallet } from '../../plugins/auth';
import type { UsersService } from './users.service';

export const usersRoutes =
  (users: UsersService): FastifyPluginAsyncZod =>
  async (app) => {
    // on request, before validation: without a valid token nothing about the request is answered
    const auth = { onRequest: requireWallet } as const;

    app.get(
      '/users/events',
      {
        ...ENCODED_ROUTE,
        ...auth,
        schema: {
          tags: ['users'],
          operationId: 'listUserEvents',
          summary: "The signed-in wallet's activity",
          description:
            "Only the token's wallet: its swaps, deposits, withdrawals and limit-order steps, newest first. A " +
            'failed operation is one event with `success: false` and its refund. Paged by `page` and `size`, ' +
            'or by the `cursor` an answer gives.',
          querystring: UserEventsQuerySchema,
          response: { 200: UserEventsResponseSchema },
        },
      },
      async (req, reply) => {
        sendEncoded(req, reply, await users.events(req.wallet!, req.query));
      },
    );

    app.get(
      '/users/positions',
      {
        ...auth,
        schema: {
          tags: ['users'],
          operationId: 'listUserPositions',
          summary: "The signed-in wallet's liquidity positions",
          description:
            "Each pool the wallet holds LP tokens of: its share of today's reserves, their USD value and the " +
            'fees earned.',
          querystring: EmptyQuerySchema,
          response: { 200: UserPositionsResponseSchema },
        },
      },
      async (req) => ({ result: { pools: await users.positions(req.wallet!) } }),
    );
  };
