import type { Db, Token } from '@atoll/db';
import type { TokenRecord } from './tokens.fns';

export function toTokenRecord(row: Token): TokenRecord {
  return {
    address: row.address,
    symbol: row.symbol,
    name: row.name,
    iconUrl: row.iconUrl,
    decimals: row.decimals,
    verified: row.verified,
    isMeme: row.isMeme,
    verification: row.verification,
    isScam: row.isScam,
    priceUsd: row.priceUsd.toFixed(),
  };
}

/** Token rows by database address (missing ones are absent from the map). */
export async function findTokens(db: Db, addresses: Iterable<string>): Promise<Map<string, TokenRecord>> {
  const keys = [...new Set(addresses)];
  if (keys.length === 0) return new Map();
  const rows = await db.token.findMany({ where: { address: { in: keys } } });
  return new Map(rows.map((row) => [row.address, toTokenRecord(row)]));
}
