import { describe, expect, it } from 'vitest';
import type { EventKey } from '../pools/pools.dal';
import type { PoolEventRecord } from '../pools/pools.fns';
import type { HopRecord } from './route.fns';
import { createRunBudget, type EventRun, WalletRuns } from './event-runs';

// Runs are compared by their events' tx hashes: the slicing never looks inside a record.
const keyOf = (n: number): EventKey => ({ timestamp: `2026-01-01T00:${n}`, lt: String(n), eventIndex: 0 });
const runOf = (from: number, count: number, ended: boolean, hops = new Map<string, HopRecord[]>()) => {
  const numbers = Array.from({ length: count }, (_, i) => from - i); // newest first
  return {
    events: numbers.map((n) => ({ txHash: `tx${n}` }) as PoolEventRecord),
    keys: numbers.map(keyOf),
    hops,
    ended,
  } satisfies EventRun;
};
const hashes = (slice: { events: PoolEventRecord[] } | null) => slice?.events.map((e) => e.txHash);

describe('WalletRuns', () => {
  it('serves the first page from a run read from the top, and the next ones after their keys', () => {
    const runs = new WalletRuns();
    runs.add(runOf(100, 20, false), true);
    expect(hashes(runs.page(null, 5))).toEqual(['tx100', 'tx99', 'tx98', 'tx97', 'tx96']);
    const second = runs.page(keyOf(96), 5);
    expect(hashes(second)).toEqual(['tx95', 'tx94', 'tx93', 'tx92', 'tx91']);
    expect(second?.last).toEqual(keyOf(91));
  });

  it('reads again when the run ends before the page does, unless nothing comes after it', () => {
    const runs = new WalletRuns();
    runs.add(runOf(100, 20, false), true);
    expect(runs.page(keyOf(85), 5)).toBeNull(); // 4 left, more in the database
    expect(runs.page(keyOf(1), 5)).toBeNull(); // a key no run holds
    const last = new WalletRuns();
    last.add(runOf(100, 20, true), true);
    expect(hashes(last.page(keyOf(85), 5))).toEqual(['tx84', 'tx83', 'tx82', 'tx81']);
    expect(hashes(last.page(keyOf(81), 5))).toEqual([]);
  });

  it('a run read from an offset serves after its keys, not as the first page', () => {
    const runs = new WalletRuns();
    runs.add(runOf(50, 20, false), false);
    expect(runs.page(null, 5)).toBeNull();
    expect(hashes(runs.page(keyOf(50), 2))).toEqual(['tx49', 'tx48']);
  });

  it("a page carries only its own events' routes", () => {
    const hop = { txHash: 'hop' } as HopRecord;
    const runs = new WalletRuns();
    runs.add(runOf(10, 10, true, new Map([['tx9', [hop]], ['tx3', [hop]]])), true);
    expect([...(runs.page(null, 3)?.hops.keys() ?? [])]).toEqual(['tx9']);
    expect([...(runs.page(keyOf(5), 5)?.hops.keys() ?? [])]).toEqual(['tx3']);
  });
});

describe('createRunBudget', () => {
  it('forgets the oldest runs past the budget, of whichever wallet', () => {
    const budget = createRunBudget(50);
    const a = new WalletRuns();
    const b = new WalletRuns();
    budget.keep(a, runOf(100, 30, false), true);
    budget.keep(b, runOf(100, 20, false), true);
    expect(budget.rows()).toBe(50);
    budget.keep(b, runOf(80, 10, false), false);
    expect(budget.rows()).toBe(30);
    expect(a.page(null, 5)).toBeNull();
    expect(hashes(b.page(null, 2))).toEqual(['tx100', 'tx99']);
    expect(hashes(b.page(keyOf(80), 2))).toEqual(['tx79', 'tx78']);
  });
});
