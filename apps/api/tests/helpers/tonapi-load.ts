// The TonAPI load of issue 16, shared by its test (tests/tonapi-load.test.ts) and its benchmark
// (bench/tonapi-bench.ts): a devnet in strict mode limits the API's key to 5 requests a second; the API
// runs as deployed (src/server.ts, its own process) with that key; 50 wallets sign in for real (ton_proof)
// and each polls its balances the way the web app does (GET /accounts/{address} and
// /accounts/{address}/jettons every 10 s, docs/product-spec.md §9), starting at spread-out times, for two
// minutes. Some wallets receive TON and jettons during the run (the devnet's faucet, which is not limited),
// so that every answer can be held to the balances on chain when it was asked.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase } from '@atoll/db';
import { bucketOf, holdingsOf, startTestDevnet } from '@atoll/devnet/testing';
import { freePort, spawnApi } from '@atoll/indexer/testing';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { proofRequestBody } from './wallet-proof';

export interface LoadOptions {
  wallets: number;
  /** The key's limit on the devnet, and the API's TONAPI_RPS. */
  rateLimit: number;
  rps: number;
  pollMs: number;
  durationMs: number;
  /** Wallets funded before the run, and the ones funded during it (half at 25 %, half at 60 % of it). */
  fundedBefore: number;
  fundedDuring: number;
  log?: (line: string) => void;
}

export const ISSUE_16_LOAD: LoadOptions = {
  wallets: 50,
  rateLimit: 5,
  rps: 5,
  pollMs: 10_000,
  durationMs: 120_000,
  fundedBefore: 10,
  fundedDuring: 10,
};

/** docs/product-spec.md §7: account and account jettons are cached 10 s. */
export const ACCOUNT_CACHE_MS = 10_000;

type Route = 'account' | 'jettons';

interface Sample {
  wallet: number;
  route: Route;
  startedAt: number;
  endedAt: number;
  status: number;
  /** What the user sees: the TON balance, or every jetton balance. */
  value: string;
}

interface Funding {
  before: number;
  after: number;
}

const KEY = 'atoll-api-load-key';
const DOMAIN = 'localhost:5173';
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const percentile = (xs: number[], p: number) =>
  xs.length === 0
    ? 0
    : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

interface ChainStats {
  reads: {
    kinds: Record<string, { hits: number; misses: number; coalesced: number }>;
    bulk: { requests: number; accounts: number };
  };
  tonapi: { requests: number; throttled: number; errors: number };
}

export async function runTonApiLoad(options: LoadOptions) {
  const log = options.log ?? (() => {});
  const devnet = await startTestDevnet([`--rate-limit=${options.rateLimit}`]);
  const database = await createTestDatabase();
  const port = await freePort();
  const api = spawnApi({
    CHAIN: 'devnet',
    API_PORT: String(port),
    DATABASE_URL: database.url,
    TONAPI_URL: devnet.baseUrl,
    TONAPI_KEY: KEY,
    TONAPI_RPS: String(options.rps),
    ALLOWED_PROOF_DOMAINS: DOMAIN,
    // 50 users on one loopback address: the per-IP limits are not under test
    RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const base = `http://127.0.0.1:${port}`;
  const keyStats = () => devnet.rateLimiter!.stats()[bucketOf(`Bearer ${KEY}`, '')];
  const chainStats = async () => (await (await fetch(`${base}/healthz/chain`)).json()) as ChainStats;
  try {
    await api.waitFor('Server listening');

    // 50 wallets sign in with a real ton_proof; the API reads each wallet's state through the same key
    const wallets = Array.from({ length: options.wallets }, () => {
      const keys = keyPairFromSeed(randomBytes(32));
      const contract = WalletContractV5R1.create({
        workchain: 0,
        publicKey: keys.publicKey,
        walletId: { networkGlobalId: -3 },
      });
      return { keys, contract, address: contract.address.toRawString() };
    });
    const signInStarted = performance.now();
    const tokens = await Promise.all(
      wallets.map(async (w) => {
        const { result } = (await (await fetch(`${base}/auth/ton-proof`)).json()) as {
          result: { payload: string };
        };
        const body = proofRequestBody(w.keys, w.contract, {
          domain: DOMAIN,
          timestamp: Math.floor(Date.now() / 1000) - 2,
          payload: result.payload,
          network: '-3',
        });
        const res = await fetch(`${base}/auth/ton-proof`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status !== 200) throw new Error(`sign-in of ${w.address}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { result: { token: string } }).result.token;
      }),
    );
    const signInSeconds = (performance.now() - signInStarted) / 1000;
    log(`${tokens.length} wallets signed in in ${round(signInSeconds)} s`);

    const faucet = async (i: number): Promise<Funding> => {
      const before = Date.now();
      const res = await fetch(`${devnet.baseUrl}/devnet/faucet`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: wallets[i]!.address }),
      });
      if (res.status !== 200) throw new Error(`faucet: ${res.status}`);
      return { before, after: Date.now() };
    };
    for (let i = 0; i < options.fundedBefore; i++) await faucet(i);

    // what each wallet holds, read from the devnet in-process (not through the key) after each change
    const truth = async (i: number): Promise<Record<Route, string>> => {
      const holdings = await holdingsOf(devnet, wallets[i]!.contract.address);
      return {
        account: holdings.ton.toString(),
        jettons: fingerprint(
          holdings.jettons.map((j) => ({ master: j.master, balance: j.balance.toString() })),
        ),
      };
    };
    const history = await Promise.all(wallets.map(async (_w, i) => [{ at: 0, value: await truth(i) }]));

    const beforeKey = keyStats()!;
    const beforeChain = await chainStats();
    const samples: Sample[] = [];
    const started = Date.now();
    const end = started + options.durationMs;
    const poll = async (wallet: number, route: Route) => {
      const address = wallets[wallet]!.address;
      const startedAt = Date.now();
      const res = await fetch(`${base}/accounts/${address}${route === 'jettons' ? '/jettons' : ''}`);
      const body = (await res.json().catch(() => null)) as {
        result?: { balance?: string; balances?: Array<{ balance: string; jetton: { address: string } }> };
      } | null;
      const value =
        route === 'account'
          ? String(body?.result?.balance)
          : fingerprint(
              (body?.result?.balances ?? []).map((b) => ({ master: b.jetton.address, balance: b.balance })),
            );
      samples.push({ wallet, route, startedAt, endedAt: Date.now(), status: res.status, value });
    };
    const pollers = wallets.map(async (_w, i) => {
      // spread over one interval, as users arrive
      let next = started + Math.floor((i * options.pollMs) / options.wallets);
      const pending: Record<Route, Promise<void> | null> = { account: null, jettons: null };
      while (next < end) {
        await sleep(Math.max(0, next - Date.now()));
        for (const route of ['account', 'jettons'] as const) {
          // as the web app's query: a poll still on its way is not asked again
          if (pending[route]) continue;
          pending[route] = poll(i, route).finally(() => (pending[route] = null));
        }
        next += options.pollMs;
      }
      await Promise.all([pending.account, pending.jettons]);
    });
    const fundings: Array<{ wallet: number } & Funding> = [];
    const changes = (async () => {
      // a quarter and 60 % into the run: just before the funded wallets' polls that the cache answers (every
      // other poll of a wallet is a hit), so that stale answers happen and are held to the bound
      for (const [step, at] of [0.25, 0.6].entries()) {
        await sleep(Math.max(0, started + options.durationMs * at - Date.now()));
        const first = options.fundedBefore + (step * options.fundedDuring) / 2;
        for (let i = first; i < first + options.fundedDuring / 2; i++) {
          const funding = await faucet(i);
          fundings.push({ wallet: i, ...funding });
          history[i]!.push({ at: funding.before, value: await truth(i) });
        }
      }
    })();
    await Promise.all([...pollers, changes]);
    const pollSeconds = (Date.now() - started) / 1000;
    const afterKey = keyStats()!;
    const afterChain = await chainStats();

    // how old each answer was: 0 when it shows the balances of when it was asked or later, else how long
    // before the request the balances it shows had already changed
    const staleness = samples.map((s) => {
      const states = history[s.wallet]!;
      const shown = states.findLastIndex((st) => st.value[s.route] === s.value);
      if (shown < 0) return Infinity;
      const replaced = states.slice(shown + 1).find((st) => st.value[s.route] !== s.value);
      return replaced ? Math.max(0, s.startedAt - replaced.at) : 0;
    });
    const latency = (route: Route) =>
      samples.filter((s) => s.route === route).map((s) => s.endedAt - s.startedAt);
    const all = samples.map((s) => s.endedAt - s.startedAt);
    const delta = (kind: string) => {
      const a = afterChain.reads.kinds[kind]!;
      const b = beforeChain.reads.kinds[kind]!;
      return { hits: a.hits - b.hits, misses: a.misses - b.misses, coalesced: a.coalesced - b.coalesced };
    };
    const reads = { account: delta('account'), jettons: delta('jettons') };
    const served = Object.values(reads).reduce((n, k) => n + k.hits + k.misses + k.coalesced, 0);
    const fromCache = Object.values(reads).reduce((n, k) => n + k.hits + k.coalesced, 0);
    const tonapiRequests = afterKey.requests - beforeKey.requests;
    return {
      options,
      sign_in: { wallets: tokens.length, seconds: round(signInSeconds), tonapi_requests: beforeKey.requests },
      poll: {
        seconds: round(pollSeconds),
        user_requests: samples.length,
        by_status: countBy(samples.map((s) => String(s.status))),
        latency_ms: {
          p50: percentile(all, 50),
          p95: percentile(all, 95),
          max: Math.max(...all),
          account: { p50: percentile(latency('account'), 50), p95: percentile(latency('account'), 95) },
          jettons: { p50: percentile(latency('jettons'), 50), p95: percentile(latency('jettons'), 95) },
        },
        staleness_ms: {
          max: Math.max(...staleness),
          stale_answers: staleness.filter((x) => x > 0).length,
          funded_during_run: fundings.length,
        },
      },
      cache: {
        ...reads,
        bulk_requests: afterChain.reads.bulk.requests - beforeChain.reads.bulk.requests,
        bulk_accounts: afterChain.reads.bulk.accounts - beforeChain.reads.bulk.accounts,
        hit_ratio: round(fromCache / served, 3),
      },
      tonapi: {
        requests: tonapiRequests,
        requests_per_minute: round(tonapiRequests / (pollSeconds / 60), 1),
        peak_per_second: afterKey.peakPerSecond,
        rejected_429: afterKey.rejected,
        api_saw_throttled: afterChain.tonapi.throttled,
      },
      /** For the assertions: every answer's staleness and latency. */
      samples: samples.map((s, i) => ({ ...s, staleness: staleness[i]! })),
    };
  } finally {
    await api.stop();
    await devnet.close();
    await database.drop();
  }
}

export type LoadReport = Awaited<ReturnType<typeof runTonApiLoad>>;

function fingerprint(balances: Array<{ master: string; balance: string }>): string {
  return balances
    .map((b) => `${b.master}=${b.balance}`)
    .sort()
    .join(',');
}

function countBy(xs: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const x of xs) counts[x] = (counts[x] ?? 0) + 1;
  return counts;
}
