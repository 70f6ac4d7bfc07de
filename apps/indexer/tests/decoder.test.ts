import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { txFailed, walkTrace } from '../src/chain/pool-logs.fns';
import type { TonApiTrace } from '../src/chain/tonapi';
import { type PoolContext, type PoolEventRow, poolEventRows } from '../src/jobs/account-sync/pool-events.fns';
import { traceRecordsOf } from '../src/jobs/trace-ingest/trace-records.fns';

// Traces recorded from a devnet (scripts/record-fixtures.ts) → the rows the indexer stores.

interface Fixture {
  name: string;
  pools: Array<{ address: string; a: string; b: string; feeBps: number }>;
  user: string;
  queryId: string | null;
  trace: TonApiTrace;
}

const load = (name: string): Fixture =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8')) as Fixture;

const DECIMALS: Record<string, number> = { TON: 9, aUSD: 6, aBTC: 8 };
const PRICES: Record<string, string> = { TON: '3.2', aUSD: '1', aBTC: '64000' };

/** Decodes every pool node of the trace, as account-sync does for each pool's transactions. */
function decode(f: Fixture): PoolEventRow[] {
  const pools = new Map(f.pools.map((p) => [p.address, p]));
  return walkTrace(f.trace).flatMap(({ node }) => {
    const pool = pools.get(node.transaction.account.address);
    if (!pool) return [];
    const ctx: PoolContext = {
      address: pool.address,
      // (the recorded pools name their assets by symbol; only resolveHops reads these)
      asset0: pool.a,
      asset1: pool.b,
      decimals0: DECIMALS[pool.a] ?? 9,
      decimals1: DECIMALS[pool.b] ?? 9,
      priceUsd0: PRICES[pool.a] ?? '0',
      priceUsd1: PRICES[pool.b] ?? '0',
      reserve0: 111n,
      reserve1: 222n,
      lpSupply: 333n,
    };
    return poolEventRows(node.transaction, ctx);
  });
}

const records = (f: Fixture) => traceRecordsOf(f.trace, (a) => f.pools.some((p) => p.address === a));
const usd = (value: string | null) => Number(value);

describe('pool log decoder on recorded traces', () => {
  it.each([
    { name: 'swap-ton-in', types: ['swap'], success: true },
    { name: 'swap-jetton-in', types: ['swap'], success: true },
    { name: 'swap-2-hop', types: ['swap', 'swap'], success: true },
    { name: 'swap-refund-slippage', types: ['swap_refunded'], success: false },
    { name: 'add-liquidity', types: ['liquidity_added'], success: true },
    { name: 'remove-liquidity', types: ['liquidity_removed'], success: true },
    { name: 'failed-unknown-op', types: [], success: null },
  ])('$name → $types', ({ name, types, success }) => {
    const f = load(name);
    const rows = decode(f);
    expect(rows.map((r) => r.type)).toEqual(types);
    for (const r of rows) {
      expect(r).toMatchObject({ userAddress: f.user, queryId: BigInt(f.queryId!), eventIndex: 0, success });
      expect(r.gasUsed).toBeGreaterThan(0n);
      expect(r.txHash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.timestamp.getTime()).toBeGreaterThan(0);
    }
    const recs = records(f);
    if (success === null) expect(recs).toEqual([]);
    else
      expect(recs).toEqual([
        {
          account: f.user,
          queryId: BigInt(f.queryId!),
          rootTxHash: f.trace.transaction.hash,
          // the transactions whose logs are the events, as account-sync stored them
          txHashes: [...new Set(rows.map((r) => r.txHash))],
          complete: true,
          success,
          eventCount: types.length,
        },
      ]);
  });

  it("names the previous pool as the sender of a 2-hop swap's second step, the user's wallet of the first", () => {
    const f = load('swap-2-hop');
    const [first, second] = decode(f) as [PoolEventRow, PoolEventRow];
    expect(first.sender).toBe(f.user);
    expect(second.sender).toBe(first.poolAddress);
    // nothing is a hop until resolveHops proves the sender a derived pool
    expect([first.prevPool, second.prevPool]).toEqual([null, null]);
  });

  it.each([
    [
      'started by an internal message (not a wallet external)',
      (t: TonApiTrace) => {
        t.transaction.in_msg = { ...t.transaction.in_msg!, msg_type: 'int_msg' };
      },
    ],
    [
      'whose root is another wallet than the user the logs name',
      (t: TonApiTrace) => {
        t.transaction.account = { ...t.transaction.account, address: `0:${'ee'.repeat(32)}` };
      },
    ],
  ])('no record for a trace %s', (_name, tamper) => {
    const f = load('swap-ton-in');
    expect(records(f)).toHaveLength(1);
    tamper(f.trace);
    expect(records(f)).toEqual([]);
  });

  it('a TON-in swap: asset0 in, USD values from both sides agree', () => {
    const [row] = decode(load('swap-ton-in'));
    expect(row).toMatchObject({
      zeroForOne: true,
      amountIn: 10_000_000_000n,
      receiver: load('swap-ton-in').user,
    });
    expect(usd(row!.amountInUsd)).toBeCloseTo(32, 6);
    expect(usd(row!.amountOutUsd)).toBeGreaterThan(31);
    expect(usd(row!.amountOutUsd)).toBeLessThan(32);
    expect(row!.reserve0After * row!.reserve1After).toBeGreaterThan(0n);
  });

  it('a jetton-in swap: asset1 in', () => {
    const [row] = decode(load('swap-jetton-in'));
    expect(row).toMatchObject({ zeroForOne: false, amountIn: 50_000_000n });
    expect(usd(row!.amountInUsd)).toBeCloseTo(50, 6);
  });

  it('a 2-hop swap: the second hop takes exactly what the first paid out', () => {
    const [first, second] = decode(load('swap-2-hop'));
    expect(first!.poolAddress).not.toBe(second!.poolAddress);
    expect(second!.amountIn).toBe(first!.amountOut);
  });

  it('a refund keeps its reason, gives the input back and copies the pool state', () => {
    const [row] = decode(load('swap-refund-slippage'));
    expect(row).toMatchObject({
      refundReason: 'slippage',
      amountIn: 10_000_000n,
      amountOut: null,
      reserve0After: 111n,
      reserve1After: 222n,
      lpSupplyAfter: 333n,
    });
  });

  it('liquidity rows carry both amounts and the LP minted or burned', () => {
    const [add] = decode(load('add-liquidity'));
    // both legs are used in the pool's ratio; the surplus goes back
    expect(add!.amount0).toBeLessThanOrEqual(10_000_000_000n);
    expect(add!.amount0).toBeGreaterThan(9_900_000_000n);
    expect(add!.amount1).toBeLessThanOrEqual(32_000_000n);
    expect(add!.lpAmount).toBeGreaterThan(0n);
    const [remove] = decode(load('remove-liquidity'));
    expect(remove!.lpAmount).toBe(add!.lpAmount! / 2n);
    expect(remove!.amount0).toBeGreaterThan(0n);
  });

  it('a failed transaction is seen as failed and yields no row', () => {
    const f = load('failed-unknown-op');
    expect(walkTrace(f.trace).some(({ node }) => txFailed(node.transaction))).toBe(true);
  });
});
