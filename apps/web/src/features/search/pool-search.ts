import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import { toRawAddress } from '@atoll/chain/address';
import { addressForms, PATTERN_TOO_LONG, SEARCH_KEYS, TOKEN_SEARCH_OPTIONS } from '../tokens/token-search';
import type { TokenListEntry } from '../tokens/token-list';
import type { PoolGroupEntry } from './pool-groups';

// docs/product-spec.md §5 "Token search" (pool filters match the query against token fields or the pool
// address), with the search settings of docs/product-spec.md §9 (threshold 0.3; name 1, symbol 2, address 3).
// A pair typed as "ATL aUSD", "ATL/aUSD" or "ATL-aUSD" (either order) finds the groups whose two tokens each
// match one of the words: fuzzy matching of the whole "ATL/aUSD" would also take "TON/aUSD", two letters
// away.

interface GroupRecord {
  group: PoolGroupEntry;
  /** The two tokens' names, from the token list when it has them. */
  name: string[];
  /** Both symbols and the pair written both ways ("ATL/aUSD", "aUSD/ATL"). */
  symbol: string[];
  /** The two tokens and every pool of the group: raw, friendly bounceable and non-bounceable. */
  address: string[];
}

export const POOL_SEARCH_OPTIONS: IFuseOptions<GroupRecord> = {
  threshold: TOKEN_SEARCH_OPTIONS.threshold,
  keys: SEARCH_KEYS,
};

/** "ATL  aUSD", "atl-ausd", "ATL / aUSD/" → "ATL/aUSD", "atl/ausd", "ATL/aUSD": one separator between words. */
export function normalizePairQuery(query: string): string {
  return query
    .trim()
    .split(/[\s/,\\-]+/)
    .filter((part) => part !== '')
    .join('/');
}

function record(group: PoolGroupEntry, names: ReadonlyMap<string, string>): GroupRecord {
  const { token_x: x, token_y: y } = group;
  return {
    group,
    name: [names.get(x.address), names.get(y.address)].filter((name): name is string => Boolean(name)),
    symbol: [x.symbol, y.symbol, `${x.symbol}/${y.symbol}`, `${y.symbol}/${x.symbol}`],
    address: [x.address, y.address, ...group.pools.map((pool) => pool.address)].flatMap(addressForms),
  };
}

interface TokenRecord {
  address: string;
  name: string;
  symbol: string;
  addresses: string[];
}

/** One word against the groups' tokens: the raw addresses of the tokens it matches. */
function createGroupTokenSearch(groups: readonly PoolGroupEntry[], names: ReadonlyMap<string, string>) {
  const byAddress = new Map<string, TokenRecord>();
  for (const token of groups.flatMap((group) => [group.token_x, group.token_y])) {
    if (byAddress.has(token.address)) continue;
    byAddress.set(token.address, {
      address: token.address,
      name: names.get(token.address) ?? '',
      symbol: token.symbol,
      addresses: addressForms(token.address),
    });
  }
  const fuse = new Fuse([...byAddress.values()], {
    threshold: POOL_SEARCH_OPTIONS.threshold,
    keys: [
      { name: 'name', weight: 1 },
      { name: 'symbol', weight: 2 },
      { name: 'addresses', weight: 3 },
    ],
  });
  return (word: string) => new Set(fuse.search(word).map((result) => result.item.address));
}

/** Groups whose tokens match the two words, one each, in the API's (TVL) order. */
function pairMatches(groups: readonly PoolGroupEntry[], first: Set<string>, second: Set<string>) {
  return groups.filter(
    ({ token_x: x, token_y: y }) =>
      (first.has(x.address) && second.has(y.address)) || (first.has(y.address) && second.has(x.address)),
  );
}

/** A search over the pool groups (in the API's order, by TVL); build it once per list. */
export function createPoolSearch(groups: readonly PoolGroupEntry[], tokens: readonly TokenListEntry[] = []) {
  const names = new Map(tokens.map((token) => [token.address, token.name]));
  const records = groups.map((group) => record(group, names));
  const fuse = new Fuse(records, POOL_SEARCH_OPTIONS);
  const findTokens = createGroupTokenSearch(groups, names);

  return (query: string): PoolGroupEntry[] => {
    const text = normalizePairQuery(query);
    if (text === '') return [...groups];
    // A whole address (a token of the pair or one of its pools) finds the group exactly; fuzzy hits follow.
    const raw = toRawAddress(query.trim());
    const exact =
      raw === null ? [] : records.filter((entry) => entry.address.includes(raw)).map((e) => e.group);
    const words = text.split('/');
    let fuzzy: PoolGroupEntry[];
    try {
      fuzzy =
        words.length === 2
          ? pairMatches(groups, findTokens(words[0]!), findTokens(words[1]!))
          : fuse.search(text).map((result) => result.item.group);
    } catch (error) {
      if (!(error instanceof Error) || error.message !== PATTERN_TOO_LONG) throw error;
      const needle = text.toLowerCase();
      fuzzy = records
        .filter((entry) =>
          [...entry.name, ...entry.symbol, ...entry.address].some((field) =>
            field.toLowerCase().includes(needle),
          ),
        )
        .map((entry) => entry.group);
    }
    return [...exact, ...fuzzy.filter((group) => !exact.includes(group))];
  };
}
