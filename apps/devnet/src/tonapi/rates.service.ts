import { poolHistory, readPriceBook } from '../chain-readers/pools';
import type { DevnetContext } from '../context';
import { tokenKey } from './rates.fns';
import { parseCurrencies, tokenRatesJson } from './serialize/jetton';

/** GET /v2/rates: prices from the pools' reserves, and their change over 24 h, 7 and 30 days. */
export function ratesService(ctx: DevnetContext) {
  const { chain, world } = ctx;
  // start following pool events now, so the history covers every trace from here on
  poolHistory(chain, world);
  return {
    async rates(tokens: string[], currencyList: string[]) {
      const currencies = parseCurrencies(currencyList);
      const keys = tokens.map(tokenKey);
      const book = await chain.exclusive(() => readPriceBook(chain, world));
      const rates: Record<string, ReturnType<typeof tokenRatesJson>> = {};
      for (const { asset, key } of keys) rates[key] = tokenRatesJson(book(asset), currencies);
      return { rates };
    },
  };
}

export type RatesService = ReturnType<typeof ratesService>;
