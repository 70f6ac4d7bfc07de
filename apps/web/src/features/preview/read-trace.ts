// What an emulated trace (TonAPI's Trace, from /v2/wallet/emulate or /v2/traces/emulate) means for the
// user, read from the raw transactions, never from TonAPI's own labels: what arrives in the wallet, the TON
// that comes back as excess, the network fees, every step that fails and the refund reason a pool or an
// order logs. Events are believed only from the accounts the app named itself (derived pools and orders).
// Pure.
import '../../lib/buffer-polyfill';
import { JettonOp, parseDexEvent, parseOrderEvent } from '@atoll/contracts';
import { type Address, Cell, loadTransaction, type Transaction } from '@ton/core';

/** TonAPI's Trace, as much of it as is read here. */
export interface TraceJson {
  transaction: { raw: string };
  children?: TraceJson[];
}

export type Role = 'wallet' | 'pool' | 'order' | 'user-jetton-wallet' | 'pool-jetton-wallet';

/** An account the app knows by derivation or by a jetton master's own answer; `symbol` for jetton wallets. */
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
}

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
  /** The longest chain of messages: how many blocks the last arrival waits. */
  depth: number;
}

const opOf = (body: Cell): number | null => {
  const s = body.beginParse();
  return s.remainingBits >= 32 ? s.loadUint(32) : null;
};

function failedPhase(tx: Transaction): { ok: boolean; exitCode: number | null } {
  const d = tx.description;
  if (d.type !== 'generic') return { ok: true, exitCode: null };
  const compute = d.computePhase;
  const computeOk = compute.type === 'skipped' || compute.success;
  const ok = !d.aborted && computeOk && (d.actionPhase?.success ?? true) && !d.bouncePhase;
  return { ok, exitCode: compute.type === 'vm' && !compute.success ? compute.exitCode : null };
}

/**
 * Reads the trace for `wallet`; `named` are the accounts the app knows, `tokens` what it may receive. An
 * array is the traces of the wallet's messages emulated one by one, each rooted at the message's
 * destination (wallet-external.ts, emulationRequest): the wallet's own transaction is not in them.
 */
export function readTrace(
  trace: TraceJson | readonly TraceJson[],
  wallet: Address,
  named: NamedAccount[],
  tokens: PreviewToken[],
): TracePreview {
  const nameOf = (a: Address) => named.find((n) => n.address.equals(a)) ?? null;
  const out: TracePreview = { steps: [], received: [], excess: 0n, fees: 0n, failures: [], depth: 0 };
  const add = (token: PreviewToken, amount: bigint) => {
    const hit = out.received.find((r) => r.token === token);
    if (hit) hit.amount += amount;
    else out.received.push({ token, amount });
  };
  const ton = tokens.find((t) => t.userWallet === null);

  const walk = (node: TraceJson, depth: number) => {
    const tx = loadTransaction(Cell.fromHex(node.transaction.raw).beginParse());
    const address = accountOf(tx);
    const name = nameOf(address);
    const phase = failedPhase(tx);
    out.steps.push({ address, name, ...phase, depth });
    out.fees += tx.totalFees.coins;
    out.depth = Math.max(out.depth, depth);
    if (!phase.ok) out.failures.push({ address, name, reason: null, exitCode: phase.exitCode });
    const inMsg = tx.inMessage;
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
    // refunds, as the pool or the order logs them: only from the accounts the app derived itself
    if (name?.role === 'pool' || name?.role === 'order') {
      for (const m of tx.outMessages.values()) {
        if (m.info.type !== 'external-out') continue;
        const reason = refundReason(m.body, name.role);
        if (reason) out.failures.push({ address, name, reason, exitCode: null });
      }
    }
    for (const child of node.children ?? []) walk(child, depth + 1);
  };
  if (!isTraceList(trace)) walk(trace, 0);
  else {
    // the wallet sends them: its step opens the path the funds take, as the wallet's own trace does
    out.steps.push({ address: wallet, name: nameOf(wallet), ok: true, exitCode: null, depth: 0 });
    for (const root of trace) walk(root, 1);
  }
  return out;
}

const isTraceList = (trace: TraceJson | readonly TraceJson[]): trace is readonly TraceJson[] =>
  Array.isArray(trace);

function refundReason(body: Cell, role: 'pool' | 'order'): string | null {
  try {
    if (role === 'pool') {
      const event = parseDexEvent(body);
      return event?.type === 'swap_refunded' || event?.type === 'liquidity_refunded' ? event.reason : null;
    }
    const event = parseOrderEvent(body);
    return event?.type === 'order_fill_failed' ? event.reason : null;
  } catch {
    return null;
  }
}

function accountOf(tx: Transaction): Address {
  const info = tx.inMessage?.info;
  if (info && info.type !== 'external-out') return info.dest as Address;
  throw new Error('a transaction without an incoming message');
}
