import 'i18next';
import type activity from '../locales/activity/en.json';
import type devnetWallet from '../locales/devnet-wallet/en.json';
import type en from '../locales/en.json';
import type limit from '../locales/limit/en.json';
import type liquidity from '../locales/liquidity/en.json';
import type markets from '../locales/markets/en.json';
import type pools from '../locales/pools/en.json';
import type search from '../locales/search/en.json';
import type session from '../locales/session/en.json';
import type tx from '../locales/tx/en.json';

// Typed keys: t() with an unknown key fails tsc, on top of the runtime and coverage tests.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      // the devnet wallet's texts join the default namespace in its own chunk (features/devnet-wallet/wallet-ui.tsx)
      translation: typeof en & typeof devnetWallet;
      pools: typeof pools;
      liquidity: typeof liquidity;
      search: typeof search;
      activity: typeof activity;
      markets: typeof markets;
      limit: typeof limit;
      session: typeof session;
      tx: typeof tx;
    };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
