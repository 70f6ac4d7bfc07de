import type { Token, TokenPrice, TokenVerification } from '@atoll/shared';

import { trimDecimal } from '@atoll/chain';

/** A Token row as the services read it (decimals as strings, Prisma-free). */
export interface TokenRecord {
  /** Database key: the raw address (TON: the zero address). */
  address: string;
  symbol: string;
  name: string;
  iconUrl: string | null;
  decimals: number;
  verified: boolean;
  isMeme: boolean;
  /** The chain API's jetton verification and the master account's scam flag (issue 18). */
  verification: TokenVerification;
  isScam: boolean;
  /** USD per whole token, DECIMAL(60,30) as text. */
  priceUsd: string;
}

export function toToken(token: TokenRecord): Token {
  return {
    address: token.address,
    name: token.name,
    symbol: token.symbol,
    icon_url: token.iconUrl,
    decimals: token.decimals,
    price: trimDecimal(token.priceUsd),
    verified: token.verified,
    is_meme: token.isMeme,
    verification: token.verification,
    is_scam: token.isScam,
  };
}

export function toTokenPrice(token: Pick<TokenRecord, 'address' | 'priceUsd'>): TokenPrice {
  return { address: token.address, price: trimDecimal(token.priceUsd) };
}

/** The list order: verified first, then by symbol (case-insensitive), then address for a stable order. */
export function compareTokens(a: TokenRecord, b: TokenRecord): number {
  if (a.verified !== b.verified) return a.verified ? -1 : 1;
  const bySymbol = a.symbol.localeCompare(b.symbol, 'en', { sensitivity: 'base' });
  return bySymbol !== 0 ? bySymbol : a.address < b.address ? -1 : a.address > b.address ? 1 : 0;
}
