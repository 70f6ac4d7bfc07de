// The preview's one round: the wallet's state and the names of the accounts the funds may pass through
// (read in parallel), then the unsigned external emulated through the API (POST /chain/v2/wallet/emulate:
// the API's key and rate, nothing cached), or for a wallet code the app cannot build an external for, its
// messages one by one (POST /chain/v2/traces/emulate), read into what the user will see. Loaded with the
// send code.
import '../../lib/buffer-polyfill';
import { Address, type Cell } from '@ton/core';
import { env } from '../../app/env';
import { tonApi } from '../../lib/tonapi';
import type { TransferMessage } from '../devnet-wallet/transfer';
import { type AccountState, fetchAccountState, fetchJettonWallet } from '../trust/chain-reads';
import {
  type NamedAccount,
  type PreviewToken,
  readTrace,
  type TraceJson,
  type TracePreview,
} from '../trace/read-trace';
import { type EmulationRequest, emulationRequest } from './wallet-external';

/** What a send path tells the preview about the contracts it derived and the tokens at stake. */
export interface PreviewSubject {
  /** The pools the build derived from the pinned factory (a route's every hop). */
  pools: Address[];
  /** An order the build derived from its terms. */
  orders?: Address[];
  /** Tokens the user may receive or spend; master null is TON. */
  tokens: { master: Address | null; symbol: string; decimals: number }[];
  /** The least of a token the quote promises after slippage: less is "worse than the quote". */
  minimum?: { master: Address | null; amount: bigint };
}

export type UnavailableReason = 'wallet-not-deployed' | 'emulation-failed';

export class PreviewUnavailableError extends Error {
  constructor(readonly reason: UnavailableReason) {
    super(`preview not available: ${reason}`);
  }
}

export interface PreviewResult {
  preview: TracePreview;
  /** The shortfall against the quote's minimum, when the emulation gives less. */
  short: { token: PreviewToken; amount: bigint; minimum: bigint } | null;
}

/**
 * Validity of the emulated external: it is never sent, so any time ahead will do, and a day ahead keeps the
 * preview working on a device whose clock is minutes behind the chain's (the wallet refuses an expired one).
 */
const VALID_FOR_SECONDS = 24 * 60 * 60;

async function names(user: Address, subject: PreviewSubject) {
  const jettons = subject.tokens.filter((t) => t.master !== null);
  const named: NamedAccount[] = [
    { address: user, role: 'wallet' },
    ...subject.pools.map((address) => ({ address, role: 'pool' as const })),
    ...(subject.orders ?? []).map((address) => ({ address, role: 'order' as const })),
  ];
  const tokens: (PreviewToken & { master: Address | null })[] = [];
  // every jetton wallet as its master answers (trust/chain-reads.ts), the user's and each pool's; a master
  // that does not answer (an LP master not deployed yet: pool creation) leaves that wallet unnamed
  const wallet = (master: Address, owner: Address) =>
    fetchJettonWallet(env.tonapiUrl, master, owner).catch(() => null);
  await Promise.all(
    jettons.map(async (t) => {
      const [userWallet, ...poolWallets] = await Promise.all([
        wallet(t.master!, user),
        ...subject.pools.map((pool) => wallet(t.master!, pool)),
      ]);
      if (userWallet) {
        named.push({ address: userWallet, role: 'user-jetton-wallet', symbol: t.symbol });
        tokens.push({ ...t, userWallet });
      }
      for (const poolWallet of poolWallets)
        if (poolWallet) named.push({ address: poolWallet, role: 'pool-jetton-wallet', symbol: t.symbol });
    }),
  );
  for (const t of subject.tokens) if (t.master === null) tokens.push({ ...t, userWallet: null });
  return { named, tokens };
}

/** The performance entries of the preview's parts, `atoll:preview:<part>` (bench/preview-latency.bench.ts). */
const PREVIEW_PART = 'atoll:preview:';

async function timed<T>(part: 'names' | 'state' | 'emulate', work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(`${PREVIEW_PART}${part}`, { start });
  }
}

/** The wallet's trace, or the traces of its messages one by one (wallet-external.ts, emulationRequest). */
async function emulate(request: EmulationRequest): Promise<TraceJson | TraceJson[]> {
  const chain = tonApi(`${env.apiUrl}/chain`).http;
  const boc = (cell: Cell) => cell.toBoc().toString('base64');
  if (request.kind === 'wallet') {
    const { data } = await chain.POST('/v2/wallet/emulate', { body: { boc: boc(request.external) } });
    if (!data) throw new PreviewUnavailableError('emulation-failed');
    return data.trace as TraceJson;
  }
  return Promise.all(
    request.messages.map(async (message) => {
      const { data } = await chain.POST('/v2/traces/emulate', { body: { boc: boc(message) } });
      if (!data) throw new PreviewUnavailableError('emulation-failed');
      return data as TraceJson;
    }),
  );
}

/** The wallet whose send is previewed, and its state as read when the user clicked (readWallet). */
export interface PreviewWallet {
  user: Address;
  state: Promise<AccountState | null>;
}

/**
 * Starts reading the wallet's state (its seqno and code, which the emulated external needs) at the click,
 * so that the read overlaps the build and the balance check instead of following them.
 */
export function readWallet(address: string): PreviewWallet {
  const user = Address.parse(address);
  const state = fetchAccountState(env.tonapiUrl, user);
  // a build that fails first leaves it unread: not an unhandled rejection
  state.catch(() => undefined);
  return { user, state };
}

export async function runPreview(
  { user, state: reading }: PreviewWallet,
  messages: TransferMessage[],
  subject: PreviewSubject,
): Promise<PreviewResult> {
  // the names are not needed until the trace is read: they are asked while the wallet's state arrives and
  // the messages are emulated
  const naming = timed('names', () => names(user, subject));
  const state = await timed('state', () => reading);
  if (!state) throw new PreviewUnavailableError('wallet-not-deployed');
  const request = emulationRequest(user, state, messages, Math.floor(Date.now() / 1000) + VALID_FOR_SECONDS);
  const [trace, { named, tokens }] = await Promise.all([timed('emulate', () => emulate(request)), naming]);
  const started = performance.now();
  const preview = readTrace(trace, user, named, tokens);
  performance.measure(`${PREVIEW_PART}read`, { start: started });
  const min = subject.minimum;
  let short: PreviewResult['short'] = null;
  if (min) {
    const token = tokens.find((t) =>
      min.master === null ? t.master === null : t.master?.equals(min.master),
    );
    const got = preview.received.find((r) => r.token === token)?.amount ?? 0n;
    if (token && got < min.amount) short = { token, amount: got, minimum: min.amount };
  }
  return { preview, short };
}
