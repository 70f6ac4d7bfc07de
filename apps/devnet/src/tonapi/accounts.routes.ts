import { Address } from '@ton/core';
import type { FastifyInstance } from 'fastify';
import { readAccount } from '../chain-readers/contract-state';
import { readOwnedJettons } from '../chain-readers/jettons';
import { readPriceBook } from '../chain-readers/pools';
import { TraceFacts } from '../chain-readers/trace-facts';
import type { IndexedTx } from '../chain/types';
import type { DevnetContext } from '../context';
import { badRequest } from './errors';
import {
  accountAddressJson,
  type AccountAddressJson,
  accountJson,
  parseAccountId,
  raw,
  sendJson,
} from './serialize/account';
import { actionSubjects, actionToJson, classifyTrace, eventExtra, txView } from './serialize/event';
import {
  describeJetton,
  type JettonPreviewJson,
  parseCurrencies,
  readJettonPreview,
  tokenRatesJson,
} from './serialize/jetton';

type Params = { id: string };
type Query = Record<string, string | string[] | undefined>;

function intParam(query: Query, name: string, opts: { min?: number; max?: number } = {}): number | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const text = Array.isArray(value) ? value[0] : value;
  const n = Number(text);
  if (
    !Number.isInteger(n) ||
    (opts.min !== undefined && n < opts.min) ||
    (opts.max !== undefined && n > opts.max)
  )
    throw badRequest(`invalid ${name}: ${text}`);
  return n;
}

function bigintParam(query: Query, name: string): bigint | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const text = Array.isArray(value) ? value[0]! : value;
  if (!/^\d+$/.test(text)) throw badRequest(`invalid ${name}: ${text}`);
  return BigInt(text);
}

function boolParam(query: Query, name: string): boolean {
  const value = query[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === 'true' || text === '1';
}

export function registerAccountsRoutes(app: FastifyInstance, ctx: DevnetContext): void {
  const { chain, world } = ctx;

  // an unknown address is an account that does not exist yet, not an error (TonAPI does the same)
  app.get<{ Params: Params }>('/v2/accounts/:id', async (req, reply) => {
    const address = parseAccountId(req.params.id);
    const view = await readAccount(chain.blockchain, address);
    return sendJson(reply, accountJson(world, chain, address, view));
  });

  // the owner's wallets for every demo token and LP token, read in one pass between traces
  app.get<{ Params: Params; Querystring: Query }>('/v2/accounts/:id/jettons', async (req, reply) => {
    const owner = parseAccountId(req.params.id);
    const currencies = parseCurrencies(req.query.currencies);
    const offset = intParam(req.query, 'offset', { min: 0 }) ?? 0;
    const limit = intParam(req.query, 'limit', { min: 1, max: 1000 }) ?? 1000;
    const { owned, prices } = await chain.exclusive(async () => ({
      owned: await readOwnedJettons(chain.blockchain, world, owner),
      prices: currencies.length > 0 ? await readPriceBook(chain, world) : null,
    }));
    const balances = owned.slice(offset, offset + limit).map((j) => ({
      balance: j.balance.toString(),
      ...(prices ? { price: tokenRatesJson(prices(raw(j.master)), currencies) } : {}),
      wallet_address: { address: raw(j.wallet), is_scam: false, is_wallet: false },
      jetton: describeJetton(world, j.master, null).preview,
    }));
    return sendJson(reply, { balances });
  });

  app.get<{ Params: Params; Querystring: Query }>('/v2/accounts/:id/events', async (req, reply) => {
    const address = parseAccountId(req.params.id);
    const account = raw(address);
    const q = req.query;
    const limit = intParam(q, 'limit', { min: 1, max: 100 });
    if (limit === undefined) throw badRequest('limit is required');
    const beforeLt = bigintParam(q, 'before_lt');
    const afterLt = bigintParam(q, 'after_lt');
    const startDate = intParam(q, 'start_date', { min: 0 });
    const endDate = intParam(q, 'end_date', { min: 0 });
    const subjectOnly = boolParam(q, 'subject_only');
    const initiator = boolParam(q, 'initiator');
    const ascending = (Array.isArray(q.sort_order) ? q.sort_order[0] : q.sort_order) === 'asc';

    // traces touching the account, by root lt (traces never interleave: the chain runs one at a time)
    const touching = chain.index.accountTxs(account, { limit: Number.MAX_SAFE_INTEGER, ascending });
    const roots: IndexedTx[] = [];
    const seen = new Set<string>();
    let more = false;
    for (const tx of touching) {
      if (seen.has(tx.traceId)) continue;
      seen.add(tx.traceId);
      const root = chain.index.get(tx.traceId);
      if (!root) continue;
      if (beforeLt !== undefined && root.lt >= beforeLt) continue;
      if (afterLt !== undefined && root.lt <= afterLt) continue;
      if (startDate !== undefined && root.utime < startDate) continue;
      if (endDate !== undefined && root.utime > endDate) continue;
      if (initiator && root.account !== account) continue;
      if (roots.length === limit) {
        more = true;
        break;
      }
      roots.push(root);
    }

    const facts = new TraceFacts(world, chain);
    const traces = roots.map((root) => ({ root, txs: traceOf(chain.index, root).map(txView) }));
    for (const t of traces) await facts.learn(t.txs);
    const env = facts.env();

    const accounts = new Map<string, AccountAddressJson>();
    const jettons = new Map<string, JettonPreviewJson>();
    const events = [];
    for (const { root, txs } of traces) {
      let actions = classifyTrace(txs, env);
      const extra = eventExtra(account, txs, actions);
      if (subjectOnly) actions = actions.filter((a) => actionSubjects(a).includes(account));
      if (subjectOnly && actions.length === 0) continue;
      for (const a of actions) {
        for (const who of actionSubjects(a)) await facts.view(who);
        const masters =
          a.type === 'JettonSwap'
            ? [a.assetIn, a.assetOut].filter((x) => x !== 'ton')
            : 'master' in a
              ? [a.master]
              : [];
        for (const m of masters)
          if (!jettons.has(m))
            jettons.set(m, await readJettonPreview(world, chain.blockchain, Address.parse(m)));
      }
      await facts.view(account);
      const look = {
        account: (a: string) => {
          let json = accounts.get(a);
          if (!json) {
            // every account named by an action was read above
            json = accountAddressJson(world, Address.parse(a), facts.known(a));
            accounts.set(a, json);
          }
          return json;
        },
        jetton: (m: string) => jettons.get(m)!,
      };
      events.push({
        event_id: root.traceId,
        account: look.account(account),
        timestamp: root.utime,
        actions: actions.map((a) => actionToJson(a, look)),
        is_scam: false,
        lt: root.lt,
        in_progress: false,
        extra,
        progress: 1,
        ...(root.normalizedHash ? { ext_msg_hash: root.normalizedHash } : {}),
      });
    }
    const last = roots[roots.length - 1];
    return sendJson(reply, { events, next_from: more && last ? last.lt : 0 });
  });
}

/** Every transaction of the trace that `root` starts, in lt order. */
function traceOf(index: DevnetContext['chain']['index'], root: IndexedTx): IndexedTx[] {
  const out: IndexedTx[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const tx = stack.pop()!;
    out.push(tx);
    for (const h of tx.childHashes) {
      const child = index.get(h);
      if (child) stack.push(child);
    }
  }
  return out.sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
}
