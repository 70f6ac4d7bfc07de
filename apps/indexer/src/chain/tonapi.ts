import { backoffMs } from './rate-limit.fns';
import { RequestPacer, RequestPriority } from './request-pacer';

// A thin TonAPI v2 client over fetch: only the endpoints the indexer reads, one pacer for all of them
// (requests per second, requests in flight, account pages before traces), and 429 / network failures
// retried with backoff. Responses are typed, not re-validated: the
// fields we read are checked where they are used (the hot path reads thousands of transactions a
// second, and @ton-api/client would parse every cell and address of them into objects).

export interface TonApiAccountAddress {
  address: string;
}

export interface TonApiMessage {
  msg_type: 'int_msg' | 'ext_in_msg' | 'ext_out_msg';
  created_lt: number | string;
  hash: string;
  source?: TonApiAccountAddress;
  destination?: TonApiAccountAddress;
  op_code?: string;
  raw_body?: string;
}

export interface TonApiTransaction {
  hash: string;
  lt: number | string;
  account: TonApiAccountAddress;
  success: boolean;
  utime: number;
  aborted?: boolean;
  in_msg?: TonApiMessage;
  out_msgs: TonApiMessage[];
  compute_phase?: { skipped: boolean; success?: boolean; gas_used?: number | string; exit_code?: number };
  action_phase?: { success: boolean; result_code: number };
}

export interface TonApiTrace {
  transaction: TonApiTransaction;
  interfaces?: string[];
  children?: TonApiTrace[];
  emulated?: boolean;
}

export interface TonApiStackRecord {
  type: 'num' | 'cell' | 'slice' | 'null' | 'nan' | 'tuple';
  num?: string;
  cell?: string;
}

export class TonApiError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(`TonAPI ${status} on ${path}: ${message}`);
    this.name = 'TonApiError';
  }
}

export interface TonApiOptions {
  baseUrl: string;
  apiKey?: string;
  rps: number;
  /** Requests in flight at most. */
  maxInFlight?: number;
  /** 429s and network failures retried per request before the error reaches the job (whose retries follow). */
  maxRetries?: number;
}

export type TonApi = ReturnType<typeof createTonApi>;

export function createTonApi({ baseUrl, apiKey, rps, maxInFlight = 16, maxRetries = 6 }: TonApiOptions) {
  const pacer = new RequestPacer(rps, maxInFlight);
  const stats = { requests: 0, throttled: 0, errors: 0 };
  const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};

  type Attempt<T> = { ok: true; value: T } | { ok: false; error: unknown; waitMs: number };

  /** One request, holding a pacer slot until its body is read. */
  async function attempt<T>(path: string, priority: RequestPriority, n: number): Promise<Attempt<T>> {
    const release = await pacer.acquire(priority);
    try {
      stats.requests++;
      let res: Response;
      try {
        res = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(30_000) });
      } catch (error) {
        stats.errors++;
        return { ok: false, error, waitMs: backoffMs(n, null) };
      }
      if (res.status === 429 || res.status >= 500) {
        const waitMs = backoffMs(n, res.headers.get('retry-after'));
        if (res.status === 429) {
          stats.throttled++;
          pacer.blockUntil(Date.now() + waitMs);
        } else stats.errors++;
        return { ok: false, error: new TonApiError(res.status, path, await res.text()), waitMs };
      }
      if (!res.ok) throw new TonApiError(res.status, path, await res.text());
      return { ok: true, value: (await res.json()) as T };
    } finally {
      release();
    }
  }

  async function get<T>(path: string, priority = RequestPriority.High): Promise<T> {
    for (let n = 0; ; n++) {
      const r = await attempt<T>(path, priority, n);
      if (r.ok) return r.value;
      if (n >= maxRetries) throw r.error;
      await sleep(r.waitMs);
    }
  }

  const id = encodeURIComponent;
  return {
    baseUrl,
    headers,
    stats,
    /** Transactions with lt > afterLt, oldest first. */
    async accountTransactions(account: string, afterLt: bigint, limit: number): Promise<TonApiTransaction[]> {
      const q = `after_lt=${afterLt}&limit=${limit}&sort_order=asc`;
      const r = await get<{ transactions: TonApiTransaction[] }>(
        `/v2/blockchain/accounts/${id(account)}/transactions?${q}`,
      );
      return r.transactions;
    },
    /** Low priority by default: settling trace records can wait, discovering pools cannot. */
    trace(txHash: string, priority = RequestPriority.Low): Promise<TonApiTrace> {
      return get<TonApiTrace>(`/v2/traces/${id(txHash)}`, priority);
    },
    masterchainHead(): Promise<{ seqno: number; utime: number }> {
      return get(`/v2/blockchain/masterchain-head`);
    },
    async account(
      account: string,
    ): Promise<{ address: string; last_transaction_lt: number | string; status: string }> {
      return get(`/v2/blockchain/accounts/${id(account)}`);
    },
    async getMethod(
      account: string,
      method: string,
      args: string[] = [],
    ): Promise<{ success: boolean; exit_code: number; stack: TonApiStackRecord[] }> {
      const q = args.map((a) => `args=${id(a)}`).join('&');
      return get(`/v2/blockchain/accounts/${id(account)}/methods/${method}${q ? `?${q}` : ''}`);
    },
    async tonUsdRate(): Promise<number | null> {
      const r = await get<{ rates?: { TON?: { prices?: { USD?: number } } } }>(
        `/v2/rates?tokens=ton&currencies=usd`,
      );
      return r.rates?.TON?.prices?.USD ?? null;
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** TonAPI writes lt as a JSON number (exact below 2^53, which every real lt is) or a string. */
export const ltOf = (value: number | string): bigint => BigInt(value);
