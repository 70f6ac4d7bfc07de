import { TokenSchema } from '@atoll/shared';
import { createStore } from '../../lib/create-store';
import { tokenFromApi, type TokenListEntry } from './token-list';

// The user's custom tokens, kept in localStorage with a version tag
// (docs/product-spec.md §9 "Persisted storage": another version, or anything unreadable, counts as empty; a
// stored token that is not a token of the API contract is left out).

const KEY = 'atoll.custom-tokens';
const VERSION = 1;

export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): TokenStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCustomTokens(from: TokenStorage | null = storage()): TokenListEntry[] {
  try {
    const stored: unknown = JSON.parse(from?.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return [];
    const { version, tokens } = stored as { version?: unknown; tokens?: unknown };
    if (version !== VERSION || !Array.isArray(tokens)) return [];
    return tokens.flatMap((value: unknown) => {
      // tokens stored before the safety fields (issue 18) count as unverified until read again
      const token = TokenSchema.safeParse(
        value !== null && typeof value === 'object'
          ? { verification: 'none', is_scam: false, ...value }
          : value,
      );
      const loaded = (value as { loaded?: unknown }).loaded !== false;
      return token.success ? [{ ...tokenFromApi(token.data), custom: true, notApproved: false, loaded }] : [];
    });
  } catch {
    return [];
  }
}

export function writeCustomTokens(tokens: readonly TokenListEntry[], to: TokenStorage | null = storage()) {
  try {
    to?.setItem(KEY, JSON.stringify({ version: VERSION, tokens }));
  } catch {
    // storage full or disabled: the tokens last for this page only
  }
}

export const customTokensStore = createStore<TokenListEntry[]>(readCustomTokens());
customTokensStore.subscribe(() => writeCustomTokens(customTokensStore.get()));
