import 'i18next';
import type activity from '../locales/activity/en.json';
import type en from '../locales/en.json';
import type limit from '../locales/limit/en.json';
import type liquidity from '../locales/liquidity/en.json';
import type markets from '../locales/markets/en.json';
import type pools from '../locales/pools/en.json';
import type search from '../locales/search/en.json';

// Typed keys: t() with an unknown key fails tsc, on top of the runtime and coverage tests.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      pools: typeof pools;
      liquidity: typeof liquidity;
      search: typeof search;
      activity: typeof activity;
      markets: typeof markets;
      limit: typeof limit;
    };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
