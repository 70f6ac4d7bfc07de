import { THEME } from '@tonconnect/ui-react';
import { describe, expect, it } from 'vitest';
import { resolveTheme, THEME_STORAGE_KEY, themePreference, toTonConnectTheme } from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('theme preference', () => {
  it.each([
    [{}, 'system'],
    [{ [THEME_STORAGE_KEY]: '{"v":1,"data":"dark"}' }, 'dark'],
    [{ [THEME_STORAGE_KEY]: '{"v":1,"data":"light"}' }, 'light'],
    [{ [THEME_STORAGE_KEY]: '{"v":1,"data":"purple"}' }, 'system'],
    // another version tag, or the bare value of older builds: read as empty
    [{ [THEME_STORAGE_KEY]: '{"v":2,"data":"dark"}' }, 'system'],
    [{ [THEME_STORAGE_KEY]: 'dark' }, 'system'],
  ])('reads %j as %s', (stored, expected) => {
    expect(themePreference.read(memoryStorage(stored))).toBe(expected);
  });

  it('remembers a choice', () => {
    const storage = memoryStorage();
    themePreference.write('dark', storage);
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('{"v":1,"data":"dark"}');
    expect(themePreference.read(storage)).toBe('dark');
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(themePreference.read(broken)).toBe('system');
    expect(() => themePreference.write('light', broken)).not.toThrow();
  });

  it('uses the real localStorage by default', () => {
    themePreference.write('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('{"v":1,"data":"light"}');
    expect(themePreference.read()).toBe('light');
    localStorage.clear();
  });
});

describe('resolveTheme', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with system dark=%s is %s', (preference, systemDark, expected) => {
    expect(resolveTheme(preference, systemDark)).toBe(expected);
  });
});

describe('toTonConnectTheme', () => {
  it.each([
    ['light', THEME.LIGHT],
    ['dark', THEME.DARK],
    ['system', 'SYSTEM'],
  ] as const)('%s → %s', (preference, expected) => {
    expect(toTonConnectTheme(preference)).toBe(expected);
  });
});
