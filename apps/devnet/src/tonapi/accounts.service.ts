import { readAccount } from '../chain-readers/contract-state';
import { readOwnedJettons } from '../chain-readers/jettons';
import { readPriceBook } from '../chain-readers/pools';
import type { DevnetContext } from '../context';
import { accountJson, parseAccountId, raw } from './serialize/account';
import { describeJetton, parseCurrencies, tokenRatesJson } from './serialize/jetton';

/** GET /v2/accounts/{id} and its jettons (its events: account-events.service.ts). */
export function accountsService(ctx: DevnetContext) {
  const { chain, world } = ctx;
  return {
    // an unknown address is an account that does not exist yet, not an error (TonAPI does the same)
    async account(id: string) {
      const address = parseAccountId(id);
      const view = await readAccount(chain.blockchain, address);
      return accountJson(world, chain, address, view);
    },

    /** POST /v2/accounts/_bulk: each id as GET /v2/accounts/{id} answers it, in the order asked. */
    async accounts(ids: string[]) {
      const addresses = ids.map(parseAccountId);
      const accounts = [];
      for (const address of addresses)
        accounts.push(accountJson(world, chain, address, await readAccount(chain.blockchain, address)));
      return { accounts };
    },

    /** The owner's wallets for every demo token and LP token, read in one pass between traces. */
    async jettons(id: string, q: { currencies: string[]; offset?: number; limit?: number }) {
      const owner = parseAccountId(id);
      const currencies = parseCurrencies(q.currencies);
      const offset = q.offset ?? 0;
      const { owned, prices } = await chain.exclusive(async () => ({
        owned: await readOwnedJettons(chain.blockchain, world, owner),
        prices: currencies.length > 0 ? await readPriceBook(chain, world) : null,
      }));
      const balances = owned.slice(offset, offset + (q.limit ?? 1000)).map((j) => ({
        balance: j.balance.toString(),
        ...(prices ? { price: tokenRatesJson(prices(raw(j.master)), currencies) } : {}),
        wallet_address: { address: raw(j.wallet), is_scam: false, is_wallet: false },
        jetton: describeJetton(world, j.master, null).preview,
      }));
      return { balances };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
