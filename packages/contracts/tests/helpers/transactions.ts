// Small matchers over sandbox transactions (the project does not use @ton/test-utils).
import type { Address, Cell, Transaction } from '@ton/core';
import { hopProbeStepOf } from '../../scripts/gas-report';
import { HOP_READY_EXIT_CODE } from '../../src/wrappers/dex-constants';

export interface TxFilter {
  from?: Address;
  to?: Address;
  op?: number;
  /** compute and action phases both succeeded */
  success?: boolean;
  exitCode?: number;
  bounced?: boolean;
}

/** An account as a sandbox transaction names it (`tx.address`: its hash as a number). */
export const accountKey = (address: Address): bigint => BigInt('0x' + address.hash.toString('hex'));

export function inBody(tx: Transaction): Cell | undefined {
  return tx.inMessage?.body;
}

/** First 32 bits of the incoming body, or undefined when it is shorter (e.g. empty). */
export function opOf(tx: Transaction): number | undefined {
  const body = inBody(tx)?.beginParse();
  if (!body || body.remainingBits < 32) return undefined;
  return body.loadUint(32);
}

export function exitCodeOf(tx: Transaction): number | undefined {
  if (tx.description.type !== 'generic' || tx.description.computePhase.type !== 'vm') return undefined;
  return tx.description.computePhase.exitCode;
}

export function gasOf(tx: Transaction): bigint {
  if (tx.description.type !== 'generic' || tx.description.computePhase.type !== 'vm') return 0n;
  return tx.description.computePhase.gasUsed;
}

/**
 * The steps of a jetton hop's probe, which look like failures and are not: the next pool answers by
 * bouncing the probe (exit code HOP_READY_EXIT_CODE when it is READY, another when it is not, and
 * no compute phase at all when there is no pool), and the answer returns as a bounce.
 */
export function isHopProbeStep(tx: Transaction): boolean {
  const info = tx.inMessage?.info;
  const bounced = info?.type === 'internal' && info.bounced;
  return hopProbeStepOf(tx.inMessage?.body, bounced) !== undefined;
}

/** A READY pool's answer to a hop's probe. */
export function isHopReadyAnswer(tx: Transaction): boolean {
  return hopProbeStepOf(tx.inMessage?.body, false) === 'answer' && exitCodeOf(tx) === HOP_READY_EXIT_CODE;
}

export function succeeded(tx: Transaction): boolean {
  if (tx.description.type !== 'generic') return false;
  const compute = tx.description.computePhase;
  const computeOk = compute.type === 'vm' && compute.success;
  return computeOk && (tx.description.actionPhase?.success ?? false) && !tx.description.aborted;
}

export function valueOf(tx: Transaction): bigint {
  const info = tx.inMessage?.info;
  return info?.type === 'internal' ? info.value.coins : 0n;
}

function matches(tx: Transaction, filter: TxFilter): boolean {
  const info = tx.inMessage?.info;
  if (!info || info.type !== 'internal') return false;
  if (filter.from && !info.src.equals(filter.from)) return false;
  if (filter.to && !info.dest.equals(filter.to)) return false;
  if (filter.bounced !== undefined && info.bounced !== filter.bounced) return false;
  if (filter.op !== undefined && opOf(tx) !== filter.op) return false;
  if (filter.success !== undefined && succeeded(tx) !== filter.success) return false;
  if (filter.exitCode !== undefined && exitCodeOf(tx) !== filter.exitCode) return false;
  return true;
}

export function findTxs(txs: Transaction[], filter: TxFilter): Transaction[] {
  return txs.filter((tx) => matches(tx, filter));
}

/** The only transaction that matches; throws when there is none or more than one. */
export function findTx(txs: Transaction[], filter: TxFilter): Transaction {
  const found = findTxs(txs, filter);
  if (found.length !== 1) {
    throw new Error(`expected exactly one transaction matching ${describe(filter)}, found ${found.length}`);
  }
  return found[0] as Transaction;
}

function describe(filter: TxFilter): string {
  return JSON.stringify({
    ...filter,
    from: filter.from?.toString(),
    to: filter.to?.toString(),
  });
}

/** One line per transaction: op, destination, exit code, action result, gas. For failing tests. */
export function describeTxs(txs: Transaction[]): string {
  return txs
    .map((tx) => {
      const info = tx.inMessage?.info;
      const dest = info && info.type !== 'external-out' ? info.dest.toString().slice(-6) : '?';
      const d = tx.description;
      const compute =
        d.type === 'generic' && d.computePhase.type === 'vm'
          ? `exit=${d.computePhase.exitCode} gas=${d.computePhase.gasUsed}`
          : 'skipped';
      const action = d.type === 'generic' && d.actionPhase ? `action=${d.actionPhase.resultCode}` : '';
      const bounced = info?.type === 'internal' && info.bounced ? ' bounced' : '';
      return `${(opOf(tx) ?? 0).toString(16).padStart(8, '0')} → …${dest} ${compute} ${action}${bounced}`;
    })
    .join('\n');
}
