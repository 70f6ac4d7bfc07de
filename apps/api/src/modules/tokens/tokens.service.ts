import type { Db } from '@atoll/db';
import { PricesResponseSchema, type Token, type TokenPrice } from '@atoll/shared';
import { encodeAnswer, type EncodedAnswer } from '../../lib/encoded-answer';
import { createReadSnapshot } from '../../lib/read-snapshot';
import { toTokenRecord } from './tokens.dal';
import { compareTokens, type TokenRecord, toToken, toTokenPrice } from './tokens.fns';

/**
 * The token list and the USD price list, both from the Token table the indexer keeps; the price list is
 * held encoded in memory per read-model version (`version`, @atoll/indexer/read-model).
 */
export function createTokensService({
  db,
  version,
  heldVersion,
}: {
  db: Db;
  version: () => Promise<string>;
  /** The version when held in memory (no Redis read needed), else undefined. */
  heldVersion?: () => string | undefined;
}) {
  const prices = async (): Promise<TokenPrice[]> => {
    const rows = await db.token.findMany({
      select: { address: true, priceUsd: true },
      orderBy: { address: 'asc' },
    });
    return rows.map((row) => toTokenPrice({ address: row.address, priceUsd: row.priceUsd.toFixed() }));
  };
  const snapshot = createReadSnapshot(
    version,
    async () => encodeAnswer(JSON.stringify(PricesResponseSchema.parse({ result: await prices() }))),
    heldVersion,
  );
  // every token row by address, for answers that name tokens (a wallet's activity pages)
  const records = createReadSnapshot(
    version,
    async () => new Map((await db.token.findMany()).map((row) => [row.address, toTokenRecord(row)])),
  );
  return {
    async list(): Promise<Token[]> {
      const rows = await db.token.findMany();
      return rows.map(toTokenRecord).sort(compareTokens).map(toToken);
    },

    /** `{ result: prices }`, checked against the shared schema and encoded once per version. */
    async pricesEncoded(): Promise<EncodedAnswer> {
      return (await snapshot.get()).value;
    },

    /** `pricesEncoded` without waiting, when the current version's answer is at hand; else undefined. */
    pricesEncodedNow: (): EncodedAnswer | undefined => snapshot.now(),

    /** Every token row by address, read once per version of the token rows. */
    async records(): Promise<ReadonlyMap<string, TokenRecord>> {
      return (await records.get()).value;
    },

    snapshotStats: () => snapshot.stats(),
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
