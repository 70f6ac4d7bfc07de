import Fuse, { type IFuseOptions } from 'fuse.js/basic';
import { toFriendlyAddress, toRawAddress } from '@atoll/chain/address';
import type { TokenListEntry } from './token-list';

// docs/product-spec.md §5 "Token search" and §9 "Search settings": fuzzy threshold 0.3, weights name 1,
// symbol 2, address 3; addresses in raw and friendly form; an empty query gives the whole list.

interface SearchRecord {
  token: TokenListEntry;
  name: string;
  symbol: string;
  /** Raw, friendly bounceable and friendly non-bounceable. */
  address: string[];
}

/** The fields every search record has (docs/product-spec.md §9 weights); the pool search uses them too. */
export const SEARCH_KEYS = [
  { name: 'name', weight: 1 },
  { name: 'symbol', weight: 2 },
  { name: 'address', weight: 3 },
];

export const TOKEN_SEARCH_OPTIONS: IFuseOptions<SearchRecord> = { threshold: 0.3, keys: SEARCH_KEYS };

/** Fuse's message for patterns its bitap search cannot take (docs/product-spec.md §8). */
export const PATTERN_TOO_LONG = 'Pattern length exceeds max of 32.';

/** An address as a user may type it: raw, friendly bounceable and friendly non-bounceable. */
export function addressForms(address: string): string[] {
  const forms = [address];
  for (const bounceable of [true, false]) {
    const friendly = toFriendlyAddress(address, { bounceable });
    if (friendly) forms.push(friendly);
  }
  return forms;
}

/** A search over one token list; build it once per list. */
export function createTokenSearch(tokens: readonly TokenListEntry[]) {
  const records = tokens.map((token) => ({
    token,
    name: token.name,
    symbol: token.symbol,
    address: addressForms(token.address),
  }));
  const fuse = new Fuse(records, TOKEN_SEARCH_OPTIONS);

  return (query: string): TokenListEntry[] => {
    const text = query.trim();
    if (text === '') return [...tokens];
    // A whole address finds its token exactly, whatever the form; fuzzy hits follow.
    const raw = toRawAddress(text);
    const exact = raw === null ? [] : tokens.filter((token) => token.address === raw);
    let fuzzy: TokenListEntry[];
    try {
      fuzzy = fuse.search(text).map((result) => result.item.token);
    } catch (error) {
      if (!(error instanceof Error) || error.message !== PATTERN_TOO_LONG) throw error;
      // Older bitap limits: fall back to plain substring matching rather than failing the picker.
      const needle = text.toLowerCase();
      fuzzy = records
        .filter((record) =>
          [record.name, record.symbol, ...record.address].some((field) =>
            field.toLowerCase().includes(needle),
          ),
        )
        .map((record) => record.token);
    }
    return [...exact, ...fuzzy.filter((token) => !exact.includes(token))];
  };
}
