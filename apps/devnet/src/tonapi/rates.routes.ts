import { Address } from '@ton/core';
import type { FastifyInstance } from 'fastify';
import { poolHistory, readPriceBook } from '../chain-readers/pools';
import { TON_KEY } from '../chain-readers/pricing';
import type { DevnetContext } from '../context';
import { badRequest } from './errors';
import { sendJson } from './serialize/account';
import { parseCurrencies, tokenRatesJson } from './serialize/jetton';

/** `tokens` / `currencies` as the client sends them: comma-separated (or repeated) values. */
function list(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value])
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/**
 * A requested token → its asset key and the key TonAPI answers under: native TON is asked as
 * 'ton' (or 'gram' since 2026) and answered as 'TON' ('GRAM'); a jetton is answered under the
 * string it was asked with.
 */
function tokenKey(asked: string): { asset: string; key: string } {
  // @ton-api/client percent-encodes each token before joining them: accept it once more encoded
  let token = asked;
  try {
    token = decodeURIComponent(asked);
  } catch {
    token = asked;
  }
  const lower = token.toLowerCase();
  if (lower === 'ton' || lower === 'gram') return { asset: TON_KEY, key: token.toUpperCase() };
  try {
    return { asset: Address.parse(token).toRawString(), key: token };
  } catch {
    throw badRequest(`can't decode token ${token}`);
  }
}

export function registerRatesRoutes(app: FastifyInstance, ctx: DevnetContext): void {
  const { chain, world } = ctx;
  // start following pool events now, so the history covers every trace from here on
  poolHistory(chain, world);

  app.get<{ Querystring: Record<string, unknown> }>('/v2/rates', async (req, reply) => {
    const tokens = list(req.query.tokens);
    const currencies = parseCurrencies(req.query.currencies);
    if (tokens.length === 0) throw badRequest('tokens is required');
    if (currencies.length === 0) throw badRequest('currencies is required');
    if (tokens.length > 100) throw badRequest('too many tokens');
    const keys = tokens.map(tokenKey);
    const book = await chain.exclusive(() => readPriceBook(chain, world));
    const rates: Record<string, ReturnType<typeof tokenRatesJson>> = {};
    for (const { asset, key } of keys) rates[key] = tokenRatesJson(book(asset), currencies);
    return sendJson(reply, { rates });
  });
}
