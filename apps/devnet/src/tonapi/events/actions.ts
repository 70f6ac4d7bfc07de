import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import type { TxView } from './trace-view';

// The actions a trace is read as (TonAPI's Action types that the devnet produces), and what an
// account's event says beside them.

/** Facts about the trace's accounts that the classifier cannot know from messages alone. */
export interface ClassifyEnv {
  /** Master and owner of a jetton wallet; undefined for anything else. */
  jettonWallet(address: string): { master: string; owner: string } | undefined;
  /** True for wallet contracts (and addresses without code, which will be wallets). */
  isWallet(address: string): boolean;
  /** The two assets of one of our pools in pool order (`assetKey`: TON is the zero address). */
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

/** The jetton masters an action names (to describe them in its JSON). */
export function actionMasters(a: ClassifiedAction): string[] {
  if (a.type === 'JettonSwap') return [a.assetIn, a.assetOut].filter((x) => x !== NATIVE_TON_ADDRESS);
  return 'master' in a ? [a.master] : [];
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
      return (
        (a.assetOut === NATIVE_TON_ADDRESS ? a.amountOut : 0n) -
        (a.assetIn === NATIVE_TON_ADDRESS ? a.amountIn : 0n)
      );
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
