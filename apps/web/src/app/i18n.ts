import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const resources = { en: { translation: en }, ru: { translation: ru } } as const;

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
  void instance.use(initReactI18next).init({
    resources,
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
