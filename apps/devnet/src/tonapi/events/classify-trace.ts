import { JettonOp, parseDexEvent } from '@atoll/contracts';
import type { ClassifiedAction, ClassifyEnv } from './actions';
import { commentOf, jettonAmountOf, opOf, parseJettonTransfer, transferComment } from '@atoll/chain';
import { operationName } from './operation-names';
import { byLt, type TxView } from './trace-view';

// Trace → actions, as TonAPI reads a trace: pure (the facts about accounts come in `env`), in
// three passes. Jetton patterns first, since they claim the transactions of their notifications
// and excesses; then plain transfers and wallet calls among what is left; then each swap log of
// one of our pools folds the transfers into and out of that pool into one JettonSwap.

interface Found {
  lt: bigint;
  action: ClassifiedAction;
}

/** The trace in lt order and the transactions already claimed by an action. */
class Reading {
  readonly txs: TxView[];
  readonly consumed = new Set<string>();
  readonly found: Found[] = [];

  constructor(trace: readonly TxView[]) {
    this.txs = [...trace].sort(byLt);
  }

  children(t: TxView): TxView[] {
    return this.txs.filter((c) => c.parentHash === t.hash);
  }

  add(action: ClassifiedAction): void {
    for (const h of action.txs) this.consumed.add(h);
    const first = this.txs.find((t) => action.txs.includes(t.hash));
    this.found.push({ lt: first?.lt ?? 0n, action });
  }

  /** A jetton wallet's follow-ups: the notification to the recipient and the excesses. */
  followUps(wallet: TxView): TxView[] {
    return this.children(wallet).filter((c) => {
      const op = inOp(c);
      return op === JettonOp.transferNotification || op === JettonOp.excesses;
    });
  }
}

const inOp = (t: TxView) => (t.inMsg ? opOf(t.inMsg.body) : null);

/** Pass 1: TEP-74 transfers, mints and burns. */
function readJettonActions(r: Reading, env: ClassifyEnv): void {
  for (const t of r.txs) {
    const m = t.inMsg;
    if (!m || m.kind !== 'internal' || m.bounced || r.consumed.has(t.hash)) continue;
    const op = opOf(m.body);
    const wallet = env.jettonWallet(t.account);
    if (!wallet) continue;
    if (op === JettonOp.transfer) {
      const body = parseJettonTransfer(m.body);
      if (!body) continue;
      const destination = body.destination?.toRawString() ?? null;
      const comment = transferComment(body);
      const receiving = r.children(t).find((c) => inOp(c) === JettonOp.internalTransfer);
      const recipientsWallet =
        receiving?.account ??
        (destination ? env.walletAddress?.(wallet.master, destination) : undefined) ??
        t.account;
      r.add({
        type: 'JettonTransfer',
        sender: m.src,
        recipient: destination,
        sendersWallet: t.account,
        recipientsWallet,
        master: wallet.master,
        amount: body.amount,
        ...(comment !== undefined ? { comment } : {}),
        ok: t.success && (receiving?.success ?? false),
        txs: [t, ...(receiving ? [receiving, ...r.followUps(receiving)] : [])].map((x) => x.hash),
      });
    } else if (op === JettonOp.internalTransfer) {
      const amount = jettonAmountOf(m.body);
      // a transfer from another wallet is handled with its transfer; from the master it is a mint
      if (amount === null || m.src !== wallet.master) continue;
      const minter = r.txs.find((x) => x.hash === t.parentHash && x.account === wallet.master);
      r.add({
        type: 'JettonMint',
        recipient: wallet.owner,
        recipientsWallet: t.account,
        master: wallet.master,
        amount,
        ok: t.success && (minter?.success ?? true),
        txs: [...(minter && !r.consumed.has(minter.hash) ? [minter] : []), t, ...r.followUps(t)].map(
          (x) => x.hash,
        ),
      });
    } else if (op === JettonOp.burn) {
      const amount = jettonAmountOf(m.body);
      if (amount === null || !m.src) continue;
      const notified = r.children(t).filter((c) => inOp(c) === JettonOp.burnNotification);
      r.add({
        type: 'JettonBurn',
        sender: m.src,
        sendersWallet: t.account,
        master: wallet.master,
        amount,
        ok: t.success && notified.every((c) => c.success),
        txs: [t, ...notified].map((x) => x.hash),
      });
    }
  }
}

/** Pass 2: plain value transfers and wallets' calls to contracts. */
function readPlainActions(r: Reading, env: ClassifyEnv): void {
  for (const t of r.txs) {
    const m = t.inMsg;
    if (!m || m.kind !== 'internal' || m.bounced || r.consumed.has(t.hash) || !m.src) continue;
    const op = opOf(m.body);
    // excesses and notifications outside a recognised transfer say nothing of their own
    if (op === JettonOp.excesses || op === JettonOp.transferNotification) continue;
    if (op === null || op === 0 || env.isWallet(t.account)) {
      const comment = op === 0 ? commentOf(m.body.beginParse()) : undefined;
      r.add({
        type: 'TonTransfer',
        sender: m.src,
        recipient: t.account,
        amount: m.value,
        ...(comment !== undefined ? { comment } : {}),
        ok: t.success,
        txs: [t.hash],
      });
    } else if (env.isWallet(m.src)) {
      r.add({
        type: 'SmartContractExec',
        executor: m.src,
        contract: t.account,
        amount: m.value,
        operation: operationName(op),
        ok: t.success,
        txs: [t.hash],
      });
    }
    // a contract calling a contract is the inside of whatever the user's call started
  }
}

/** Whether an action moves value into or out of `pool` (and so belongs to its swap). */
function touches(a: ClassifiedAction, pool: string): boolean {
  switch (a.type) {
    case 'TonTransfer':
    case 'JettonTransfer':
      return a.sender === pool || a.recipient === pool;
    case 'SmartContractExec':
      return a.executor === pool || a.contract === pool;
    default:
      return false;
  }
}

function swapLog(body: TxView['outMsgs'][number]['body']) {
  try {
    const event = parseDexEvent(body);
    return event?.type === 'swap' ? event : null;
  } catch {
    return null;
  }
}

/** Pass 3: each swap log of one of our pools replaces the transfers into and out of that pool. */
function foldSwaps(r: Reading, env: ClassifyEnv, found: Found[]): Found[] {
  let actions = [...found].sort(byLt);
  for (const t of r.txs) {
    const assets = env.poolAssets(t.account);
    if (!assets) continue;
    for (const out of t.outMsgs) {
      const event = out.kind === 'external-out' ? swapLog(out.body) : null;
      if (!event) continue;
      const pool = t.account;
      const absorbed = actions.filter((x) => touches(x.action, pool));
      const hashes = new Set([...absorbed.flatMap((x) => x.action.txs), t.hash]);
      actions = actions.filter((x) => !touches(x.action, pool));
      actions.push({
        lt: absorbed[0]?.lt ?? t.lt,
        action: {
          type: 'JettonSwap',
          user: event.user.toRawString(),
          pool,
          assetIn: event.zeroForOne ? assets[0] : assets[1],
          assetOut: event.zeroForOne ? assets[1] : assets[0],
          amountIn: event.amountIn,
          amountOut: event.amountOut,
          ok: true,
          txs: r.txs.filter((x) => hashes.has(x.hash)).map((x) => x.hash),
        },
      });
      actions.sort(byLt);
    }
  }
  return actions;
}

/** Nothing recognisable: say at least that the first contract of the trace ran. */
function fallback(r: Reading): ClassifiedAction | null {
  const root = r.txs[0];
  if (!root) return null;
  const first = root.inMsg?.kind === 'internal' ? root : (r.children(root)[0] ?? root);
  const m = first.inMsg;
  return {
    type: 'SmartContractExec',
    executor: m?.src ?? first.account,
    contract: first.account,
    amount: m?.value ?? 0n,
    operation: operationName(m ? opOf(m.body) : null),
    ok: first.success,
    txs: [first.hash],
  };
}

/** The trace's transactions → TonAPI-style actions, in the order they happened. */
export function classifyTrace(trace: readonly TxView[], env: ClassifyEnv): ClassifiedAction[] {
  const r = new Reading(trace);
  readJettonActions(r, env);
  readPlainActions(r, env);
  const actions = foldSwaps(r, env, r.found).map((x) => x.action);
  if (actions.length > 0) return actions;
  const only = fallback(r);
  return only ? [only] : [];
}
