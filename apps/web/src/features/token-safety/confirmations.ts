import { toRawAddress } from '@atoll/chain/address';
import { createStore } from '../../lib/create-store';

// The tokens the user agreed to trade despite their level (`none`, `graylist`): asked once per token and
// remembered in localStorage (docs/product-spec.md §9 "Persisted storage": another version, or anything
// unreadable, counts as nothing confirmed, so the user is asked again rather than not at all).

const KEY = 'atoll.token-confirmations';
const VERSION = 1;

/** The raw addresses stored, or none when the value is not ours. */
export function parseConfirmations(stored: string | null): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (typeof value !== 'object' || value === null) return [];
    const { version, tokens } = value as { version?: unknown; tokens?: unknown };
    if (version !== VERSION || !Array.isArray(tokens)) return [];
    return tokens.flatMap((token: unknown) => {
      const raw = typeof token === 'string' ? toRawAddress(token) : null;
      return raw ? [raw] : [];
    });
  } catch {
    return [];
  }
}

function read(): string[] {
  try {
    return parseConfirmations(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

export const confirmationsStore = createStore<string[]>(read());
confirmationsStore.subscribe(() => {
  try {
    localStorage.setItem(KEY, JSON.stringify({ version: VERSION, tokens: confirmationsStore.get() }));
  } catch {
    // storage full or disabled: the answer lasts for this page only
  }
});

export function confirmToken(address: string): void {
  const raw = toRawAddress(address);
  if (!raw) return;
  confirmationsStore.set((tokens) => (tokens.includes(raw) ? tokens : [...tokens, raw]));
}

export const isConfirmed = (confirmed: readonly string[], address: string) =>
  confirmed.includes(toRawAddress(address) ?? address);
