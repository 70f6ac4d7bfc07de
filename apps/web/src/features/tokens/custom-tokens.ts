import { TokenSchema } from '@atoll/shared';
import { createStore } from '../../lib/create-store';
import { createPersisted, type KeyValueStorage } from '../../lib/persisted';
import { tokenFromApi, type TokenListEntry } from './token-list';

// The user's custom tokens, kept in localStorage through lib/persisted (docs/product-spec.md §4, §9 "Persisted
// storage": another version, or anything unreadable, counts as empty; a stored token that is not a token of the
// API contract is left out).

const KEY = 'atoll.custom-tokens';

function parseTokens(data: unknown): TokenListEntry[] | null {
  if (!Array.isArray(data)) return null;
  return data.flatMap((value: unknown) => {
    // tokens stored before the safety fields (issue 18) count as unverified until read again
    const token = TokenSchema.safeParse(
      value !== null && typeof value === 'object'
        ? { verification: 'none', is_scam: false, ...value }
        : value,
    );
    const loaded = (value as { loaded?: unknown } | null)?.loaded !== false;
    return token.success ? [{ ...tokenFromApi(token.data), custom: true, notApproved: false, loaded }] : [];
  });
}

const persistedOn = (storage: KeyValueStorage | null | undefined) =>
  createPersisted<TokenListEntry[]>({
    key: KEY,
    version: 1,
    parse: parseTokens,
    ...(storage === undefined ? {} : { storage: () => storage }),
  });

export function readCustomTokens(from?: KeyValueStorage | null): TokenListEntry[] {
  return persistedOn(from).read() ?? [];
}

export function writeCustomTokens(tokens: readonly TokenListEntry[], to?: KeyValueStorage | null) {
  persistedOn(to).write([...tokens]);
}

export const customTokensStore = createStore<TokenListEntry[]>(readCustomTokens());
customTokensStore.subscribe(() => writeCustomTokens(customTokensStore.get()));
