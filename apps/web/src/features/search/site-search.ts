import { parseUsd, usdValue } from '../../lib/amounts';
import { createTokenSearch } from '../tokens/token-search';
import type { TokenListEntry } from '../tokens/token-list';
import type { PoolGroupEntry } from './pool-groups';
import { createPoolSearch } from './pool-search';

// The header search (docs/product-spec.md §2 "Search"): two sections, tokens and pools, over the token list
// and the pool groups of `POST /pools/search`.

/** Rows per section: the popover stays short, and a more precise query finds the rest. */
export const SEARCH_SECTION_LIMIT = 20;

export interface TokenStats {
  /** USD (micro-dollars) of this token held by the listed pools, at the token's price. */
  tvl: bigint;
  /** USD (micro-dollars) traded in 24 h through the pools that hold the token. */
  volume24h: bigint;
}

export interface TokenSearchResult {
  token: TokenListEntry;
  stats: TokenStats;
}

export interface SearchSections {
  tokens: TokenSearchResult[];
  pools: PoolGroupEntry[];
}

/** Each token's liquidity and volume over the pools of every group, keyed by raw address. */
export function tokenStatsOf(
  tokens: readonly TokenListEntry[],
  groups: readonly PoolGroupEntry[],
): Map<string, TokenStats> {
  const stats = new Map<string, TokenStats>();
  const byAddress = new Map(tokens.map((token) => [token.address, token]));
  const add = (address: string, reserve: bigint, volume: bigint) => {
    const token = byAddress.get(address);
    if (!token) return;
    const entry = stats.get(address) ?? { tvl: 0n, volume24h: 0n };
    entry.tvl += usdValue(reserve, token.decimals, token.price);
    entry.volume24h += volume;
    stats.set(address, entry);
  };
  for (const group of groups) {
    for (const pool of group.pools) {
      const volume = parseUsd(pool.volume_24h);
      add(pool.token_x, pool.reserve_x, volume);
      add(pool.token_y, pool.reserve_y, volume);
    }
  }
  return stats;
}

const NO_STATS: TokenStats = { tvl: 0n, volume24h: 0n };

/** Builds the indexes once per list; the returned function answers a query with both sections. */
export function createSiteSearch(tokens: readonly TokenListEntry[], groups: readonly PoolGroupEntry[]) {
  const searchTokens = createTokenSearch(tokens);
  const searchPools = createPoolSearch(groups, tokens);
  const stats = tokenStatsOf(tokens, groups);
  return (query: string, limit = SEARCH_SECTION_LIMIT): SearchSections => ({
    tokens: searchTokens(query)
      .slice(0, limit)
      .map((token) => ({ token, stats: stats.get(token.address) ?? NO_STATS })),
    pools: searchPools(query).slice(0, limit),
  });
}
