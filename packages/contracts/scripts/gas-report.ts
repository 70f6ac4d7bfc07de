// Pure part of the gas benchmark (scripts/gas-bench.ts): what a transaction cost, which account
// it ran on, whether it succeeded, the sums per operation, the targets and the rendered report.
// Nothing here touches the sandbox, so tests/gas-report.test.ts checks it on synthetic inputs.
import { Address, type Cell, fromNano, type Transaction } from '@ton/core';
import { DexOp, HOP_READY_EXIT_CODE } from '../src/wrappers/dex-constants';

/** The part an account plays in a trace. Only DEX_ROLES count towards dexGas. */
export type AccountRole =
  'factory' | 'pool' | 'deposit' | 'lp-wallet' | 'order' | 'user-wallet' | 'jetton-wallet' | 'jetton-minter';

export const DEX_ROLES: ReadonlySet<AccountRole> = new Set<AccountRole>([
  'factory',
  'pool',
  'deposit',
  'lp-wallet',
  'order',
]);

/** Known accounts by raw address ("0:abcd…"). */
export type AccountBook = ReadonlyMap<string, AccountRole>;

/** What the benchmark needs from one transaction. */
export interface TxRecord {
  /** Raw address of the account the transaction ran on. */
  account: string;
  /** Gas of the compute phase; 0 when it was skipped. */
  gas: bigint;
  /** totalFees.coins */
  fees: bigint;
  /** Exit code of the compute phase, or null when the compute phase was skipped. */
  exitCode: number | null;
  /** Why the compute phase was skipped, when it was. */
  skipReason?: string;
  /** Action phase success; null when there was no action phase. */
  actionOk: boolean | null;
  /** Actions the action phase skipped (a wallet's IGNORE_ERRORS hides failed sends this way). */
  skippedActions: number;
  aborted: boolean;
  /** The inbound message was a bounce. */
  bounced: boolean;
  /** Not a generic (ordinary) transaction. */
  nonGeneric?: boolean;
  /**
   * A step of a jetton hop's probe (pool.tolk HopProbe): the next pool's answer, a deliberate bounce
   * (exit code HOP_READY_EXIT_CODE when it is READY), and its return to the probing pool.
   */
  hopProbe?: 'answer' | 'return';
}

/** Whether a body is a HopProbe, or a rich bounce (0xfffffffe) of one. */
export function hopProbeStepOf(body: Cell | undefined, bounced: boolean): 'answer' | 'return' | undefined {
  const s = body?.beginParse();
  if (!s || s.remainingBits < 32) return undefined;
  const op = s.loadUint(32);
  if (!bounced) return op === DexOp.hopProbe ? 'answer' : undefined;
  if (op !== 0xfffffffe || s.remainingRefs < 1) return undefined;
  const original = s.loadRef().beginParse();
  return original.remainingBits >= 32 && original.loadUint(32) === DexOp.hopProbe ? 'return' : undefined;
}

function accountOf(tx: Transaction): string {
  const info = tx.inMessage?.info;
  if (info && info.type !== 'external-out') return info.dest.toRawString();
  return new Address(0, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex')).toRawString();
}

export function txRecord(tx: Transaction): TxRecord {
  const info = tx.inMessage?.info;
  const bounced = info?.type === 'internal' && info.bounced;
  const hopProbe = hopProbeStepOf(tx.inMessage?.body, bounced);
  const base = {
    account: accountOf(tx),
    fees: tx.totalFees.coins,
    bounced,
    ...(hopProbe ? { hopProbe } : {}),
  };
  const d = tx.description;
  if (d.type !== 'generic') {
    return {
      ...base,
      gas: 0n,
      exitCode: null,
      actionOk: null,
      skippedActions: 0,
      aborted: false,
      nonGeneric: true,
    };
  }
  const compute = d.computePhase;
  return {
    ...base,
    gas: compute.type === 'vm' ? compute.gasUsed : 0n,
    exitCode: compute.type === 'vm' ? compute.exitCode : null,
    ...(compute.type === 'skipped' ? { skipReason: compute.reason } : {}),
    actionOk: d.actionPhase ? d.actionPhase.success : null,
    skippedActions: d.actionPhase?.skippedActions ?? 0,
    aborted: d.aborted,
  };
}

/** Why each failed transaction of a trace failed; empty when every one of them succeeded. */
export function failuresOf(records: readonly TxRecord[], book: AccountBook = new Map()): string[] {
  const failures: string[] = [];
  records.forEach((r, i) => {
    const who = `tx #${i} on ${book.get(r.account) ?? 'unknown account'} ${r.account}`;
    const reasons: string[] = [];
    // a READY pool answers a hop's probe by bouncing it; the answer comes back as a bounce
    const probeAnswer = r.hopProbe === 'answer' && r.exitCode === HOP_READY_EXIT_CODE;
    if (probeAnswer) return;
    if (r.nonGeneric) reasons.push('not an ordinary transaction');
    if (r.exitCode === null && !r.nonGeneric) reasons.push(`compute phase skipped (${r.skipReason ?? '?'})`);
    if (r.exitCode !== null && r.exitCode !== 0 && r.exitCode !== 1) reasons.push(`exit code ${r.exitCode}`);
    if (r.actionOk === false) reasons.push('action phase failed');
    if (r.skippedActions > 0) reasons.push(`${r.skippedActions} action(s) skipped`);
    if (r.aborted) reasons.push('aborted');
    if (r.bounced && r.hopProbe !== 'return') reasons.push('received a bounced message');
    if (reasons.length) failures.push(`${who}: ${reasons.join(', ')}`);
  });
  return failures;
}

export interface TraceSummary {
  /** Gas of transactions on DEX contracts (factory, pools, deposits, LP wallets). */
  dexGas: bigint;
  /** Gas of every transaction, the user's wallet included. */
  chainGas: bigint;
  /** Sum of totalFees over every transaction. */
  feesNano: bigint;
  transactions: number;
  gasByRole: Partial<Record<AccountRole, bigint>>;
}

/** Sums a trace. Throws on an account the book does not know: it could be a DEX contract. */
export function summarize(records: readonly TxRecord[], book: AccountBook): TraceSummary {
  const summary: TraceSummary = { dexGas: 0n, chainGas: 0n, feesNano: 0n, transactions: 0, gasByRole: {} };
  for (const r of records) {
    const role = book.get(r.account);
    if (!role) throw new Error(`Transaction on an unclassified account ${r.account}`);
    summary.chainGas += r.gas;
    summary.feesNano += r.fees;
    summary.transactions += 1;
    summary.gasByRole[role] = (summary.gasByRole[role] ?? 0n) + r.gas;
    if (DEX_ROLES.has(role)) summary.dexGas += r.gas;
  }
  return summary;
}

/** Upper bounds an operation must stay within (any may be absent). */
export interface Limits {
  dexGas?: number;
  chainGas?: number;
  /** TON, decimal string ("0.12"). */
  attachedTon?: string;
  /** Fees of the whole trace, nanoton. */
  feesNano?: number;
}

/** The reference figures the issue gives (STON.fi v2); attachedTon may be a range ("0.2–0.6"). */
export interface Anchor {
  dexGas?: number;
  chainGas?: number;
  attachedTon?: string;
}

export const ANCHOR_LABEL = 'anchor (issue, STON.fi v2 measured by the project in the same emulator)';

export interface Check {
  metric: 'dexGas' | 'chainGas' | 'attachedTon' | 'feesNano';
  value: string;
  limit: string;
  pass: boolean;
}

function tonToNano(ton: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,9}))?$/.exec(ton);
  if (!match) throw new Error(`Not a TON amount: ${ton}`);
  return BigInt(match[1] as string) * 1_000_000_000n + BigInt((match[2] ?? '').padEnd(9, '0'));
}

/** Each bound of `target` against the measured numbers; meets is null when there is no bound. */
export function checkTargets(
  measured: { dexGas: bigint; chainGas: bigint; attachedTonNano: bigint; feesNano?: bigint },
  target: Limits,
): { checks: Check[]; meets: boolean | null } {
  const checks: Check[] = [];
  if (target.dexGas !== undefined) {
    checks.push({
      metric: 'dexGas',
      value: measured.dexGas.toString(),
      limit: String(target.dexGas),
      pass: measured.dexGas <= BigInt(target.dexGas),
    });
  }
  if (target.chainGas !== undefined) {
    checks.push({
      metric: 'chainGas',
      value: measured.chainGas.toString(),
      limit: String(target.chainGas),
      pass: measured.chainGas <= BigInt(target.chainGas),
    });
  }
  if (target.attachedTon !== undefined) {
    checks.push({
      metric: 'attachedTon',
      value: fromNano(measured.attachedTonNano),
      limit: target.attachedTon,
      pass: measured.attachedTonNano <= tonToNano(target.attachedTon),
    });
  }
  if (target.feesNano !== undefined && measured.feesNano !== undefined) {
    checks.push({
      metric: 'feesNano',
      value: measured.feesNano.toString(),
      limit: String(target.feesNano),
      pass: measured.feesNano <= BigInt(target.feesNano),
    });
  }
  return { checks, meets: checks.length ? checks.every((c) => c.pass) : null };
}

/** One row of gas-report.json. */
export interface ReportRow {
  operation: string;
  dexGas: number;
  chainGas: number;
  feesNano: number;
  transactions: number;
  target: Limits;
  anchor: Anchor;
  /** TON the SDK attached beyond the TON principal (swapped or deposited), decimal string. */
  attachedTon: string;
  /** null when the operation has no target. */
  meetsTarget: boolean | null;
}

export function reportRow(
  operation: string,
  summary: TraceSummary,
  attachedTonNano: bigint,
  target: Limits,
  anchor: Anchor,
): ReportRow {
  const { meets } = checkTargets({ ...summary, attachedTonNano }, target);
  return {
    operation,
    dexGas: Number(summary.dexGas),
    chainGas: Number(summary.chainGas),
    feesNano: Number(summary.feesNano),
    transactions: summary.transactions,
    target,
    anchor,
    attachedTon: fromNano(attachedTonNano),
    meetsTarget: meets,
  };
}

/** 1234567 → "1,234,567", independent of the locale. */
export function groupDigits(n: number | bigint | string): string {
  const s = String(n);
  const negative = s.startsWith('-');
  const digits = negative ? s.slice(1) : s;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return negative ? `-${grouped}` : grouped;
}

function describeLimits(l: Limits | Anchor, sep: string): string {
  const parts: string[] = [];
  if (l.dexGas !== undefined) parts.push(`DEX ≤ ${groupDigits(l.dexGas)}`);
  if (l.chainGas !== undefined) parts.push(`chain ≤ ${groupDigits(l.chainGas)}`);
  if (l.attachedTon !== undefined) parts.push(`TON ≤ ${l.attachedTon}`);
  if ('feesNano' in l && l.feesNano !== undefined) parts.push(`fees ≤ ${fromNano(l.feesNano)}`);
  return parts.length ? parts.join(sep) : '—';
}

function describeAnchor(a: Anchor, sep: string): string {
  const parts: string[] = [];
  if (a.dexGas !== undefined) parts.push(`DEX ${groupDigits(a.dexGas)}`);
  if (a.chainGas !== undefined) parts.push(`chain ${groupDigits(a.chainGas)}`);
  if (a.attachedTon !== undefined) parts.push(`TON ${a.attachedTon}`);
  return parts.length ? parts.join(sep) : '—';
}

/** A report row's bounds checked against its own measurements. */
function rowChecks(row: ReportRow) {
  const measured = {
    dexGas: BigInt(row.dexGas),
    chainGas: BigInt(row.chainGas),
    attachedTonNano: tonToNano(row.attachedTon),
    feesNano: BigInt(row.feesNano),
  };
  return checkTargets(measured, row.target);
}

/** PASS/FAIL per bound, e.g. "DEX PASS, chain FAIL". */
export function verdict(row: ReportRow): string {
  const { checks } = rowChecks(row);
  if (!checks.length) return 'no target';
  const name = { dexGas: 'DEX', chainGas: 'chain', attachedTon: 'TON', feesNano: 'fees' } as const;
  return checks.map((c) => `${name[c.metric]} ${c.pass ? 'PASS' : 'FAIL'}`).join(', ');
}

const HEADERS = [
  'operation',
  'DEX gas',
  'chain gas',
  'fees (TON)',
  'txs',
  'TON attached',
  'target',
  ANCHOR_LABEL,
  'result',
];

function cells(row: ReportRow, sep: string): string[] {
  return [
    row.operation,
    groupDigits(row.dexGas),
    groupDigits(row.chainGas),
    fromNano(row.feesNano),
    String(row.transactions),
    row.attachedTon,
    describeLimits(row.target, sep),
    describeAnchor(row.anchor, sep),
    verdict(row),
  ];
}

/** A fixed-width table for the terminal. */
export function renderTable(rows: readonly ReportRow[]): string {
  const body = rows.map((r) => cells(r, ', '));
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((c) => (c[i] as string).length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] as number))
      .join(' | ')
      .trimEnd();
  return [line(HEADERS), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}

/** Targets missed, one sentence each; empty when every target is met. */
export function missedTargets(rows: readonly ReportRow[]): string[] {
  const missed: string[] = [];
  for (const row of rows) {
    const { checks } = rowChecks(row);
    for (const c of checks.filter((x) => !x.pass)) {
      const show = (v: string) =>
        c.metric === 'attachedTon'
          ? `${v} TON`
          : c.metric === 'feesNano'
            ? `${fromNano(v)} TON fees`
            : groupDigits(v);
      missed.push(`${row.operation}: ${c.metric} ${show(c.value)} > ${show(c.limit)}`);
    }
  }
  return missed;
}

export interface GasMdMeta {
  /** e.g. "@ton/sandbox 0.41.0" */
  emulator: string;
  /** Short code hashes of the measured contracts, by name. */
  codeHashes: Record<string, string>;
  /**
   * What changes set out to cost, one section each: DEX gas of each operation before the change, and
   * a line per fix saying what it costs or saves and why. Rendered as a before/after table under its title.
   */
  costs?: readonly CostSection[];
}

export interface CostSection {
  title: string;
  before: Record<string, number>;
  notes: readonly string[];
}

/** The before/after table and the notes of one cost section. */
function renderCosts(rows: readonly ReportRow[], costs: CostSection): string[] {
  const lines = [
    '## ' + costs.title,
    '',
    '| operation | DEX gas before | DEX gas now | change |',
    '| --- | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const before = costs.before[r.operation];
    if (before === undefined) continue;
    const change = r.dexGas - before;
    lines.push(
      `| ${r.operation} | ${groupDigits(before)} | ${groupDigits(r.dexGas)} | ${change >= 0 ? '+' : '−'}${groupDigits(Math.abs(change))} |`,
    );
  }
  return [...lines, '', ...costs.notes.map((n) => `- ${n}`), ''];
}

/** GAS.md: the table and how it was measured. */
export function renderGasMd(rows: readonly ReportRow[], meta: GasMdMeta): string {
  const mdRow = (c: string[]) => `| ${c.join(' | ')} |`;
  const numeric = new Set([1, 2, 3, 4, 5]);
  const missed = missedTargets(rows);
  const hashes = Object.entries(meta.codeHashes)
    .map(([name, hash]) => `${name} \`${hash}\``)
    .join(', ');
  return [
    '# Gas report',
    '',
    'Generated by `npm run bench -w @atoll/contracts` (scripts/gas-bench.ts); the same numbers are in',
    '`gas-report.json`. Gas is compute-phase gas units; fees are in TON.',
    '',
    mdRow(HEADERS),
    mdRow(HEADERS.map((_, i) => (numeric.has(i) ? '---:' : '---'))),
    ...rows.map((r) => mdRow(cells(r, '<br>'))),
    '',
    missed.length ? `Targets missed: ${missed.join('; ')}.` : 'Every target is met.',
    '',
    ...(meta.costs ?? []).flatMap((section) => renderCosts(rows, section)),
    '## Methodology',
    '',
    `Each operation is one signed external message to a real wallet v5r1 (\`WalletContractV5R1\` of ` +
      '@ton/ton) carrying the messages the SDK builders (`buildSwap`, `buildProvideLiquidity`, ' +
      '`buildCreatePool`, `buildRemoveLiquidity`) return, sent with PAY_GAS_SEPARATELY + IGNORE_ERRORS, ' +
      `and emulated to the end of its trace in ${meta.emulator} with its default blockchain config. ` +
      '**chain gas** is the gas of every transaction of the trace, the wallet’s external-in transaction ' +
      'included; **DEX gas** counts only transactions on the DEX contracts: the factory, the pools, the ' +
      'deposit contracts and the LP wallets (jetton wallets whose master is a pool); the wallet and the ' +
      'demo jetton wallets and minters are not DEX contracts. **fees** sum `totalFees` over every ' +
      'transaction of the trace, **txs** counts them. **TON attached** is what the SDK puts on the ' +
      'messages beyond the TON principal (the TON swapped or deposited); unspent gas comes back as ' +
      'excesses. Every operation except the initial liquidity and the first 2-hop through a pair is run ' +
      'once to warm up first, so that the user’s jetton and LP wallets and the pools’ jetton wallets ' +
      'already exist when it is measured, and so that a pool that hops to another has had its probe ' +
      'answered READY and remembers it: the 2-hop row is a hop through a pair of pools after the first, ' +
      'as all but one are. The first 2-hop through a pair (a pool created for that row, hopped to once) ' +
      'pays the probe, and initial liquidity (pool creation and first deposit in one request) is cold by ' +
      'nature. A run ' +
      'fails, and writes nothing, unless every transaction exits with 0 or 1 with a successful action ' +
      'phase and no bounce (but for the answer of a READY pool to a jetton hop’s probe, a bounce with ' +
      'exit code 420 by design, and its return), and the pool reserves move exactly as the SDK quote says. ' +
      'The anchor column holds the STON.fi v2 figures the issue quotes (measured by the project in the ' +
      'same emulator), not a measurement of this run; exact-out is held to the 1-hop swap target and anchor.',
    '',
    `Measured code: ${hashes}.`,
    '',
  ].join('\n');
}
