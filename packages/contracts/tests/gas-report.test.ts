import { Address, beginCell, Dictionary, type Transaction } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { HOP_READY_EXIT_CODE } from '../src/wrappers/dex-constants';
import {
  type AccountBook,
  type AccountRole,
  ANCHOR_LABEL,
  checkTargets,
  failuresOf,
  groupDigits,
  missedTargets,
  renderGasMd,
  renderTable,
  reportRow,
  summarize,
  type TxRecord,
  txRecord,
} from '../scripts/gas-report';

const addr = (n: number) => new Address(0, Buffer.alloc(32, n));
const raw = (n: number) => addr(n).toRawString();

const WALLET = 1;
const POOL = 2;
const POOL_JW = 3;
const USER_JW = 4;
const LP = 5;
const DEPOSIT = 6;
const FACTORY = 7;
const MINTER = 8;

const book: AccountBook = new Map<string, AccountRole>([
  [raw(WALLET), 'user-wallet'],
  [raw(POOL), 'pool'],
  [raw(POOL_JW), 'jetton-wallet'],
  [raw(USER_JW), 'jetton-wallet'],
  [raw(LP), 'lp-wallet'],
  [raw(DEPOSIT), 'deposit'],
  [raw(FACTORY), 'factory'],
  [raw(MINTER), 'jetton-minter'],
]);

function rec(account: number, gas: number, fees: number, over: Partial<TxRecord> = {}): TxRecord {
  return {
    account: raw(account),
    gas: BigInt(gas),
    fees: BigInt(fees),
    exitCode: 0,
    actionOk: true,
    skippedActions: 0,
    aborted: false,
    bounced: false,
    ...over,
  };
}

describe('summarize', () => {
  const cases: {
    name: string;
    records: TxRecord[];
    dexGas: bigint;
    chainGas: bigint;
    feesNano: bigint;
    transactions: number;
  }[] = [
    { name: 'empty trace', records: [], dexGas: 0n, chainGas: 0n, feesNano: 0n, transactions: 0 },
    {
      name: 'TON → jetton: only the pool is DEX',
      records: [
        rec(WALLET, 4_939, 2_000_000),
        rec(POOL, 17_322, 7_000_000),
        rec(POOL_JW, 5_281, 3_000_000),
        rec(USER_JW, 5_281, 3_000_000),
        rec(WALLET, 778, 100_000),
      ],
      dexGas: 17_322n,
      chainGas: 33_601n,
      feesNano: 15_100_000n,
      transactions: 5,
    },
    {
      name: 'add liquidity: pool, deposit and LP wallet count, minter and wallets do not',
      records: [
        rec(WALLET, 7_000, 1),
        rec(POOL, 16_000, 2),
        rec(DEPOSIT, 5_740, 3),
        rec(POOL, 16_194, 4),
        rec(LP, 4_043, 5),
        rec(MINTER, 3_639, 6),
        rec(FACTORY, 5_742, 7),
      ],
      dexGas: 16_000n + 5_740n + 16_194n + 4_043n + 5_742n,
      chainGas: 7_000n + 16_000n + 5_740n + 16_194n + 4_043n + 3_639n + 5_742n,
      feesNano: 28n,
      transactions: 7,
    },
    {
      name: 'skipped compute phases add fees, no gas',
      records: [rec(POOL, 0, 500, { exitCode: null, skipReason: 'no-gas' }), rec(LP, 10, 0)],
      dexGas: 10n,
      chainGas: 10n,
      feesNano: 500n,
      transactions: 2,
    },
  ];
  it.each(cases)('$name', ({ records, dexGas, chainGas, feesNano, transactions }) => {
    expect(summarize(records, book)).toMatchObject({ dexGas, chainGas, feesNano, transactions });
  });

  it('sums gas per role', () => {
    const s = summarize([rec(POOL, 100, 0), rec(POOL, 50, 0), rec(WALLET, 7, 0)], book);
    expect(s.gasByRole).toEqual({ pool: 150n, 'user-wallet': 7n });
  });

  it('refuses an account it cannot classify', () => {
    expect(() => summarize([rec(POOL, 1, 1), rec(99, 1, 1)], book)).toThrow(/unclassified account 0:6363/);
  });
});

describe('failuresOf', () => {
  const cases: { name: string; record: TxRecord; reason: string | null }[] = [
    { name: 'exit 0', record: rec(POOL, 1, 1), reason: null },
    { name: 'exit 1', record: rec(POOL, 1, 1, { exitCode: 1 }), reason: null },
    { name: 'no action phase', record: rec(POOL, 1, 1, { actionOk: null }), reason: null },
    { name: 'exit 2', record: rec(POOL, 1, 1, { exitCode: 2 }), reason: 'exit code 2' },
    { name: 'exit 0xffff', record: rec(POOL, 1, 1, { exitCode: 0xffff }), reason: 'exit code 65535' },
    { name: 'action failed', record: rec(POOL, 1, 1, { actionOk: false }), reason: 'action phase failed' },
    {
      name: 'wallet skipped a send (IGNORE_ERRORS)',
      record: rec(WALLET, 1, 1, { skippedActions: 2 }),
      reason: '2 action(s) skipped',
    },
    { name: 'aborted', record: rec(POOL, 1, 1, { aborted: true }), reason: 'aborted' },
    { name: 'bounce', record: rec(WALLET, 1, 1, { bounced: true }), reason: 'received a bounced message' },
    {
      name: 'compute skipped',
      record: rec(POOL, 0, 1, { exitCode: null, skipReason: 'no-state' }),
      reason: 'compute phase skipped (no-state)',
    },
    {
      name: "a READY pool's answer to a hop's probe (a bounce by design)",
      record: rec(POOL, 1_065, 1, {
        exitCode: HOP_READY_EXIT_CODE,
        aborted: true,
        actionOk: null,
        hopProbe: 'answer',
      }),
      reason: null,
    },
    {
      name: 'a probe refused by a pool that is not READY',
      record: rec(POOL, 900, 1, { exitCode: 421, aborted: true, actionOk: null, hopProbe: 'answer' }),
      reason: 'exit code 421, aborted',
    },
    {
      name: "the probe's answer returning to the first pool",
      record: rec(POOL, 2_686, 1, { bounced: true, hopProbe: 'return' }),
      reason: null,
    },
  ];
  it.each(cases)('$name', ({ record, reason }) => {
    const failures = failuresOf([rec(WALLET, 1, 1), record], book);
    if (reason === null) expect(failures).toEqual([]);
    else expect(failures).toEqual([`tx #1 on ${book.get(record.account)} ${record.account}: ${reason}`]);
  });

  it('lists every reason of one transaction', () => {
    expect(failuresOf([rec(99, 1, 1, { exitCode: 9, actionOk: false })])).toEqual([
      `tx #0 on unknown account ${raw(99)}: exit code 9, action phase failed`,
    ]);
  });
});

describe('checkTargets', () => {
  const cases = [
    { dex: 15_000n, chain: 55_000n, ton: 120_000_000n, meets: true, passes: [true, true, true] },
    { dex: 15_001n, chain: 40_000n, ton: 35_000_000n, meets: false, passes: [false, true, true] },
    { dex: 1n, chain: 55_001n, ton: 35_000_000n, meets: false, passes: [true, false, true] },
    { dex: 1n, chain: 1n, ton: 120_000_001n, meets: false, passes: [true, true, false] },
  ];
  it.each(cases)('dex $dex, chain $chain, ton $ton → $meets', ({ dex, chain, ton, meets, passes }) => {
    const result = checkTargets(
      { dexGas: dex, chainGas: chain, attachedTonNano: ton },
      { dexGas: 15_000, chainGas: 55_000, attachedTon: '0.12' },
    );
    expect(result.meets).toBe(meets);
    expect(result.checks.map((c) => c.pass)).toEqual(passes);
  });

  it('is null without a target', () => {
    expect(checkTargets({ dexGas: 1n, chainGas: 1n, attachedTonNano: 1n }, {})).toEqual({
      checks: [],
      meets: null,
    });
  });
});

describe('rows and rendering', () => {
  const summary = summarize(
    [rec(WALLET, 6_495, 1_000_000), rec(POOL, 16_931, 9_000_000), rec(USER_JW, 12_622, 8_656_900)],
    book,
  );
  const row = reportRow(
    'swap jetton→TON',
    summary,
    64_000_001n,
    { dexGas: 15_000, chainGas: 55_000, attachedTon: '0.12' },
    { dexGas: 47_383, chainGas: 85_195, attachedTon: '0.2–0.6' },
  );
  const remove = reportRow(
    'remove liquidity',
    summarize([rec(LP, 4_098, 1), rec(POOL, 19_184, 2)], book),
    71_000_000n,
    { dexGas: 25_000 },
    { dexGas: 51_514 },
  );
  const initial = reportRow('initial liquidity', summarize([rec(FACTORY, 5, 5)], book), 0n, {}, {});

  it('has the report shape with plain numbers', () => {
    expect(row).toEqual({
      operation: 'swap jetton→TON',
      dexGas: 16_931,
      chainGas: 36_048,
      feesNano: 18_656_900,
      transactions: 3,
      target: { dexGas: 15_000, chainGas: 55_000, attachedTon: '0.12' },
      anchor: { dexGas: 47_383, chainGas: 85_195, attachedTon: '0.2–0.6' },
      attachedTon: '0.064000001',
      meetsTarget: false,
    });
    expect(remove.meetsTarget).toBe(true);
    expect(initial.meetsTarget).toBeNull();
    expect(JSON.parse(JSON.stringify([row]))).toEqual([row]);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [47_383, '47,383'],
    [1_234_567n, '1,234,567'],
    ['-12345', '-12,345'],
  ])('groups %s as %s', (n, text) => {
    expect(groupDigits(n)).toBe(text);
  });

  it('names every missed target with its numbers', () => {
    expect(missedTargets([row, remove, initial])).toEqual(['swap jetton→TON: dexGas 16,931 > 15,000']);
    const greedy = { ...remove, attachedTon: '0.2', target: { attachedTon: '0.12' } };
    expect(missedTargets([greedy])).toEqual(['remove liquidity: attachedTon 0.2 TON > 0.12 TON']);
  });

  it('prints a table with the anchor label and a verdict per bound', () => {
    const lines = renderTable([row, remove, initial]).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain(ANCHOR_LABEL);
    expect(lines[2]).toMatch(/^swap jetton→TON +\| 16,931 +\| 36,048 +\| 0\.0186569 +\| 3 /);
    expect(lines[2]).toContain('DEX FAIL, chain PASS, TON PASS');
    expect(lines[3]).toContain('DEX PASS');
    expect(lines[4]).toMatch(/— +\| no target$/);
  });

  it('renders GAS.md with the table, the misses and the methodology', () => {
    const md = renderGasMd([row, remove], { emulator: '@ton/sandbox 0.41.0', codeHashes: { Pool: 'ABCD' } });
    expect(md).toContain(
      '| swap jetton→TON | 16,931 | 36,048 | 0.0186569 | 3 | 0.064000001 | ' +
        'DEX ≤ 15,000<br>chain ≤ 55,000<br>TON ≤ 0.12 | DEX 47,383<br>chain 85,195<br>TON 0.2–0.6 | ' +
        'DEX FAIL, chain PASS, TON PASS |',
    );
    expect(md).toContain('| remove liquidity | 23,282 | 23,282 | 0.000000003 | 2 | 0.071 |');
    expect(md).toContain('Targets missed: swap jetton→TON: dexGas 16,931 > 15,000.');
    expect(md).toContain('WalletContractV5R1');
    expect(md).toContain('@ton/sandbox 0.41.0');
    expect(md).toContain('Pool `ABCD`');
    expect(renderGasMd([remove], { emulator: 'x', codeHashes: {} })).toContain('Every target is met.');
  });

  it('renders what a change cost, row by row, with its notes', () => {
    const md = renderGasMd([row, remove], {
      emulator: 'x',
      codeHashes: {},
      costs: [
        {
          title: 'What the fixes cost',
          before: { 'remove liquidity': 23_000 },
          notes: ['a fix: 282 gas'],
        },
        { title: 'What a saving saved', before: { 'remove liquidity': 23_500 }, notes: ['a saving'] },
      ],
    });
    expect(md).toContain('## What the fixes cost');
    expect(md).toContain('| remove liquidity | 23,000 | 23,282 | +282 |');
    // only the operations with a figure before
    expect(md.split('## What the fixes cost')[1]).not.toContain('swap jetton→TON');
    expect(md).toContain('- a fix: 282 gas');
    // each section after the other, with its own figures before
    expect(md.indexOf('## What a saving saved')).toBeGreaterThan(md.indexOf('- a fix: 282 gas'));
    expect(md).toContain('| remove liquidity | 23,500 | 23,282 | −218 |');
  });
});

describe('txRecord', () => {
  const pool = addr(POOL);
  const wallet = addr(WALLET);
  function tx(description: Transaction['description'], inbound: Transaction['inMessage']): Transaction {
    return {
      address: BigInt(`0x${pool.hash.toString('hex')}`),
      lt: 1n,
      prevTransactionHash: 0n,
      prevTransactionLt: 0n,
      now: 0,
      outMessagesCount: 0,
      oldStatus: 'active',
      endStatus: 'active',
      inMessage: inbound,
      outMessages: Dictionary.empty(),
      totalFees: { coins: 1_234n },
      stateUpdate: { oldHash: Buffer.alloc(32), newHash: Buffer.alloc(32) },
      description,
      raw: beginCell().endCell(),
      hash: () => Buffer.alloc(32),
    };
  }
  const internalFrom = (bounced: boolean): Transaction['inMessage'] => ({
    info: {
      type: 'internal',
      ihrDisabled: true,
      bounce: true,
      bounced,
      src: wallet,
      dest: pool,
      value: { coins: 1n },
      ihrFee: 0n,
      forwardFee: 0n,
      createdLt: 0n,
      createdAt: 0,
    },
    body: beginCell().endCell(),
  });
  const generic = (
    compute: Extract<Transaction['description'], { type: 'generic' }>['computePhase'],
    action?: { success: boolean; skippedActions: number },
  ): Transaction['description'] => ({
    type: 'generic',
    creditFirst: true,
    computePhase: compute,
    aborted: false,
    destroyed: false,
    actionPhase: action
      ? {
          success: action.success,
          valid: true,
          noFunds: false,
          statusChange: 'unchanged',
          resultCode: 0,
          totalActions: 1,
          specActions: 0,
          skippedActions: action.skippedActions,
          messagesCreated: 1,
          actionListHash: 0n,
          totalMessageSize: { cells: 0n, bits: 0n },
        }
      : undefined,
  });
  const vm = (gasUsed: bigint, exitCode: number) =>
    ({
      type: 'vm',
      success: exitCode === 0 || exitCode === 1,
      messageStateUsed: false,
      accountActivated: false,
      gasFees: 0n,
      gasUsed,
      gasLimit: 0n,
      mode: 0,
      exitCode,
      vmSteps: 0,
      vmInitStateHash: 0n,
      vmFinalStateHash: 0n,
    }) as const;

  it.each([
    {
      name: 'a successful internal transaction',
      t: tx(generic(vm(17_322n, 0), { success: true, skippedActions: 0 }), internalFrom(false)),
      expected: { gas: 17_322n, exitCode: 0, actionOk: true, skippedActions: 0, bounced: false },
    },
    {
      name: 'a bounce with a skipped action',
      t: tx(generic(vm(700n, 0), { success: true, skippedActions: 1 }), internalFrom(true)),
      expected: { gas: 700n, exitCode: 0, actionOk: true, skippedActions: 1, bounced: true },
    },
    {
      name: 'a throw without an action phase',
      t: tx(generic(vm(900n, 35)), internalFrom(false)),
      expected: { gas: 900n, exitCode: 35, actionOk: null, skippedActions: 0, bounced: false },
    },
    {
      name: 'a skipped compute phase',
      t: tx(generic({ type: 'skipped', reason: 'no-state' }), internalFrom(false)),
      expected: { gas: 0n, exitCode: null, skipReason: 'no-state', actionOk: null },
    },
  ])('$name', ({ t, expected }) => {
    expect(txRecord(t)).toMatchObject({
      account: pool.toRawString(),
      fees: 1_234n,
      aborted: false,
      ...expected,
    });
  });

  it('takes the account from the transaction when there is no inbound message', () => {
    const t = tx({ type: 'tick-tock' } as unknown as Transaction['description'], undefined);
    expect(txRecord(t)).toMatchObject({ account: pool.toRawString(), gas: 0n, nonGeneric: true });
    expect(failuresOf([txRecord(t)])[0]).toContain('not an ordinary transaction');
  });
});
