import type { TupleItem } from '@ton/core';
import { GetMethodError } from '@ton/sandbox';
import type { FastifyInstance } from 'fastify';
import { peekContract, readAccount } from '../chain-readers/contract-state';
import type { DevnetContext } from '../context';
import { badRequest, notFound, TonApiError } from './errors';
import { registerSendMessageRoute } from './send-message.route';
import { parseAccountId, raw, sendJson } from './serialize/account';
import { addressBook, parseHash } from './serialize/address';
import { blockJson, shardsJson } from './serialize/block';
import { parseArg, parseTypedArg, stackRecord, type TypedArg } from './serialize/get-method';
import { rawAccountJson } from './serialize/raw-account';
import { transactionJson } from './serialize/transaction';

type AccountParams = { Params: { account_id: string } };
type MethodParams = { Params: { account_id: string; method_name: string } };
type TxQuery = { after_lt?: string; before_lt?: string; limit?: string; sort_order?: string };

function integerParam(name: string, value: string | undefined, min: bigint, max: bigint): bigint | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw badRequest(`${name}: expected an integer, got '${value}'`);
  const n = BigInt(value);
  if (n < min || n > max) throw badRequest(`${name}: ${value} is out of range [${min}, ${max}]`);
  return n;
}

const INT64_MAX = (1n << 63n) - 1n;

/** TonAPI's /v2/blockchain: raw accounts, transactions, get methods, blocks and sending messages. */
export function registerBlockchainRoutes(app: FastifyInstance, ctx: DevnetContext): void {
  const { chain } = ctx;

  app.get<AccountParams>('/v2/blockchain/accounts/:account_id', async (req, reply) => {
    const address = parseAccountId(req.params.account_id);
    const view = await readAccount(chain.blockchain, address);
    const contract = await peekContract(chain.blockchain, address);
    // TonAPI answers 404 here for an account the chain has never seen (the adapter relies on it)
    if (view.status === 'nonexist' || !contract) throw notFound();
    return sendJson(reply, rawAccountJson(address, contract, view));
  });

  app.get<AccountParams & { Querystring: TxQuery }>(
    '/v2/blockchain/accounts/:account_id/transactions',
    async (req, reply) => {
      const address = parseAccountId(req.params.account_id);
      const q = req.query;
      const afterLt = integerParam('after_lt', q.after_lt, 0n, INT64_MAX);
      const beforeLt = integerParam('before_lt', q.before_lt, 0n, INT64_MAX);
      const limit = Number(integerParam('limit', q.limit, 1n, 1000n) ?? 100n);
      const order = q.sort_order ?? 'desc';
      if (order !== 'asc' && order !== 'desc')
        throw badRequest(`sort_order must be asc or desc, got '${order}'`);
      const txs = chain.index.accountTxs(raw(address), {
        // TonAPI reads 0 as "not given" for both bounds
        afterLt: afterLt || undefined,
        beforeLt: beforeLt || undefined,
        limit,
        ascending: order === 'asc',
      });
      const book = addressBook(ctx);
      return sendJson(reply, { transactions: await Promise.all(txs.map((t) => transactionJson(book, t))) });
    },
  );

  const runGetMethod = async (accountId: string, method: string, parseArgs: () => TupleItem[]) => {
    const address = parseAccountId(accountId);
    const args = parseArgs();
    const view = await readAccount(chain.blockchain, address);
    const contract = await peekContract(chain.blockchain, address);
    if (view.status === 'nonexist' || !contract) throw notFound();
    // like a liteserver, an account without code answers -256 rather than running anything
    if (view.status !== 'active') return { success: false, exit_code: -256, stack: [] };
    try {
      const result = await contract.get(method, args);
      return { success: true, exit_code: result.exitCode, stack: result.stack.map(stackRecord) };
    } catch (error) {
      // TonAPI answers 200 for a failing method: the exit code is the answer
      if (error instanceof GetMethodError) return { success: false, exit_code: error.exitCode, stack: [] };
      throw new TonApiError(500, error instanceof Error ? error.message : String(error));
    }
  };

  app.get<MethodParams & { Querystring: { args?: string | string[] } }>(
    '/v2/blockchain/accounts/:account_id/methods/:method_name',
    async (req, reply) => {
      const given = req.query.args;
      const args = given === undefined ? [] : Array.isArray(given) ? given : [given];
      const result = await runGetMethod(req.params.account_id, req.params.method_name, () =>
        args.map(parseArg),
      );
      return sendJson(reply, result);
    },
  );

  app.post<MethodParams & { Body: { args?: TypedArg[] } | undefined }>(
    '/v2/blockchain/accounts/:account_id/methods/:method_name',
    async (req, reply) => {
      const args = req.body?.args ?? [];
      if (!Array.isArray(args)) throw badRequest('args must be an array of {type, value}');
      const result = await runGetMethod(req.params.account_id, req.params.method_name, () =>
        args.map(parseTypedArg),
      );
      return sendJson(reply, result);
    },
  );

  app.get<{ Params: { transaction_id: string } }>(
    '/v2/blockchain/transactions/:transaction_id',
    async (req, reply) => {
      const hash = parseHash(req.params.transaction_id);
      // TonAPI falls back to the hash of the transaction's incoming message
      const tx = chain.index.get(hash) ?? chain.index.byMessageHash(hash);
      if (!tx) throw notFound();
      return sendJson(reply, await transactionJson(addressBook(ctx), tx));
    },
  );

  app.get<{ Params: { msg_id: string } }>(
    '/v2/blockchain/messages/:msg_id/transaction',
    async (req, reply) => {
      const tx = chain.index.byMessageHash(parseHash(req.params.msg_id));
      // TonAPI's own wording for this endpoint
      if (!tx) throw new TonApiError(404, 'transaction not found');
      return sendJson(reply, await transactionJson(addressBook(ctx), tx));
    },
  );

  app.get('/v2/blockchain/masterchain-head', async (_req, reply) =>
    sendJson(reply, blockJson(chain.blocks.head(), -1)),
  );

  app.get<{ Params: { masterchain_seqno: string } }>(
    '/v2/blockchain/masterchain/:masterchain_seqno/shards',
    async (req, reply) => {
      const seqno = integerParam('masterchain_seqno', req.params.masterchain_seqno, 0n, 2n ** 31n - 1n);
      const block = seqno === undefined ? undefined : chain.blocks.block(Number(seqno));
      if (!block) throw notFound();
      return sendJson(reply, shardsJson(block));
    },
  );

  registerSendMessageRoute(app, ctx);
}
