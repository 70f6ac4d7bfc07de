import { Address } from '@ton/core';
import { TraceFacts } from '../chain-readers/trace-facts';
import type { IndexedTx } from '../chain/types';
import type { DevnetContext } from '../context';
import { actionMasters, actionSubjects, eventExtra } from './events/actions';
import { classifyTrace } from './events/classify-trace';
import { byLt, txView } from './events/trace-view';
import { accountAddressJson, type AccountAddressJson, parseAccountId, raw } from './serialize/account';
import { actionToJson } from './serialize/event';
import { type JettonPreviewJson, readJettonPreview } from './serialize/jetton';

export interface AccountEventsQuery {
  limit: number;
  before_lt?: bigint;
  after_lt?: bigint;
  start_date?: number;
  end_date?: number;
  subject_only: boolean;
  initiator: boolean;
  sort_order?: 'asc' | 'desc';
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
  return out.sort(byLt);
}

/** The roots of the traces touching `account` that the query selects, and whether more follow. */
function selectRoots(ctx: DevnetContext, account: string, q: AccountEventsQuery) {
  const { index } = ctx.chain;
  // by root lt (traces never interleave: the chain runs one at a time)
  const touching = index.accountTxs(account, {
    limit: Number.MAX_SAFE_INTEGER,
    ascending: q.sort_order === 'asc',
  });
  const roots: IndexedTx[] = [];
  const seen = new Set<string>();
  for (const tx of touching) {
    if (seen.has(tx.traceId)) continue;
    seen.add(tx.traceId);
    const root = index.get(tx.traceId);
    if (!root) continue;
    if (q.before_lt !== undefined && root.lt >= q.before_lt) continue;
    if (q.after_lt !== undefined && root.lt <= q.after_lt) continue;
    if (q.start_date !== undefined && root.utime < q.start_date) continue;
    if (q.end_date !== undefined && root.utime > q.end_date) continue;
    if (q.initiator && root.account !== account) continue;
    if (roots.length === q.limit) return { roots, more: true };
    roots.push(root);
  }
  return { roots, more: false };
}

/** TonAPI's AccountEvent of each trace for `account` (traces' transactions in lt order). */
export async function eventsJson(
  ctx: DevnetContext,
  account: string,
  traces: { root: IndexedTx; txs: IndexedTx[] }[],
  subjectOnly: boolean,
) {
  const { chain, world } = ctx;
  const facts = new TraceFacts(world, chain);
  const views = traces.map((t) => ({ root: t.root, txs: t.txs.map(txView) }));
  for (const t of views) await facts.learn(t.txs);
  const env = facts.env();

  const accounts = new Map<string, AccountAddressJson>();
  const jettons = new Map<string, JettonPreviewJson>();
  const look = {
    account: (a: string) => {
      let json = accounts.get(a);
      if (!json) {
        // every account named by an action is read before its action is written
        json = accountAddressJson(world, Address.parse(a), facts.known(a));
        accounts.set(a, json);
      }
      return json;
    },
    jetton: (m: string) => jettons.get(m)!,
  };
  const events = [];
  for (const { root, txs } of views) {
    let actions = classifyTrace(txs, env);
    const extra = eventExtra(account, txs, actions);
    if (subjectOnly) actions = actions.filter((a) => actionSubjects(a).includes(account));
    if (subjectOnly && actions.length === 0) continue;
    for (const a of actions) {
      for (const who of actionSubjects(a)) await facts.view(who);
      for (const m of actionMasters(a))
        if (!jettons.has(m))
          jettons.set(m, await readJettonPreview(world, chain.blockchain, Address.parse(m)));
    }
    await facts.view(account);
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
  return events;
}

/** GET /v2/accounts/{id}/events: each trace touching the account, classified into actions. */
export function accountEventsService(ctx: DevnetContext) {
  return {
    async events(id: string, q: AccountEventsQuery) {
      const account = raw(parseAccountId(id));
      const { roots, more } = selectRoots(ctx, account, q);
      const traces = roots.map((root) => ({ root, txs: traceOf(ctx.chain.index, root) }));
      const events = await eventsJson(ctx, account, traces, q.subject_only);
      const last = roots[roots.length - 1];
      return { events, next_from: more && last ? last.lt : 0 };
    },
  };
}

export type AccountEventsService = ReturnType<typeof accountEventsService>;
