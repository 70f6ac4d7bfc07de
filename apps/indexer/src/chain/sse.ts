import { backoffMs } from './rate-limit.fns';

// Follows TonAPI's `/v2/sse/accounts/transactions` for a set of accounts. The stream only wakes the
// indexer up: every notification becomes a sync from the stored cursor, and the poller covers whatever
// the stream misses (gaps while reconnecting, a paused stream, a restart).

export interface SseTransaction {
  account: string;
  lt: string;
  txHash: string;
}

export interface SseFollowerOptions {
  baseUrl: string;
  headers: Record<string, string>;
  onTransaction: (tx: SseTransaction) => void;
  /** Called after every (re)connection: the caller re-syncs, since the stream has no replay. */
  onConnected?: () => void;
  onError?: (error: unknown) => void;
  /** TonAPI caps the accounts of one stream; more accounts open more streams. */
  accountsPerStream?: number;
}

/** Splits an SSE byte stream into events; returns the unconsumed tail. Pure. */
export function parseSseChunk(buffer: string): {
  events: Array<{ event: string; data: string }>;
  rest: string;
} {
  const events: Array<{ event: string; data: string }> = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** `{"account_id":..,"lt":..,"tx_hash":..}` with lt kept exact (it is a bare number literal). */
export function parseSseTransaction(data: string): SseTransaction | null {
  const account = /"account_id"\s*:\s*"([^"]+)"/.exec(data)?.[1];
  const lt = /"lt"\s*:\s*"?(\d+)"?/.exec(data)?.[1];
  const txHash = /"tx_hash"\s*:\s*"([0-9a-fA-F]+)"/.exec(data)?.[1];
  return account && lt && txHash ? { account, lt, txHash: txHash.toLowerCase() } : null;
}

export class SseFollower {
  private accounts: string[] = [];
  private controllers: AbortController[] = [];
  private generation = 0;
  private stopped = false;
  connected = 0;
  received = 0;
  lastEventAt: number | null = null;

  constructor(private readonly opts: SseFollowerOptions) {}

  /** (Re)opens the streams when the set of accounts changed. */
  setAccounts(accounts: string[]): void {
    const next = [...new Set(accounts)].sort();
    if (next.join() === this.accounts.join()) return;
    this.accounts = next;
    this.restart();
  }

  private restart(): void {
    for (const c of this.controllers) c.abort();
    this.controllers = [];
    if (this.stopped) return;
    const generation = ++this.generation;
    const per = this.opts.accountsPerStream ?? 100;
    for (let i = 0; i < this.accounts.length; i += per) {
      void this.run(this.accounts.slice(i, i + per), generation);
    }
  }

  private async run(accounts: string[], generation: number): Promise<void> {
    for (let attempt = 0; !this.stopped && generation === this.generation;) {
      const controller = new AbortController();
      this.controllers.push(controller);
      let open = false;
      try {
        const url = `${this.opts.baseUrl}/v2/sse/accounts/transactions?accounts=${accounts.join(',')}`;
        const res = await fetch(url, {
          headers: { ...this.opts.headers, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!res.ok || !res.body) throw new Error(`SSE answered ${res.status}`);
        this.connected++;
        open = true;
        attempt = 0;
        this.opts.onConnected?.();
        const decoder = new TextDecoder();
        let buffer = '';
        for await (const chunk of res.body) {
          buffer += decoder.decode(chunk as Uint8Array, { stream: true });
          const { events, rest } = parseSseChunk(buffer);
          buffer = rest;
          for (const e of events) {
            if (e.event !== 'message') continue;
            const tx = parseSseTransaction(e.data);
            if (!tx) continue;
            this.received++;
            this.lastEventAt = Date.now();
            this.opts.onTransaction(tx);
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        this.opts.onError?.(error);
      } finally {
        if (open) this.connected--;
        this.controllers = this.controllers.filter((c) => c !== controller);
      }
      if (this.stopped || generation !== this.generation) return;
      await new Promise((r) => setTimeout(r, backoffMs(attempt++, null)));
    }
  }

  stop(): void {
    this.stopped = true;
    for (const c of this.controllers) c.abort();
    this.controllers = [];
  }
}
