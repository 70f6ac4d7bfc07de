import type { z } from 'zod';
import type { TransactionSchema } from '../schemas/blockchain';
import type {
  AccountStatus,
  TransactionActionPhase,
  TransactionComputePhase,
  TransactionDescription,
  TransactionStoragePhase,
} from '@ton/core';
import { Address } from '@ton/core';
import type { IndexedTx } from '../../chain/types';
import { type AddressBook, messageCells, messageJson, type MessageJson } from './message';

export type TransactionJson = z.input<typeof TransactionSchema>;

const STATUS: Record<AccountStatus, TransactionJson['orig_status']> = {
  uninitialized: 'uninit',
  frozen: 'frozen',
  active: 'active',
  'non-existing': 'nonexist',
};

const TX_TYPE: Record<TransactionDescription['type'], string> = {
  generic: 'TransOrd',
  'tick-tock': 'TransTickTock',
  storage: 'TransStorage',
  'split-prepare': 'TransSplitPrepare',
  'split-install': 'TransSplitInstall',
  'merge-prepare': 'TransMergePrepare',
  'merge-install': 'TransMergeInstall',
};

const SKIP_REASON: Record<string, string> = {
  'no-state': 'cskip_no_state',
  'bad-state': 'cskip_bad_state',
  'no-gas': 'cskip_no_gas',
  suspended: 'cskip_suspended',
};

const STATUS_CHANGE = {
  unchanged: 'acst_unchanged',
  frozen: 'acst_frozen',
  deleted: 'acst_deleted',
} as const;

const BOUNCE = {
  'negative-funds': 'TrPhaseBounceNegfunds',
  'no-funds': 'TrPhaseBounceNofunds',
  ok: 'TrPhaseBounceOk',
};

const hash256 = (n: bigint) => n.toString(16).padStart(64, '0');

/** Block ids as TonAPI prints them: `(workchain,shard,seqno)`. */
export const blockId = (workchain: number, shard: string, seqno: number) =>
  `(${workchain},${shard},${seqno})`;

function computePhase(p: TransactionComputePhase) {
  if (p.type === 'skipped') return { skipped: true, skip_reason: SKIP_REASON[p.reason] ?? 'cskip_no_state' };
  return {
    skipped: false,
    success: p.success,
    gas_fees: p.gasFees,
    gas_used: p.gasUsed,
    vm_steps: p.vmSteps,
    exit_code: p.exitCode,
  };
}

const storagePhase = (p: TransactionStoragePhase) => ({
  fees_collected: p.storageFeesCollected,
  ...(p.storageFeesDue != null ? { fees_due: p.storageFeesDue } : {}),
  status_change: STATUS_CHANGE[p.statusChange],
});

const actionPhase = (p: TransactionActionPhase) => ({
  success: p.success,
  result_code: p.resultCode,
  total_actions: p.totalActions,
  skipped_actions: p.skippedActions,
  fwd_fees: p.totalFwdFees ?? 0n,
  total_fees: p.totalActionFees ?? 0n,
});

/** The phases TonAPI lists, taken from whichever description type the transaction has. */
function phases(d: TransactionDescription) {
  const out: Pick<
    TransactionJson,
    | 'aborted'
    | 'destroyed'
    | 'compute_phase'
    | 'storage_phase'
    | 'credit_phase'
    | 'action_phase'
    | 'bounce_phase'
  > = { aborted: false, destroyed: false };
  if ('aborted' in d) out.aborted = d.aborted;
  if ('destroyed' in d) out.destroyed = d.destroyed;
  if ('computePhase' in d) out.compute_phase = computePhase(d.computePhase);
  if ('storagePhase' in d && d.storagePhase) out.storage_phase = storagePhase(d.storagePhase);
  if ('creditPhase' in d && d.creditPhase)
    out.credit_phase = {
      fees_collected: d.creditPhase.dueFeesColelcted ?? 0n,
      credit: d.creditPhase.credit.coins,
    };
  if ('actionPhase' in d && d.actionPhase) out.action_phase = actionPhase(d.actionPhase);
  if (d.type === 'generic' && d.bouncePhase) out.bounce_phase = BOUNCE[d.bouncePhase.type];
  return out;
}

export interface TransactionJsonOptions {
  /** A trace node lists only external-out messages: internal ones are its children. */
  externalOutOnly?: boolean;
}

/** TonAPI's Transaction. */
export async function transactionJson(
  book: AddressBook,
  t: IndexedTx,
  opts: TransactionJsonOptions = {},
): Promise<TransactionJson> {
  const tx = t.tx;
  const cells = messageCells(tx);
  const outMsgs: MessageJson[] = [];
  for (const [i, key] of [...tx.outMessages.keys()].sort((a, b) => a - b).entries()) {
    const message = tx.outMessages.get(key)!;
    if (opts.externalOutOnly && message.info.type !== 'external-out') continue;
    outMsgs.push(await messageJson(book, message, cells.outMsgs[i]!, tx.lt));
  }
  outMsgs.sort((a, b) => (a.created_lt < b.created_lt ? -1 : 1));
  return {
    hash: t.hash,
    lt: t.lt,
    account: await book(Address.parseRaw(t.account)),
    success: t.success,
    utime: t.utime,
    orig_status: STATUS[tx.oldStatus],
    end_status: STATUS[tx.endStatus],
    total_fees: tx.totalFees.coins,
    end_balance: t.endBalance,
    transaction_type: TX_TYPE[tx.description.type],
    state_update_old: tx.stateUpdate.oldHash.toString('hex'),
    state_update_new: tx.stateUpdate.newHash.toString('hex'),
    ...(tx.inMessage && cells.inMsg
      ? { in_msg: await messageJson(book, tx.inMessage, cells.inMsg, tx.lt) }
      : {}),
    out_msgs: outMsgs,
    block: blockId(t.block.workchain, t.block.shard, t.block.seqno),
    ...(tx.prevTransactionLt !== 0n
      ? { prev_trans_hash: hash256(tx.prevTransactionHash), prev_trans_lt: tx.prevTransactionLt }
      : {}),
    ...phases(tx.description),
    raw: tx.raw.toBoc().toString('hex'),
  };
}
