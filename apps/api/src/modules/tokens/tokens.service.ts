import type { Db } from '@atoll/db';
import type { Token, TokenPrice } from '@atoll/shared';
import { toTokenRecord } from './tokens.dal';
import { compareTokens, toToken, toTokenPrice } from './tokens.fns';

/** The token list and the USD price list, both straight from the Token table the indexer keeps. */
export function createTokensService({ db }: { db: Db }) {
  return {
    async list(): Promise<Token[]> {
      const rows = await db.token.findMany();
      return rows.map(toTokenRecord).sort(compareTokens).map(toToken);
    },

    async prices(): Promise<TokenPrice[]> {
      const rows = await db.token.findMany({
        select: { address: true, priceUsd: true },
        orderBy: { address: 'asc' },
      });
      return rows.map((row) => toTokenPrice({ address: row.address, priceUsd: row.priceUsd.toFixed() }));
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
