// The preview's subject as the send paths describe it: token list entries and pool addresses as strings,
// parsed here once (@ton/core), TON as master null.
import '../../lib/buffer-polyfill';
import { isNativeTon } from '@atoll/chain/address';
import { Address } from '@ton/core';
import type { PreviewSubject } from './run-preview';

interface TokenLike {
  address: string;
  symbol: string;
  decimals: number;
}

const masterOf = (token: TokenLike) => (isNativeTon(token.address) ? null : Address.parse(token.address));

export function previewSubject(input: {
  pools: string[];
  orders?: string[];
  tokens: TokenLike[];
  minimum?: { token: TokenLike; amount: bigint };
}): PreviewSubject {
  return {
    pools: input.pools.map((p) => Address.parse(p)),
    orders: (input.orders ?? []).map((o) => Address.parse(o)),
    tokens: input.tokens.map((t) => ({ master: masterOf(t), symbol: t.symbol, decimals: t.decimals })),
    ...(input.minimum
      ? { minimum: { master: masterOf(input.minimum.token), amount: input.minimum.amount } }
      : {}),
  };
}
