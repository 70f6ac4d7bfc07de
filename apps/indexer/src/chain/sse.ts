import { backoffMs, type TonApi } from '@atoll/chain';
import { EventSourceParserStream } from 'eventsource-parser/stream';

// Follows TonAPI's `/v2/sse/accounts/transactions` for a set of accounts. The stream only wakes the
// indexer up: every notification becomes a sync from the stored cursor, and the poller covers whatever
// the stream misses (gaps while reconnecting, a paused stream, a restart).

export interface SseTransaction {
  account: string;
  lt: string;
  txHash: string;
}

export interface SseFollowerOptions {
  /** The one TonAPI client: the stream takes a turn of its queue and carries its key. */
  api: Pick<TonApi, 'stream'>;
  onTransaction: (tx: SseTransaction) => void;
  /** Called after every (re)connection: the caller re-syncs, since the stream has no replay. */
  onConnected?: () => void;
  onError?: (error: unknown) => void;
  /** TonAPI caps the accounts of one stream; more accounts open more streams. */
  accountsPerStream?: number;
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
        const body = await this.opts.api.stream(
          `/v2/sse/accounts/transactions?accounts=${accounts.join(',')}`,
          controller.signal,
        );
        this.connected++;
        open = true;
        attempt = 0;
        this.opts.onConnected?.();
        const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
        for await (const e of events) {
          // TonAPI names transactions `message` (or leaves the event unnamed); heartbeats are named
          if ((e.event ?? 'message') !== 'message') continue;
          const tx = parseSseTransaction(e.data);
          if (!tx) continue;
          this.received++;
          this.lastEventAt = Date.now();
          this.opts.onTransaction(tx);
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
