import type { DevnetApp } from '../context';
import type { BlockchainService } from './blockchain.service';
import {
  AccountTransactionsQuerySchema,
  BlockSchema,
  MessageParamsSchema,
  MethodBodySchema,
  MethodParamsSchema,
  MethodQuerySchema,
  MethodResultSchema,
  RawAccountSchema,
  ShardsParamsSchema,
  ShardsSchema,
  TransactionParamsSchema,
  TransactionSchema,
  TransactionsSchema,
} from './schemas/blockchain';
import { AccountIdParamsSchema } from './schemas/common';

/** TonAPI's /v2/blockchain reads (sending a message is send-message.routes.ts). */
export function registerBlockchainRoutes(app: DevnetApp, blockchain: BlockchainService): void {
  app.get(
    '/v2/blockchain/accounts/:account_id',
    { schema: { params: AccountIdParamsSchema, response: { 200: RawAccountSchema } } },
    async (req) => blockchain.rawAccount(req.params.account_id),
  );

  app.get(
    '/v2/blockchain/accounts/:account_id/transactions',
    {
      schema: {
        params: AccountIdParamsSchema,
        querystring: AccountTransactionsQuerySchema,
        response: { 200: TransactionsSchema },
      },
    },
    async (req) => blockchain.transactions(req.params.account_id, req.query),
  );

  app.get(
    '/v2/blockchain/accounts/:account_id/methods/:method_name',
    {
      schema: {
        params: MethodParamsSchema,
        querystring: MethodQuerySchema,
        response: { 200: MethodResultSchema },
      },
    },
    async (req) => blockchain.runGetMethod(req.params.account_id, req.params.method_name, req.query.args),
  );

  app.post(
    '/v2/blockchain/accounts/:account_id/methods/:method_name',
    { schema: { params: MethodParamsSchema, body: MethodBodySchema, response: { 200: MethodResultSchema } } },
    async (req) =>
      blockchain.runTypedGetMethod(req.params.account_id, req.params.method_name, req.body?.args ?? []),
  );

  app.get(
    '/v2/blockchain/transactions/:transaction_id',
    { schema: { params: TransactionParamsSchema, response: { 200: TransactionSchema } } },
    async (req) => blockchain.transaction(req.params.transaction_id),
  );

  app.get(
    '/v2/blockchain/messages/:msg_id/transaction',
    { schema: { params: MessageParamsSchema, response: { 200: TransactionSchema } } },
    async (req) => blockchain.transactionOfMessage(req.params.msg_id),
  );

  app.get('/v2/blockchain/masterchain-head', { schema: { response: { 200: BlockSchema } } }, async () =>
    blockchain.masterchainHead(),
  );

  app.get(
    '/v2/blockchain/masterchain/:masterchain_seqno/shards',
    { schema: { params: ShardsParamsSchema, response: { 200: ShardsSchema } } },
    async (req) => blockchain.shards(req.params.masterchain_seqno),
  );
}
