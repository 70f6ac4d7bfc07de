import { beginCell, external, internal, SendMode, storeMessage, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { runGet } from '../src/chain-readers/contract-state';
import type { DemoWallet } from '../src/genesis/demo-world';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();

interface SseEvent {
  event: string;
  id?: string;
  data?: string;
}

interface Stream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  close(): void;
}

/** Opens a stream and keeps parsing its events into `events` until closed. */
async function openStream(query: string, headers: Record<string, string> = {}): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${suite.devnet.baseUrl}/v2/sse/accounts/transactions?${query}`, {
    signal: abort.signal,
    headers,
  });
  const events: SseEvent[] = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: '' };
            for (const line of block.split('\n')) {
              const [key, ...rest] = line.split(': ');
              if (key === 'event' || key === 'id' || key === 'data') event[key] = rest.join(': ');
            }
            events.push(event);
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return { status: res.status, headers: res.headers, events, close: () => abort.abort() };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function transfer(from: DemoWallet, to: DemoWallet) {
  const seqno = (await runGet(suite.devnet.chain.blockchain, from.contract.address, 'seqno'))!.readNumber();
  const body = from.contract.createTransfer({
    seqno,
    secretKey: from.secretKey,
    messages: [internal({ to: to.contract.address, value: toNano('0.3'), bounce: false })],
    sendMode: SendMode.PAY_GAS_SEPARATELY,
  });
  return suite.devnet.chain.sendExternal(
    beginCell()
      .store(storeMessage(external({ to: from.contract.address, body })))
      .endCell(),
  );
}

const messages = (s: Stream) =>
  s.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data!) as Record<string, unknown>);

describe('GET /v2/sse/accounts/transactions', () => {
  it('streams the transactions of watched accounts only', async () => {
    const [a, b, , , e] = suite.devnet.world.wallets;
    const baseline = suite.devnet.chain.listenerCount('transaction');
    const watched = await openStream(`accounts=${a!.contract.address.toString()}`, {
      origin: 'http://example.test',
    });
    const unwatched = await openStream(`accounts=${e!.contract.address.toRawString()}`);
    const all = await openStream('accounts=ALL');
    expect(watched.status).toBe(200);
    expect(watched.headers.get('content-type')).toContain('text/event-stream');
    expect(watched.headers.get('access-control-allow-origin')).toBe('http://example.test');
    expect(suite.devnet.chain.listenerCount('transaction')).toBe(baseline + 3);

    const txs = await transfer(a!, b!);
    await sleep(300);
    const ofA = txs.find((t) => t.account === a!.contract.address.toRawString())!;
    const ofB = txs.find((t) => t.account === b!.contract.address.toRawString())!;
    expect(messages(watched)).toEqual([{ account_id: ofA.account, lt: Number(ofA.lt), tx_hash: ofA.hash }]);
    expect(watched.events[0]!.event).toBe('heartbeat');
    expect(watched.events.find((ev) => ev.event === 'message')!.id).toMatch(/^\d+$/);
    expect(messages(unwatched)).toEqual([]);
    expect(unwatched.events.map((ev) => ev.event)).toEqual(['heartbeat']);
    expect(messages(all).map((m) => m.tx_hash)).toEqual(expect.arrayContaining([ofA.hash, ofB.hash]));

    for (const s of [watched, unwatched, all]) s.close();
    for (let i = 0; i < 50 && suite.devnet.chain.listenerCount('transaction') > baseline; i++)
      await sleep(20);
    expect(suite.devnet.chain.listenerCount('transaction')).toBe(baseline);
  });

  it('filters by the op code of the incoming message', async () => {
    const [a, b] = suite.devnet.world.wallets;
    // W5R1 externals start with the "sign" op; the plain transfer b receives has an empty body
    const signOnly = await openStream('accounts=ALL&operations=0x7369676e');
    await transfer(a!, b!);
    await sleep(300);
    signOnly.close();
    expect(messages(signOnly).map((m) => m.account_id)).toEqual([a!.contract.address.toRawString()]);
  });

  it('sends a heartbeat after 5 s without events', async () => {
    const idle = await openStream(
      `accounts=${suite.devnet.world.wallets[4]!.contract.address.toRawString()}`,
    );
    await sleep(5_400);
    idle.close();
    expect(idle.events.map((ev) => ev.event)).toEqual(['heartbeat', 'heartbeat']);
  });

  it('answers 400 for accounts it cannot parse', async () => {
    // left open on purpose: closing the devnet must end open streams rather than wait for them
    await openStream('accounts=ALL');
    for (const query of ['accounts=nope', '']) {
      const res = await fetch(`${suite.devnet.baseUrl}/v2/sse/accounts/transactions?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/failed to parse/);
    }
  });
});
