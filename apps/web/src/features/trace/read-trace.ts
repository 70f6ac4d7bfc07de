// What a trace (TonAPI's Trace: emulated by /v2/wallet/emulate, or message by message by /v2/traces/emulate, for
// the preview, or a real one from /v2/traces/{id} for the transaction page) means for the user, read from the raw transactions, never from
// TonAPI's own labels: what arrives in the wallet, the TON that comes back as excess, the network fees, each
// step with what its message carried, every step that fails and the refund reason a pool or an order logs.
// Events are believed only from the accounts the app named itself (derived pools, checked orders). Pure.
import '../../lib/buffer-polyfill';
import { type DexEvent, JettonOp, type OrderEvent, parseDexEvent, parseOrderEvent } from '@atoll/contracts';
import { type Address, Cell, loadTransaction, type Transaction } from '@ton/core';

/** TonAPI's Trace, as much of it as is read here. */
export interface TraceJson {
  transaction: { raw: string };
  children?: TraceJson[];
}

export type Role =
  | 'wallet'
  | 'sender-wallet'
  | 'pool'
  | 'order'
  | 'user-jetton-wallet'
  | 'sender-jetton-wallet'
  | 'pool-jetton-wallet';

/**
 * An account the app knows by derivation or by a jetton master's own answer; `symbol` for jetton wallets (and a
 * pool's pair, "TON/aUSD").
 */
export interface NamedAccount {
  address: Address;
  role: Role;
  symbol?: string;
}

/** A jetton the user may receive: its master and the user's wallet of it (as the master answers). */
export interface PreviewToken {
  /** null: TON. */
  userWallet: Address | null;
  symbol: string;
  decimals: number;
}

export interface PreviewStep {
  address: Address;
  name: NamedAccount | null;
  ok: boolean;
  /** The compute phase's exit code when it failed. */
  exitCode: number | null;
  depth: number;
  /** Who sent the incoming message: null for the external that starts the trace. */
  from: Address | null;
  /** TON the incoming message carried (0 for an external). */
  value: bigint;
  /** Jettons the message moves (a transfer, internal transfer, notification or burn), in the jetton's units. */
  jettons: bigint | null;
  /** The message came back because its first delivery failed. */
  bounced: boolean;
}

/** A log of a named pool or order, as its contract wrote it. */
export type TraceEvent =
  | { address: Address; source: 'pool'; event: DexEvent }
  | { address: Address; source: 'order'; event: OrderEvent };

export interface PreviewFailure {
  address: Address;
  name: NamedAccount | null;
  /** A pool's or an order's refund reason (tx-modal.refund.reason.*), or null for a failed transaction. */
  reason: string | null;
  exitCode: number | null;
}

export interface TracePreview {
  steps: PreviewStep[];
  received: { token: PreviewToken; amount: bigint }[];
  /** TON that comes back to the wallet as excess (unspent gas). */
  excess: bigint;
  /** Every transaction's fees (gas, storage, forwarding), in nanoton. */
  fees: bigint;
  failures: PreviewFailure[];
  /** The logs of the named pools and orders, in trace order. */
  events: TraceEvent[];
  /** The longest chain of messages: how many blocks the last arrival waits. */
  depth: number;
}

const opOf = (body: Cell): number | null => {
  const s = body.beginParse();
  return s.remainingBits >= 32 ? s.loadUint(32) : null;
};

/** The jetton messages whose amount follows op and query id (TEP-74: transfer, internal transfer, notification, burn). */
const JETTON_AMOUNT_OPS: readonly number[] = [
  JettonOp.transfer,
  JettonOp.internalTransfer,
  JettonOp.transferNotification,
  JettonOp.burn,
];

function jettonAmount(body: Cell): bigint | null {
  const op = opOf(body);
  if (op === null || !JETTON_AMOUNT_OPS.includes(op)) return null;
  try {
    return body
      .beginParse()
      .skip(32 + 64)
      .loadCoins();
  } catch {
    return null;
  }
}

function failedPhase(tx: Transaction): { ok: boolean; exitCode: number | null } {
  const d = tx.description;
  if (d.type !== 'generic') return { ok: true, exitCode: null };
  const compute = d.computePhase;
  const computeOk = compute.type === 'skipped' || compute.success;
  const ok = !d.aborted && computeOk && (d.actionPhase?.success ?? true) && !d.bouncePhase;
  return { ok, exitCode: compute.type === 'vm' && !compute.success ? compute.exitCode : null };
}

/** A trace that moved nothing: what readTrace fills in, step by step. */
export const emptyTracePreview = (): TracePreview => ({
  steps: [],
  received: [],
  excess: 0n,
  fees: 0n,
  failures: [],
  events: [],
  depth: 0,
});

/**
 * Reads the trace for `wallet`; `named` are the accounts the app knows, `tokens` what it may receive. An
 * array is the traces of the wallet's messages emulated one by one, each rooted at the message's
 * destination (preview/wallet-external.ts, emulationRequest): the wallet's own transaction is not in them.
 */
export function readTrace(
  trace: TraceJson | readonly TraceJson[],
  wallet: Address,
  named: NamedAccount[],
  tokens: PreviewToken[],
): TracePreview {
  const nameOf = (a: Address) => named.find((n) => n.address.equals(a)) ?? null;
  const out = emptyTracePreview();
  const add = (token: PreviewToken, amount: bigint) => {
    const hit = out.received.find((r) => r.token === token);
    if (hit) hit.amount += amount;
    else out.received.push({ token, amount });
  };
  const ton = tokens.find((t) => t.userWallet === null);

  const walk = (node: TraceJson, depth: number) => {
    const tx = transactionOf(node);
    const address = accountOf(tx);
    const name = nameOf(address);
    const phase = failedPhase(tx);
    const inMsg = tx.inMessage;
    const internal = inMsg?.info.type === 'internal' ? inMsg.info : null;
    out.steps.push({
      address,
      name,
      ...phase,
      depth,
      from: internal ? internal.src : null,
      value: internal ? internal.value.coins : 0n,
      jettons: internal && inMsg ? jettonAmount(inMsg.body) : null,
      bounced: internal?.bounced ?? false,
    });
    out.fees += tx.totalFees.coins;
    out.depth = Math.max(out.depth, depth);
    if (!phase.ok) out.failures.push({ address, name, reason: null, exitCode: phase.exitCode });
    if (phase.ok && inMsg?.info.type === 'internal' && depth > 0) {
      const op = opOf(inMsg.body);
      if (address.equals(wallet)) {
        // TON into the wallet: what it sent and got back (a bounce, gas it did not need, the jetton
        // notification's forward) is excess; anything else is a payout
        const back = inMsg.info.bounced || op === JettonOp.excesses || op === JettonOp.transferNotification;
        if (back) out.excess += inMsg.info.value.coins;
        else if (ton) add(ton, inMsg.info.value.coins);
      } else if (op === JettonOp.internalTransfer) {
        const token = tokens.find((t) => t.userWallet?.equals(address));
        if (token)
          add(
            token,
            inMsg.body
              .beginParse()
              .skip(32 + 64)
              .loadCoins(),
          );
      }
    }
    // logs and refunds, as the pool or the order writes them: only from the accounts the app named itself
    if (name?.role === 'pool' || name?.role === 'order') {
      for (const m of tx.outMessages.values()) {
        if (m.info.type !== 'external-out') continue;
        const logged = eventOf(address, m.body, name.role);
        if (!logged) continue;
        out.events.push(logged);
        const reason = refundReason(logged);
        if (reason) out.failures.push({ address, name, reason, exitCode: null });
      }
    }
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  if (!isTraceList(trace)) walk(trace, 0);
  else {
    // the wallet sends them: its step opens the path the funds take, as the wallet's own trace does
    out.steps.push({
      address: wallet,
      name: nameOf(wallet),
      ok: true,
      exitCode: null,
      depth: 0,
      from: null,
      value: 0n,
      jettons: null,
      bounced: false,
    });
    for (const root of trace) walk(root, 1);
  }
  return out;
}

const isTraceList = (trace: TraceJson | readonly TraceJson[]): trace is readonly TraceJson[] =>
  Array.isArray(trace);

function eventOf(address: Address, body: Cell, role: 'pool' | 'order'): TraceEvent | null {
  try {
    if (role === 'pool') {
      const event = parseDexEvent(body);
      return event ? { address, source: 'pool', event } : null;
    }
    const event = parseOrderEvent(body);
    return event ? { address, source: 'order', event } : null;
  } catch {
    return null;
  }
}

/** A pool's or an order's refund reason (tx-modal.refund.reason.*), or null when the log is not a refund. */
export function refundReason({ event }: TraceEvent): string | null {
  return event.type === 'swap_refunded' ||
    event.type === 'liquidity_refunded' ||
    event.type === 'order_fill_failed'
    ? event.reason
    : null;
}

const transactionOf = (node: TraceJson) => loadTransaction(Cell.fromHex(node.transaction.raw).beginParse());

/** The account whose transaction starts the trace: for a user's operation, the wallet that signed it. */
export const traceSender = (trace: TraceJson): Address => accountOf(transactionOf(trace));

/** Every account that wrote a log (an external-out message) along the trace: the pools and orders to name. */
export function loggingAccounts(trace: TraceJson): Address[] {
  const found: Address[] = [];
  const walk = (node: TraceJson) => {
    const tx = transactionOf(node);
    const logs = [...tx.outMessages.values()].some((m) => m.info.type === 'external-out');
    const address = accountOf(tx);
    if (logs && !found.some((a) => a.equals(address))) found.push(address);
    for (const child of node.children ?? []) walk(child);
  };
  walk(trace);
  return found;
}

function accountOf(tx: Transaction): Address {
  const info = tx.inMessage?.info;
  if (info && info.type !== 'external-out') return info.dest as Address;
  throw new Error('a transaction without an incoming message');
}
