import { Cell, loadTransaction } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexedTx } from '../src/chain/types';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();
/** A genesis trace started by an external that reaches several accounts and emits external-out events. */
let root: IndexedTx;
let members: IndexedTx[];

interface TraceNode {
  transaction: {
    hash: string;
    raw: string;
    out_msgs: Array<{ msg_type: string }>;
    account: { address: string };
  };
  interfaces: string[];
  children?: TraceNode[];
  emulated?: boolean;
}

beforeAll(async () => {
  const index = suite.devnet.chain.index;
  const all = [...index.accounts()].flatMap((a) => index.accountTxs(a, { limit: 10_000, ascending: true }));
  const byTrace = new Map<string, IndexedTx[]>();
  for (const t of all) byTrace.set(t.traceId, [...(byTrace.get(t.traceId) ?? []), t]);
  const hasEvents = (txs: IndexedTx[]) =>
    txs.some((t) => [...t.tx.outMessages.values()].some((m) => m.info.type === 'external-out'));
  const [id, txs] = [...byTrace].find(
    ([id, txs]) => index.get(id)!.normalizedHash && txs.length > 4 && hasEvents(txs),
  )!;
  root = index.get(id)!;
  members = txs;
});

async function getTrace(id: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${suite.devnet.baseUrl}/v2/traces/${id}`);
  return { status: res.status, body: await res.json() };
}

function flatten(node: TraceNode): TraceNode[] {
  return [node, ...(node.children ?? []).flatMap(flatten)];
}

describe('GET /v2/traces/{id}', () => {
  it('returns the whole tree: internal messages become children, only external-out stay in out_msgs', async () => {
    const { status, body } = await getTrace(root.hash);
    expect(status).toBe(200);
    expectMatchesSpec('getTrace', body);
    const nodes = flatten(body as TraceNode);
    expect(nodes.map((n) => n.transaction.hash).sort()).toEqual(members.map((t) => t.hash).sort());
    let events = 0;
    for (const node of nodes) {
      expect(node.emulated).toBe(false);
      const tx = loadTransaction(Cell.fromHex(node.transaction.raw).beginParse());
      const internals = [...tx.outMessages.values()].filter((m) => m.info.type === 'internal').length;
      const externals = [...tx.outMessages.values()].filter((m) => m.info.type === 'external-out').length;
      expect(node.children?.length ?? 0).toBe(internals);
      expect(node.transaction.out_msgs).toHaveLength(externals);
      for (const m of node.transaction.out_msgs) expect(m.msg_type).toBe('ext_out_msg');
      events += externals;
      const indexed = suite.devnet.chain.index.get(node.transaction.hash)!;
      expect((node.children ?? []).map((c) => c.transaction.hash).sort()).toEqual(
        [...indexed.childHashes].sort(),
      );
    }
    expect(events).toBeGreaterThan(0);
    // accounts are recognised by their code: the demo jetton wallets say so
    expect(nodes.some((n) => n.interfaces.includes('jetton_wallet'))).toBe(true);
  });

  it('finds the same trace by any transaction in it, the external message hash and its normalized hash', async () => {
    const expected = (await getTrace(root.hash)).body;
    const leaf = members.find((t) => t.childHashes.length === 0)!;
    const ids = [
      leaf.hash,
      root.inMsgHash!,
      root.normalizedHash!,
      root.hash.toUpperCase(),
      Buffer.from(root.hash, 'hex').toString('base64url'),
    ];
    for (const id of ids) {
      const { status, body } = await getTrace(id);
      expect(status, id).toBe(200);
      expect(body, id).toEqual(expected);
    }
  });

  it('parses with the real client', async () => {
    const trace = await suite.client.traces.getTrace(root.normalizedHash!);
    expect(trace.transaction.hash).toBe(root.hash);
    expect(trace.transaction.lt).toBe(root.lt);
    expect(trace.emulated).toBe(false);
    const count = (t: typeof trace): number => 1 + (t.children ?? []).reduce((s, c) => s + count(c), 0);
    expect(count(trace)).toBe(members.length);
    expect(trace.transaction.inMsg!.msgType).toBe('ext_in_msg');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await getTrace('00'.repeat(32))).toEqual({ status: 404, body: { error: 'entity not found' } });
    expect((await getTrace('nope')).status).toBe(400);
    await expect(suite.client.traces.getTrace('11'.repeat(32))).rejects.toThrow('entity not found');
  });
});
