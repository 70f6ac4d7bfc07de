import type { Cell, Message } from '@ton/core';
import { DexOp, JettonOp, parseDexEvent } from '@atoll/contracts';
import type { IndexedTx } from '../../chain/types';

// Events: TonAPI's high-level reading of a trace. `classifyTrace` is a pure function from the
// trace's transactions (and a few facts about its accounts) to actions; the route resolves those
// facts from the chain and turns actions into JSON.

export interface MsgView {
  kind: 'internal' | 'external-in' | 'external-out';
  src: string | null;
  dest: string | null;
  value: bigint;
  /** Forward and IHR fees the sender paid on top of `value` (internal messages). */
  fees: bigint;
  bounced: boolean;
  body: Cell;
}

export interface TxView {
  hash: string;
  account: string;
  lt: bigint;
  utime: number;
  success: boolean;
  parentHash: string | null;
  inMsg: MsgView | null;
  outMsgs: MsgView[];
  totalFees: bigint;
}

function msgView(m: Message): MsgView {
  const info = m.info;
  if (info.type === 'internal')
    return {
      kind: 'internal',
      src: info.src.toRawString(),
      dest: info.dest.toRawString(),
      value: info.value.coins,
      fees: info.forwardFee + info.ihrFee,
      bounced: info.bounced,
      body: m.body,
    };
  if (info.type === 'external-in')
    return {
      kind: 'external-in',
      src: null,
      dest: info.dest.toRawString(),
      value: 0n,
      fees: 0n,
      bounced: false,
      body: m.body,
    };
  return {
    kind: 'external-out',
    src: info.src.toRawString(),
    dest: null,
    value: 0n,
    fees: 0n,
    bounced: false,
    body: m.body,
  };
}

export function txView(t: IndexedTx): TxView {
  return {
    hash: t.hash,
    account: t.account,
    lt: t.lt,
    utime: t.utime,
    success: t.success,
    parentHash: t.parentHash,
    inMsg: t.tx.inMessage ? msgView(t.tx.inMessage) : null,
    outMsgs: [...t.tx.outMessages.values()].map(msgView),
    totalFees: t.tx.totalFees.coins,
  };
}

/** Facts about the trace's accounts that the classifier cannot know from messages alone. */
export interface ClassifyEnv {
  /** Master and owner of a jetton wallet; undefined for anything else. */
  jettonWallet(address: string): { master: string; owner: string } | undefined;
  /** True for wallet contracts (and addresses without code, which will be wallets). */
  isWallet(address: string): boolean;
  /** The two assets of one of our pools in pool order ('ton' or a master's raw address). */
  poolAssets(address: string): readonly [string, string] | undefined;
  /** The owner's jetton wallet address, when it can be derived. */
  walletAddress?(master: string, owner: string): string | undefined;
}

interface Base {
  ok: boolean;
  /** Hashes of the transactions the action stands for, in lt order. */
  txs: string[];
}

export type ClassifiedAction =
  | (Base & { type: 'TonTransfer'; sender: string; recipient: string; amount: bigint; comment?: string })
  | (Base & {
      type: 'JettonTransfer';
      sender: string | null;
      recipient: string | null;
      sendersWallet: string;
      recipientsWallet: string;
      master: string;
      amount: bigint;
      comment?: string;
    })
  | (Base & {
      type: 'JettonMint';
      recipient: string;
      recipientsWallet: string;
      master: string;
      amount: bigint;
    })
  | (Base & { type: 'JettonBurn'; sender: string; sendersWallet: string; master: string; amount: bigint })
  | (Base & {
      type: 'JettonSwap';
      user: string;
      pool: string;
      assetIn: string;
      assetOut: string;
      amountIn: bigint;
      amountOut: bigint;
    })
  | (Base & {
      type: 'SmartContractExec';
      executor: string;
      contract: string;
      amount: bigint;
      operation: string;
    });

export function opOf(body: Cell): number | null {
  const s = body.beginParse();
  return s.remainingBits >= 32 ? s.preloadUint(32) : null;
}

/** A TEP text comment (op 0 + snake string), or undefined. */
function commentOf(slice: ReturnType<Cell['beginParse']>): string | undefined {
  try {
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return undefined;
    return slice.loadStringTail();
  } catch {
    return undefined;
  }
}

interface TransferBody {
  amount: bigint;
  destination: string | null;
  comment?: string;
}

function parseJettonTransfer(body: Cell): TransferBody | null {
  try {
    const s = body.beginParse();
    s.skip(32 + 64);
    const amount = s.loadCoins();
    const destination = s.loadMaybeAddress();
    s.loadMaybeAddress(); // response destination
    s.loadMaybeRef(); // custom payload
    s.loadCoins(); // forward TON amount
    // forward_payload: Either Cell ^Cell
    let comment: string | undefined;
    if (s.remainingBits > 0) comment = commentOf(s.loadBit() ? s.loadRef().beginParse() : s);
    return { amount, destination: destination?.toRawString() ?? null, comment };
  } catch {
    return null;
  }
}

function parseAmountAfterQuery(body: Cell): bigint | null {
  try {
    const s = body.beginParse();
    s.skip(32 + 64);
    return s.loadCoins();
  } catch {
    return null;
  }
}

const OP_NAMES = new Map<number, string>([
  ...Object.entries(DexOp).map(
    ([name, op]) => [op, `Atoll${name[0]!.toUpperCase()}${name.slice(1)}`] as const,
  ),
  [JettonOp.mint, 'JettonMint'],
  [JettonOp.changeAdmin, 'JettonChangeAdmin'],
  [JettonOp.changeContent, 'JettonChangeContent'],
  [JettonOp.provideWalletAddress, 'JettonProvideWalletAddress'],
  [JettonOp.takeWalletAddress, 'JettonTakeWalletAddress'],
]);

export function operationName(op: number | null): string {
  if (op === null) return 'Call';
  return OP_NAMES.get(op) ?? `0x${op.toString(16).padStart(8, '0')}`;
}

/** The trace's transactions → TonAPI-style actions, in the order they happened. */
export function classifyTrace(trace: readonly TxView[], env: ClassifyEnv): ClassifiedAction[] {
  const txs = [...trace].sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
  const children = (t: TxView) => txs.filter((c) => c.parentHash === t.hash);
  const inOp = (t: TxView) => (t.inMsg ? opOf(t.inMsg.body) : null);
  const consumed = new Set<string>();
  const found: Array<{ lt: bigint; action: ClassifiedAction }> = [];
  const add = (action: ClassifiedAction) => {
    for (const h of action.txs) consumed.add(h);
    const first = txs.find((t) => action.txs.includes(t.hash));
    found.push({ lt: first?.lt ?? 0n, action });
  };
  // the jetton wallet's follow-ups: a notification to the recipient and the excesses
  const followUps = (wallet: TxView) =>
    children(wallet).filter((c) => {
      const op = inOp(c);
      return op === JettonOp.transferNotification || op === JettonOp.excesses;
    });

  // 1. jetton patterns (TEP-74)
  for (const t of txs) {
    const m = t.inMsg;
    if (!m || m.kind !== 'internal' || m.bounced || consumed.has(t.hash)) continue;
    const op = opOf(m.body);
    if (op === JettonOp.transfer) {
      const wallet = env.jettonWallet(t.account);
      const body = parseJettonTransfer(m.body);
      if (!wallet || !body) continue;
      const receiving = children(t).find((c) => inOp(c) === JettonOp.internalTransfer);
      const recipientsWallet =
        receiving?.account ??
        (body.destination ? env.walletAddress?.(wallet.master, body.destination) : undefined) ??
        t.account;
      add({
        type: 'JettonTransfer',
        sender: m.src,
        recipient: body.destination,
        sendersWallet: t.account,
        recipientsWallet,
        master: wallet.master,
        amount: body.amount,
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        ok: t.success && (receiving?.success ?? false),
        txs: [t, ...(receiving ? [receiving, ...followUps(receiving)] : [])].map((x) => x.hash),
      });
    } else if (op === JettonOp.internalTransfer) {
      const wallet = env.jettonWallet(t.account);
      const amount = parseAmountAfterQuery(m.body);
      // a transfer from another wallet is handled with its transfer; from the master it is a mint
      if (!wallet || amount === null || m.src !== wallet.master) continue;
      const minter = txs.find((x) => x.hash === t.parentHash && x.account === wallet.master);
      add({
        type: 'JettonMint',
        recipient: wallet.owner,
        recipientsWallet: t.account,
        master: wallet.master,
        amount,
        ok: t.success && (minter?.success ?? true),
        txs: [...(minter && !consumed.has(minter.hash) ? [minter] : []), t, ...followUps(t)].map(
          (x) => x.hash,
        ),
      });
    } else if (op === JettonOp.burn) {
      const wallet = env.jettonWallet(t.account);
      const amount = parseAmountAfterQuery(m.body);
      if (!wallet || amount === null || !m.src) continue;
      const notified = children(t).filter((c) => inOp(c) === JettonOp.burnNotification);
      add({
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

  // 2. plain value transfers and contract calls
  for (const t of txs) {
    const m = t.inMsg;
    if (!m || m.kind !== 'internal' || m.bounced || consumed.has(t.hash) || !m.src) continue;
    const op = opOf(m.body);
    // excesses and notifications outside a recognised transfer say nothing of their own
    if (op === JettonOp.excesses || op === JettonOp.transferNotification) continue;
    if (op === null || op === 0 || env.isWallet(t.account)) {
      const comment = op === 0 ? commentOf(m.body.beginParse()) : undefined;
      add({
        type: 'TonTransfer',
        sender: m.src,
        recipient: t.account,
        amount: m.value,
        ...(comment !== undefined ? { comment } : {}),
        ok: t.success,
        txs: [t.hash],
      });
    } else if (env.isWallet(m.src)) {
      add({
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

  // 3. swaps of our pools: each swap log replaces the transfers into and out of that pool
  let actions = found.sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
  for (const t of txs) {
    const assets = env.poolAssets(t.account);
    if (!assets) continue;
    for (const out of t.outMsgs) {
      if (out.kind !== 'external-out') continue;
      let event = null;
      try {
        event = parseDexEvent(out.body);
      } catch {
        event = null;
      }
      if (!event || event.type !== 'swap') continue;
      const pool = t.account;
      const touches = (a: ClassifiedAction) => {
        switch (a.type) {
          case 'TonTransfer':
            return a.sender === pool || a.recipient === pool;
          case 'JettonTransfer':
            return a.sender === pool || a.recipient === pool;
          case 'SmartContractExec':
            return a.executor === pool || a.contract === pool;
          default:
            return false;
        }
      };
      const absorbed = actions.filter((x) => touches(x.action));
      const lt = absorbed[0]?.lt ?? t.lt;
      const hashes = new Set([...absorbed.flatMap((x) => x.action.txs), t.hash]);
      actions = actions.filter((x) => !touches(x.action));
      actions.push({
        lt,
        action: {
          type: 'JettonSwap',
          user: event.user.toRawString(),
          pool,
          assetIn: event.zeroForOne ? assets[0] : assets[1],
          assetOut: event.zeroForOne ? assets[1] : assets[0],
          amountIn: event.amountIn,
          amountOut: event.amountOut,
          ok: true,
          txs: txs.filter((x) => hashes.has(x.hash)).map((x) => x.hash),
        },
      });
      actions.sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
    }
  }

  // nothing recognisable: say at least that the first contract of the trace ran
  if (actions.length === 0) {
    const root = txs[0];
    if (root) {
      const first =
        root.inMsg?.kind === 'internal' ? root : (txs.find((t) => t.parentHash === root.hash) ?? root);
      const m = first.inMsg;
      actions.push({
        lt: first.lt,
        action: {
          type: 'SmartContractExec',
          executor: m?.src ?? first.account,
          contract: first.account,
          amount: m?.value ?? 0n,
          operation: operationName(m ? opOf(m.body) : null),
          ok: first.success,
          txs: [first.hash],
        },
      });
    }
  }
  return actions.map((x) => x.action);
}

/** Accounts an action is really about (TonAPI's subject_only filter: jetton wallets are not). */
export function actionSubjects(a: ClassifiedAction): string[] {
  switch (a.type) {
    case 'TonTransfer':
      return [a.sender, a.recipient];
    case 'JettonTransfer':
      return [a.sender, a.recipient].filter((x): x is string => x !== null);
    case 'JettonMint':
      return [a.recipient];
    case 'JettonBurn':
      return [a.sender];
    case 'JettonSwap':
      return [a.user, a.pool];
    case 'SmartContractExec':
      return [a.executor, a.contract];
  }
}

/** TON an action moves into (+) or out of (−) `account`, as far as the action says. */
function explicitTon(a: ClassifiedAction, account: string): bigint {
  switch (a.type) {
    case 'TonTransfer':
      return (a.recipient === account ? a.amount : 0n) - (a.sender === account ? a.amount : 0n);
    case 'SmartContractExec':
      return (a.contract === account ? a.amount : 0n) - (a.executor === account ? a.amount : 0n);
    case 'JettonSwap':
      if (a.user !== account) return 0n;
      return (a.assetOut === 'ton' ? a.amountOut : 0n) - (a.assetIn === 'ton' ? a.amountIn : 0n);
    default:
      return 0n;
  }
}

/**
 * TonAPI's `extra`: the account's balance change over the trace that its actions do not
 * explain (negative: fees it paid; positive: excesses it got back).
 */
export function eventExtra(
  account: string,
  trace: readonly TxView[],
  actions: readonly ClassifiedAction[],
): bigint {
  let delta = 0n;
  for (const t of trace) {
    if (t.account !== account) continue;
    if (t.inMsg?.kind === 'internal') delta += t.inMsg.value;
    for (const out of t.outMsgs) if (out.kind === 'internal') delta -= out.value + out.fees;
    delta -= t.totalFees;
  }
  for (const a of actions) delta -= explicitTon(a, account);
  return delta;
}

// ---- JSON ----

export interface ActionLookups<A, J> {
  account(address: string): A;
  jetton(master: string): J & { symbol: string; decimals: number };
}

/** Whole units with the decimals needed and no more: 1.5, 0.0001, 12. */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const frac = decimals > 0 ? (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** One action as TonAPI's Action schema writes it. */
export function actionToJson<A, J>(a: ClassifiedAction, look: ActionLookups<A, J>) {
  const status = a.ok ? 'ok' : 'failed';
  const base = { type: a.type, status, base_transactions: a.txs };
  switch (a.type) {
    case 'TonTransfer': {
      const ton = `${formatUnits(a.amount, 9)} TON`;
      return {
        ...base,
        TonTransfer: {
          sender: look.account(a.sender),
          recipient: look.account(a.recipient),
          amount: a.amount,
          ...(a.comment !== undefined ? { comment: a.comment } : {}),
        },
        simple_preview: {
          name: 'Ton Transfer',
          description: `Transferring ${ton}`,
          value: ton,
          accounts: [look.account(a.sender), look.account(a.recipient)],
        },
      };
    }
    case 'JettonTransfer': {
      const jetton = look.jetton(a.master);
      const value = `${formatUnits(a.amount, jetton.decimals)} ${jetton.symbol}`;
      const parties = [a.sender, a.recipient].filter((x): x is string => x !== null);
      return {
        ...base,
        JettonTransfer: {
          ...(a.sender ? { sender: look.account(a.sender) } : {}),
          ...(a.recipient ? { recipient: look.account(a.recipient) } : {}),
          senders_wallet: a.sendersWallet,
          recipients_wallet: a.recipientsWallet,
          amount: a.amount.toString(),
          ...(a.comment !== undefined ? { comment: a.comment } : {}),
          jetton,
        },
        simple_preview: {
          name: 'Jetton Transfer',
          description: `Transferring ${value}`,
          value,
          accounts: parties.map((p) => look.account(p)),
        },
      };
    }
    case 'JettonMint': {
      const jetton = look.jetton(a.master);
      const value = `${formatUnits(a.amount, jetton.decimals)} ${jetton.symbol}`;
      return {
        ...base,
        JettonMint: {
          recipient: look.account(a.recipient),
          recipients_wallet: a.recipientsWallet,
          amount: a.amount.toString(),
          jetton,
        },
        simple_preview: {
          name: 'Jetton Mint',
          description: `Minting ${value}`,
          value,
          accounts: [look.account(a.recipient)],
        },
      };
    }
    case 'JettonBurn': {
      const jetton = look.jetton(a.master);
      const value = `${formatUnits(a.amount, jetton.decimals)} ${jetton.symbol}`;
      return {
        ...base,
        JettonBurn: {
          sender: look.account(a.sender),
          senders_wallet: a.sendersWallet,
          amount: a.amount.toString(),
          jetton,
        },
        simple_preview: {
          name: 'Jetton Burn',
          description: `Burning ${value}`,
          value,
          accounts: [look.account(a.sender)],
        },
      };
    }
    case 'JettonSwap': {
      const side = (asset: string, amount: bigint) => {
        if (asset === 'ton') return { text: `${formatUnits(amount, 9)} TON`, jetton: undefined };
        const jetton = look.jetton(asset);
        return { text: `${formatUnits(amount, jetton.decimals)} ${jetton.symbol}`, jetton };
      };
      const sin = side(a.assetIn, a.amountIn);
      const sout = side(a.assetOut, a.amountOut);
      const tonIn = a.assetIn === 'ton' ? { ton_in: a.amountIn, gram_in: a.amountIn } : {};
      const tonOut = a.assetOut === 'ton' ? { ton_out: a.amountOut, gram_out: a.amountOut } : {};
      return {
        ...base,
        JettonSwap: {
          dex: 'atoll',
          // TonAPI leaves the jetton amount of the TON side empty; "0" parses the same in its client
          amount_in: a.assetIn === 'ton' ? '0' : a.amountIn.toString(),
          amount_out: a.assetOut === 'ton' ? '0' : a.amountOut.toString(),
          ...tonIn,
          ...tonOut,
          user_wallet: look.account(a.user),
          router: look.account(a.pool),
          ...(sin.jetton ? { jetton_master_in: sin.jetton } : {}),
          ...(sout.jetton ? { jetton_master_out: sout.jetton } : {}),
        },
        simple_preview: {
          name: 'Swap Tokens',
          description: `Swapping ${sin.text} for ${sout.text}`,
          value: `${sin.text} → ${sout.text}`,
          accounts: [look.account(a.user), look.account(a.pool)],
        },
      };
    }
    case 'SmartContractExec': {
      const ton = `${formatUnits(a.amount, 9)} TON`;
      return {
        ...base,
        SmartContractExec: {
          executor: look.account(a.executor),
          contract: look.account(a.contract),
          ton_attached: a.amount,
          gram_attached: a.amount,
          operation: a.operation,
        },
        simple_preview: {
          name: 'Smart Contract Execution',
          description: `Execution of smart contract (${a.operation})`,
          value: ton,
          accounts: [look.account(a.executor), look.account(a.contract)],
        },
      };
    }
  }
}
