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
import { errorResponses } from '../../plugins/docs';

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
          operationId: 'listUserOrders',
          summary: "The signed-in wallet's limit orders",
          description:
            'Newest first, 10 a page by default; `status` is one status, `active` (pending and open) or ' +
            '`history`.',
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
          operationId: 'registerUserOrder',
          summary: 'Register a limit order of the signed-in wallet',
          description:
            'Registers an order by its terms so the indexer follows it: its address is derived here from the ' +
            'pinned factory and order code, never taken from the caller. The maker must be the signed-in ' +
            'wallet (403 otherwise); the same terms give the same row. 503 `NOT_CONFIGURED` when this server ' +
            'pins no order code.',
          body: RegisterOrderRequestSchema,
          response: {
            200: RegisterOrderResponseSchema,
            ...errorResponses('WALLET_MISMATCH', 'NOT_CONFIGURED'),
          },
        },
      },
      async (req) => ({ result: await orders.register(req.wallet!, req.body) }),
    );

    app.get(
      '/orders',
      {
        schema: {
          tags: ['orders'],
          operationId: 'getPairOrders',
          summary: "A pair's open limit orders by price",
          description:
            'The open, unexpired orders of the pair summed by limit price (token_y per token_x): `asks` sell ' +
            'token_x, `bids` sell token_y. 404 when a token is unknown.',
          querystring: PairOrdersQuerySchema,
          response: { 200: PairOrdersResponseSchema, ...errorResponses('NOT_FOUND') },
        },
      },
      async (req) => ({ result: await orders.depth(req.query.token_x, req.query.token_y) }),
    );
  };
