import type { TonApi } from '@atoll/chain';
import { arrayItemTexts } from './json-items.fns';

// Account reads in bulk (TonAPI's POST /v2/accounts/_bulk): the accounts asked for within a short window go
// out as one request, so fifty wallets' balances cost one request of the key's rate, not fifty. The window
// is five requests' worth of the key's rate (at most a second): bulk reads take at most a fifth of the
// rate, whatever the load, and wait no longer than that for company.

/** TonAPI's bulk endpoints take up to 100 ids. */
export const BULK_MAX_IDS = 100;

export const bulkWindowMs = (rps: number): number => Math.min(1000, Math.ceil(5000 / rps));

export interface AccountsBulkStats {
  /** Bulk requests sent. */
  requests: number;
  /** Accounts they carried. */
  accounts: number;
}

interface Waiter {
  resolve(text: string): void;
  reject(error: unknown): void;
}

/**
 * `load(raw)` resolves with the text of GET /v2/accounts/{raw}'s answer, read in bulk with the others
 * asked within the window. An account a bulk answer leaves out is read on its own.
 */
export function createAccountsBulk(api: TonApi, windowMs: number) {
  const stats: AccountsBulkStats = { requests: 0, accounts: 0 };
  let batch: Map<string, Waiter[]> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  async function readAlone(raw: string): Promise<string> {
    return (await api.fetch(`${api.baseUrl}/v2/accounts/${raw}`)).text();
  }

  async function send(waiting: Map<string, Waiter[]>): Promise<void> {
    const ids = [...waiting.keys()];
    stats.requests++;
    stats.accounts += ids.length;
    try {
      const response = await api.fetch(`${api.baseUrl}/v2/accounts/_bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account_ids: ids }),
      });
      const texts = new Map<string, string>();
      for (const text of arrayItemTexts(await response.text(), 'accounts') ?? []) {
        const { address } = JSON.parse(text) as { address?: unknown };
        if (typeof address === 'string') texts.set(address, text);
      }
      for (const [raw, waiters] of waiting) {
        const text = texts.get(raw);
        const answer = text === undefined ? readAlone(raw) : Promise.resolve(text);
        answer.then(
          (t) => waiters.forEach((w) => w.resolve(t)),
          (error: unknown) => waiters.forEach((w) => w.reject(error)),
        );
      }
    } catch (error) {
      for (const waiters of waiting.values()) waiters.forEach((w) => w.reject(error));
    }
  }

  function flush(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    const waiting = batch;
    batch = null;
    if (waiting) void send(waiting);
  }

  return {
    stats,
    load(raw: string): Promise<string> {
      return new Promise<string>((resolve, reject) => {
        if (!batch) {
          batch = new Map();
          timer = setTimeout(flush, windowMs);
        }
        const waiters = batch.get(raw) ?? [];
        waiters.push({ resolve, reject });
        batch.set(raw, waiters);
        if (batch.size >= BULK_MAX_IDS) flush();
      });
    },
  };
}

export type AccountsBulk = ReturnType<typeof createAccountsBulk>;
