import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../app/i18n';
import { createPreference } from '../../lib/preference';

export const LANGUAGE_STORAGE_KEY = 'atoll.language';
export const languagePreference = createPreference<Language>(
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  DEFAULT_LANGUAGE,
);
