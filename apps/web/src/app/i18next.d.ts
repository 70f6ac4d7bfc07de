import 'i18next';
import type en from '../locales/en.json';

// Typed keys: t() with an unknown key fails tsc, on top of the runtime and coverage tests.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
