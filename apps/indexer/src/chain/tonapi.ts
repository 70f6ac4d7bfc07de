import {
  createTonApi,
  isNotFound,
  LOW_PRIORITY,
  type TonApi,
  type TonApiOptions,
  type TonApiSchemas,
  toCoreAddress,
} from '@atoll/chain';
import { createTonApiSdk } from '@atoll/chain/sdk';
import { JettonMinter, JettonWallet, Pool } from '@atoll/contracts';
import type { Address, Cell } from '@ton/core';

// What the indexer reads from the chain, over the one TonAPI client of @atoll/chain (its queue, priorities
// and retries). The hot path (account pages, traces) stays as TonAPI's JSON: thousands of transactions a
// second would not pay for parsing every cell and address into objects. Get methods go through the
// contract wrappers and the client's ContractProvider: one decoder per getter, in packages/contracts.

export type TonApiTransaction = TonApiSchemas['schemas']['Transaction'];
export type TonApiMessage = TonApiSchemas['schemas']['Message'];
export type TonApiTrace = TonApiSchemas['schemas']['Trace'];
export type TonApiAccount = TonApiSchemas['schemas']['BlockchainRawAccount'];

export type ChainReads = ReturnType<typeof createChainReads>;

export interface JettonSafety {
  verification: TonApiSchemas['schemas']['JettonVerificationType'];
  isScam: boolean;
}

const addressOf = (text: string): Address => {
  const address = toCoreAddress(text);
  if (!address) throw new RangeError(`not an address: ${text}`);
  return address;
};

export function createChainReads(api: TonApi) {
  const { http } = api;
  const sdk = createTonApiSdk(api);
  const { adapter } = sdk;
  return {
    api,
    /** Transactions with lt > afterLt, oldest first. */
    async accountTransactions(account: string, afterLt: bigint, limit: number): Promise<TonApiTransaction[]> {
      const { data } = await http.GET('/v2/blockchain/accounts/{account_id}/transactions', {
        params: {
          path: { account_id: account },
          query: { after_lt: Number(afterLt), limit, sort_order: 'asc' },
        },
      });
      return data!.transactions;
    },
    /** Low priority by default: settling trace records can wait, discovering pools cannot. */
    async trace(txHash: string, priority: 'high' | 'low' = 'low'): Promise<TonApiTrace> {
      const { data } = await http.GET('/v2/traces/{trace_id}', {
        params: { path: { trace_id: txHash } },
        headers: priority === 'low' ? LOW_PRIORITY : {},
      });
      return data!;
    },
    async masterchainHead(): Promise<{ seqno: number; utime: number }> {
      const block = (await http.GET('/v2/blockchain/masterchain-head')).data!;
      return { seqno: block.seqno, utime: block.gen_utime };
    },
    /** The raw account; `code` and `data` are hex BoCs (absent when the account is not active). */
    async account(account: string): Promise<TonApiAccount> {
      const { data } = await http.GET('/v2/blockchain/accounts/{account_id}', {
        params: { path: { account_id: account } },
      });
      return data!;
    },
    /** The transaction a message started; null while it has not been delivered (404). */
    async messageTransaction(msgHash: string): Promise<TonApiTransaction | null> {
      try {
        const { data } = await http.GET('/v2/blockchain/messages/{msg_id}/transaction', {
          params: { path: { msg_id: msgHash } },
        });
        return data!;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async tonUsdRate(): Promise<number | null> {
      const { data } = await http.GET('/v2/rates', {
        params: { query: { tokens: ['ton'], currencies: ['usd'] } },
      });
      return data!.rates.TON?.prices?.USD ?? null;
    },
    /** A pool's state as its own get_pool_data says. */
    poolData: (pool: string) => adapter.open(Pool.createFromAddress(addressOf(pool))).getPoolData(),
    /** The LP wallet of `owner`, as the pool (the LP jetton's master) derives it. */
    lpWalletOf: (pool: string, owner: string) =>
      adapter.open(Pool.createFromAddress(addressOf(pool))).getWalletAddress(addressOf(owner)),
    /** TEP-74 get_wallet_data of a jetton wallet. */
    walletData: (wallet: string) =>
      adapter.open(JettonWallet.createFromAddress(addressOf(wallet))).getWalletData(),
    /**
     * What the chain API says of a jetton's safety: its jetton info's verification level, and the
     * master account's `is_scam` (an account flag, not a jetton-info field).
     */
    async jettonSafety(master: string): Promise<JettonSafety> {
      const [info, account] = await Promise.all([
        http.GET('/v2/jettons/{account_id}', { params: { path: { account_id: master } } }),
        http.GET('/v2/accounts/{account_id}', { params: { path: { account_id: master } } }),
      ]);
      return { verification: info.data!.verification, isScam: account.data!.is_scam ?? false };
    },
    /** TEP-64 content of a jetton master (get_jetton_data). */
    async jettonContent(master: string): Promise<Cell> {
      return (await adapter.open(JettonMinter.createFromAddress(addressOf(master))).getJettonData()).content;
    },
  };
}

/** The indexer's TonAPI client and its reads. */
export const createIndexerChain = (options: TonApiOptions): ChainReads =>
  createChainReads(createTonApi(options));

/** TonAPI writes lt as a JSON number (exact below 2^53, which every real lt is) or a string. */
export const ltOf = (value: number | string): bigint => BigInt(value);
