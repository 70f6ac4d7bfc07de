import type { Db } from '@atoll/db';
import { toCoreAddress } from '@atoll/chain';
import type { Account, JettonBalance } from '@atoll/shared';
import type { TonApiClient } from '@ton-api/client';
import { tonApiStatus } from '../../chain/tonapi';
import { chainUnavailable } from '../../errors';

import { findTokens } from '../tokens/tokens.dal';
import { nonexistentAccount, toAccount, toJettonBalance } from './accounts.fns';

/** Balances read from the chain (TonAPI), with USD prices from our Token table where we have them. */
export function createAccountsService({ db, tonapi }: { db: Db; tonapi: TonApiClient }) {
  return {
    async account(address: string): Promise<Account> {
      const parsed = toCoreAddress(address)!; // validated by AddressParamsSchema
      try {
        return toAccount(await tonapi.accounts.getAccount(parsed));
      } catch (error) {
        if (tonApiStatus(error) === 404) return nonexistentAccount(parsed);
        throw chainUnavailable();
      }
    },

    async jettons(address: string): Promise<JettonBalance[]> {
      const parsed = toCoreAddress(address)!;
      let balances;
      try {
        balances = (await tonapi.accounts.getAccountJettonsBalances(parsed, { currencies: ['usd'] }))
          .balances;
      } catch (error) {
        if (tonApiStatus(error) === 404) return [];
        throw chainUnavailable();
      }
      const known = await findTokens(
        db,
        balances.map((b) => b.jetton.address.toRawString()),
      );
      return balances.map((b) => toJettonBalance(b, known.get(b.jetton.address.toRawString())));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
