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
          security: [{ bearer: [] }],
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
          security: [{ bearer: [] }],
          querystring: EmptyQuerySchema,
          response: { 200: UserPositionsResponseSchema },
        },
      },
      async (req) => ({ result: { pools: await users.positions(req.wallet!) } }),
    );
  };
