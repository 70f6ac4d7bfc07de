import {
  PairOrdersQuerySchema,
  PairOrdersResponseSchema,
  RegisterOrderRequestSchema,
  RegisterOrderResponseSchema,
  UserOrdersQuerySchema,
  UserOrdersResponseSchema,
} from '@atoll/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedAnswer } from '../../lib/paged.fns';
import { requireWallet } from '../../plugins/auth';
import type { OrdersService } from './orders.service';

export const ordersRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/orders',
      {
        // on request, before validation: without a valid token nothing about the request is answered
        onRequest: requireWallet,
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          querystring: UserOrdersQuerySchema,
          response: { 200: UserOrdersResponseSchema },
        },
      },
      async (req) => {
        const { status, page, size } = req.query;
        const answer = await orders.ofMaker(req.wallet!, status, page, size);
        return pagedAnswer(answer.page, req.query, answer.total);
      },
    );

    app.post(
      '/users/orders',
      {
        onRequest: requireWallet,
        schema: {
          tags: ['orders'],
          security: [{ bearer: [] }],
          body: RegisterOrderRequestSchema,
          response: { 200: RegisterOrderResponseSchema },
        },
      },
      async (req) => ({ result: await orders.register(req.wallet!, req.body) }),
    );

    app.get(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          querystring: PairOrdersQuerySchema,
          response: { 200: PairOrdersResponseSchema },
        },
      },
      async (req) => ({ result: await orders.depth(req.query.token_x, req.query.token_y) }),
    );
  };
