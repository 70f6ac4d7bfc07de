import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** English (the default and the fallback) ships with the entry; other languages load when chosen. */
export const resources = { en: { translation: en } } as const;

/** The locales outside the entry chunk: each is a chunk of its own, fetched on first use. */
const LAZY_LOCALES: Record<Exclude<Language, 'en'>, () => Promise<{ default: ResourceKey }>> = {
  ru: () => import('../locales/ru.json'),
};

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = LAZY_LOCALES[language as keyof typeof LAZY_LOCALES];
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
  void instance
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
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
