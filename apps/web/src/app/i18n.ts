import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import { setNumberLanguage } from '../lib/number-locale';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** English (the default and the fallback) ships with the entry; other languages load when chosen. */
export const resources = { en: { translation: en } } as const;

type LocaleLoader = () => Promise<{ default: ResourceKey }>;

/** The locales outside the entry chunk: each is a chunk of its own, fetched on first use. */
const LAZY_LOCALES: Record<Exclude<Language, 'en'>, LocaleLoader> = {
  ru: () => import('../locales/ru.json'),
};

/**
 * Feature namespaces: texts only one part of the app needs, in both languages, kept out of the entry
 * chunk (the /app/swap/ budget). `useTranslation('pools')` suspends until the namespace has loaded.
 * Each file's keys start with its namespace ("pools.table.tvl"), so a key names its file.
 */
export const FEATURE_NAMESPACES = [
  'pools',
  'liquidity',
  'search',
  'activity',
  'markets',
  'limit',
  'session',
  'tx',
] as const;
export type FeatureNamespace = (typeof FEATURE_NAMESPACES)[number];

export const FEATURE_LOCALES: Record<FeatureNamespace, Record<Language, LocaleLoader>> = {
  pools: { en: () => import('../locales/pools/en.json'), ru: () => import('../locales/pools/ru.json') },
  liquidity: {
    en: () => import('../locales/liquidity/en.json'),
    ru: () => import('../locales/liquidity/ru.json'),
  },
  search: { en: () => import('../locales/search/en.json'), ru: () => import('../locales/search/ru.json') },
  activity: {
    en: () => import('../locales/activity/en.json'),
    ru: () => import('../locales/activity/ru.json'),
  },
  markets: {
    en: () => import('../locales/markets/en.json'),
    ru: () => import('../locales/markets/ru.json'),
  },
  limit: { en: () => import('../locales/limit/en.json'), ru: () => import('../locales/limit/ru.json') },
  session: { en: () => import('../locales/session/en.json'), ru: () => import('../locales/session/ru.json') },
  tx: { en: () => import('../locales/tx/en.json'), ru: () => import('../locales/tx/ru.json') },
};

function isFeatureNamespace(namespace: string): namespace is FeatureNamespace {
  return (FEATURE_NAMESPACES as readonly string[]).includes(namespace);
}

function localeLoader(language: string, namespace: string): LocaleLoader | undefined {
  if (!isLanguage(language)) return undefined;
  if (isFeatureNamespace(namespace)) return FEATURE_LOCALES[namespace][language];
  return language === 'en' ? undefined : LAZY_LOCALES[language];
}

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeLoader(language, namespace);
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

export class MissingTranslationError extends Error {
  override name = 'MissingTranslationError';
}

export interface I18nOptions {
  language: Language;
  /** Throw on a key that no locale has (tests); otherwise i18next shows the key. */
  strict?: boolean;
}

/** One i18next instance with flat keys ("modals.error.default.title" is a single key, not a path). */
export function createI18n({ language, strict = false }: I18nOptions): i18n {
  const instance = i18next.createInstance();
  // numbers, money and percentages follow the language (lib/number-locale.ts)
  setNumberLanguage(language);
  instance.on('languageChanged', setNumberLanguage);
  void instance
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: ['translation'],
      defaultNS: 'translation',
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      returnNull: false,
      saveMissing: strict,
      missingKeyHandler: strict
        ? (_languages, _namespace, key) => {
            throw new MissingTranslationError(`Missing translation key: ${key}`);
          }
        : false,
    });
  return instance;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
