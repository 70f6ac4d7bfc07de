import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { createI18n, FEATURE_NAMESPACES, MissingTranslationError } from './i18n';

const SRC = join(__dirname, '..');

type Locale = Record<string, string>;
const readLocale = (path: string) => JSON.parse(readFileSync(join(SRC, 'locales', path), 'utf8')) as Locale;
/** Every locale file as [name, en, ru]: the entry's texts and each feature namespace. */
const LOCALES: [string, Locale, Locale][] = [
  ['translation', en, ru],
  ...FEATURE_NAMESPACES.map((ns): [string, Locale, Locale] => [
    ns,
    readLocale(`${ns}/en.json`),
    readLocale(`${ns}/ru.json`),
  ]),
  // the devnet wallet's texts: added to its own i18n instance by its devnet-only chunk (wallet-ui.tsx)
  ['devnet-wallet', readLocale('devnet-wallet/en.json'), readLocale('devnet-wallet/ru.json')],
];
/** All English keys, whichever file holds them. */
const ALL_EN: Locale = Object.assign({}, ...LOCALES.map(([, english]) => english));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Keys the sources use: `t('key')` calls, `*Key: 'key'` properties (nav entries) and string
 * literals that look like a locale key in the namespaces the locales define. A template literal
 * `t(\`theme.${x}\`)` is checked by its prefix.
 */
function usedKeys() {
  const namespaces = new Set(Object.keys(ALL_EN).map((key) => key.split('.')[0]));
  const keys = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const where = relative(SRC, file);
    for (const match of text.matchAll(/\bt\(\s*'([^']+)'/g)) keys.set(match[1]!, where);
    for (const match of text.matchAll(/\b\w*Key\w*:\s*'([^']+)'/g)) keys.set(match[1]!, where);
    for (const match of text.matchAll(/'([a-z][a-z0-9_-]*(?:\.[a-z0-9_-]+)+)'/g)) {
      const candidate = match[1]!;
      if (namespaces.has(candidate.split('.')[0]!) && !/\.(ts|tsx|json|css|svg|png)$/.test(candidate)) {
        keys.set(candidate, where);
      }
    }
    for (const match of text.matchAll(/\bt\(\s*`([^`$]+)\$\{/g)) prefixes.set(match[1]!, where);
  }
  return { keys, prefixes };
}

describe('locales', () => {
  it.each(LOCALES)('%s: en and ru have the same keys', (_name, english, russian) => {
    expect(Object.keys(russian).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)('%s: the same interpolation variables in both languages', (_name, english, russian) => {
    const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(english)) {
      expect(variables(russian[key] ?? ''), key).toEqual(variables(text));
    }
  });

  it.each(LOCALES)('%s: no empty strings', (_name, english, russian) => {
    for (const locale of [english, russian]) {
      for (const [key, text] of Object.entries(locale)) expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(FEATURE_NAMESPACES)('%s: every key starts with its namespace', (ns) => {
    for (const key of Object.keys(readLocale(`${ns}/en.json`)))
      expect(key.startsWith(`${ns}.`), key).toBe(true);
  });

  it('hold the spec keys of the error and transaction modals', () => {
    const specKeys = [
      'modals.error.default.title',
      'modals.error.default.button',
      ...['pending', 'success', 'error'].flatMap((phase) =>
        ['default', 'add_liquidity', 'remove_liquidity', 'swap'].map(
          (group) => `tx-modal.${group}.title.${phase}`,
        ),
      ),
      'tx-modal.default.description.pending',
      'tx-modal.default.button.success',
      'tx-modal.default.button.error',
    ];
    for (const key of specKeys) expect(en, key).toHaveProperty([key]);
  });

  it('define every key the sources use', () => {
    const { keys, prefixes } = usedKeys();
    expect(keys.size).toBeGreaterThan(40);
    const missing = [...keys].filter(([key]) => !(key in ALL_EN)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
    for (const [prefix, file] of prefixes) {
      expect(
        Object.keys(ALL_EN).some((key) => key.startsWith(prefix)),
        `${prefix}… (${file})`,
      ).toBe(true);
    }
  });
});

describe('createI18n', () => {
  it('defaults to English texts with flat keys and interpolation', () => {
    const i18n = createI18n({ language: 'en' });
    expect(i18n.t('modals.error.default.title')).toBe(en['modals.error.default.title']);
    expect(i18n.t('footer.title', { year: 2031 })).toBe('© 2031 Atoll');
  });

  it('switches to Russian', async () => {
    const i18n = createI18n({ language: 'en' });
    await i18n.changeLanguage('ru');
    expect(i18n.t('wallet.connect')).toBe(ru['wallet.connect']);
  });

  it('loads a feature namespace in the current language on demand', async () => {
    const i18n = createI18n({ language: 'ru' });
    await i18n.loadNamespaces('pools');
    expect(i18n.t('pools.title', { ns: 'pools' })).toBe(readLocale('pools/ru.json')['pools.title']);
    await i18n.changeLanguage('en');
    expect(i18n.t('pools.title', { ns: 'pools' })).toBe(readLocale('pools/en.json')['pools.title']);
  });

  it('throws on a missing key in strict mode', () => {
    const i18n = createI18n({ language: 'en', strict: true });
    // @ts-expect-error: the key does not exist, which tsc also reports
    expect(() => i18n.t('no.such.key')).toThrow(MissingTranslationError);
  });
});
