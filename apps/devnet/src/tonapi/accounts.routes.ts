import type { DevnetApp } from '../context';
import type { AccountEventsService } from './account-events.service';
import type { AccountsService } from './accounts.service';
import {
  AccountEventsQuerySchema,
  AccountEventsSchema,
  AccountJettonsQuerySchema,
  AccountIdsBodySchema,
  AccountSchema,
  AccountsSchema,
  JettonsBalancesSchema,
} from './schemas/accounts';
import { IdParamsSchema } from './schemas/common';

export function registerAccountsRoutes(
  app: DevnetApp,
  accounts: AccountsService,
  events: AccountEventsService,
): void {
  app.get(
    '/v2/accounts/:id',
    { schema: { params: IdParamsSchema, response: { 200: AccountSchema } } },
    async (req) => accounts.account(req.params.id),
  );

  app.post(
    '/v2/accounts/_bulk',
    { schema: { body: AccountIdsBodySchema, response: { 200: AccountsSchema } } },
    async (req) => accounts.accounts(req.body.account_ids),
  );

  app.get(
    '/v2/accounts/:id/jettons',
    {
      schema: {
        params: IdParamsSchema,
        querystring: AccountJettonsQuerySchema,
        response: { 200: JettonsBalancesSchema },
      },
    },
    async (req) => accounts.jettons(req.params.id, req.query),
  );

  app.get(
    '/v2/accounts/:id/events',
    {
      schema: {
        params: IdParamsSchema,
        querystring: AccountEventsQuerySchema,
        response: { 200: AccountEventsSchema },
      },
    },
    async (req) => events.events(req.params.id, req.query),
  );
}
