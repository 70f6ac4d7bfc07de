import type { TupleItem } from '@ton/core';
import { GetMethodError } from '@ton/sandbox';
import { peekContract, readAccount } from '../chain-readers/contract-state';
import type { DevnetContext } from '../context';
import { badRequest, notFound, TonApiError } from './errors';
import { parseAccountId, raw } from './serialize/account';
import { addressBook, parseHash } from './serialize/address';
import { blockJson, shardsJson } from './serialize/block';
import { parseArg, parseTypedArg, stackRecord, type TypedArg } from './serialize/get-method';
import { rawAccountJson } from './serialize/raw-account';
import { transactionJson } from './serialize/transaction';

export interface TransactionsQuery {
  after_lt?: bigint;
  before_lt?: bigint;
  limit?: number;
  sort_order: 'asc' | 'desc';
}

/** TonAPI's /v2/blockchain reads: raw accounts, transactions, get methods and blocks. */
export function blockchainService(ctx: DevnetContext) {
  const { chain } = ctx;

  /** Runs a get method as a liteserver would; TonAPI answers 200 with the exit code on failure. */
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
      if (error instanceof GetMethodError) return { success: false, exit_code: error.exitCode, stack: [] };
      throw new TonApiError(500, error instanceof Error ? error.message : String(error));
    }
  };

  return {
    async rawAccount(accountId: string) {
      const address = parseAccountId(accountId);
      const view = await readAccount(chain.blockchain, address);
      const contract = await peekContract(chain.blockchain, address);
      // TonAPI answers 404 here for an account the chain has never seen (the adapter relies on it)
      if (view.status === 'nonexist' || !contract) throw notFound();
      return rawAccountJson(address, contract, view);
    },

    async transactions(accountId: string, q: TransactionsQuery) {
      const address = parseAccountId(accountId);
      const txs = chain.index.accountTxs(raw(address), {
        // TonAPI reads 0 as "not given" for both bounds
        afterLt: q.after_lt || undefined,
        beforeLt: q.before_lt || undefined,
        limit: q.limit ?? 100,
        ascending: q.sort_order === 'asc',
      });
      const book = addressBook(ctx);
      return { transactions: await Promise.all(txs.map((t) => transactionJson(book, t))) };
    },

    runGetMethod: (accountId: string, method: string, args: string[]) =>
      runGetMethod(accountId, method, () => args.map(parseArg)),

    runTypedGetMethod: (accountId: string, method: string, args: TypedArg[]) =>
      runGetMethod(accountId, method, () => args.map(parseTypedArg)),

    async transaction(id: string) {
      const hash = parseHash(id);
      // TonAPI falls back to the hash of the transaction's incoming message
      const tx = chain.index.get(hash) ?? chain.index.byMessageHash(hash);
      if (!tx) throw notFound();
      return transactionJson(addressBook(ctx), tx);
    },

    async transactionOfMessage(id: string) {
      const tx = chain.index.byMessageHash(parseHash(id));
      // TonAPI's own wording for this endpoint
      if (!tx) throw new TonApiError(404, 'transaction not found');
      return transactionJson(addressBook(ctx), tx);
    },

    masterchainHead: () => blockJson(chain.blocks.head(), -1),

    shards(seqnoText: string) {
      if (!/^\d+$/.test(seqnoText) || Number(seqnoText) > 2 ** 31 - 1)
        throw badRequest(`masterchain_seqno: expected an integer, got '${seqnoText}'`);
      const block = chain.blocks.block(Number(seqnoText));
      if (!block) throw notFound();
      return shardsJson(block);
    },
  };
}

export type BlockchainService = ReturnType<typeof blockchainService>;
