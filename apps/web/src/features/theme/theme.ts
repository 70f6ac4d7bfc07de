import type { TonConnectTheme } from '../wallet/tonconnect';
import { createPreference } from '../../lib/preference';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'atoll.theme';
export const themePreference = createPreference<ThemePreference>(
  THEME_STORAGE_KEY,
  THEME_PREFERENCES,
  'system',
);

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** TON Connect UI follows the same choice; 'SYSTEM' lets it track the OS itself. */
export function toTonConnectTheme(preference: ThemePreference): TonConnectTheme {
  if (preference === 'light') return 'LIGHT';
  if (preference === 'dark') return 'DARK';
  return 'SYSTEM';
}
