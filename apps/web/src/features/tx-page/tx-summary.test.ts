import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { emptyTracePreview, type PreviewStep, type TraceEvent, type TracePreview } from '../trace/read-trace';
import { operationOf, type PoolTokens, summarize } from './tx-summary';

const addr = (n: number) => new Address(0, Buffer.alloc(32, n));
const WALLET = addr(1);
const POOL = addr(2);
const ORDER = addr(3);
const TON = { address: '0:' + '0'.repeat(64), symbol: 'TON', decimals: 9 };
const USD = { address: addr(9).toRawString(), symbol: 'aUSD', decimals: 6 };
const POOLS: PoolTokens[] = [{ address: POOL, token0: TON, token1: USD }];
const base = { seqno: 1, queryId: 7n };

const pool = (event: Record<string, unknown>): TraceEvent =>
  ({ address: POOL, source: 'pool', event: { ...base, ...event } }) as TraceEvent;
const order = (event: Record<string, unknown>): TraceEvent =>
  ({ address: ORDER, source: 'order', event: { ...base, ...event } }) as TraceEvent;

const step = (over: Partial<PreviewStep>): PreviewStep => ({
  address: WALLET,
  name: null,
  ok: true,
  exitCode: null,
  depth: 1,
  from: POOL,
  value: 0n,
  jettons: null,
  bounced: false,
  ...over,
});

const read = (over: Partial<TracePreview>): TracePreview => ({ ...emptyTracePreview(), ...over });

describe('operationOf', () => {
  it.each([
    ['no logs', [], 'unknown'],
    ['a swap', [pool({ type: 'swap' })], 'swap'],
    ['a refunded swap', [pool({ type: 'swap_refunded' })], 'swap'],
    ['a deposit', [pool({ type: 'liquidity_added' })], 'add-liquidity'],
    ['a refunded deposit', [pool({ type: 'liquidity_refunded' })], 'add-liquidity'],
    ['a withdrawal', [pool({ type: 'liquidity_removed' })], 'remove-liquidity'],
    [
      'a new pool with its first deposit',
      [pool({ type: 'liquidity_added' }), pool({ type: 'pool_created' })],
      'create-pool',
    ],
    ['an order placed', [order({ type: 'order_placed' })], 'place-order'],
    [
      'an order replacing another',
      [order({ type: 'order_cancelled' }), order({ type: 'order_placed' })],
      'place-order',
    ],
    ['a fill through a pool', [pool({ type: 'swap' }), order({ type: 'order_filled' })], 'fill-order'],
    ['a failed fill', [order({ type: 'order_fill_failed' })], 'fill-order'],
    ['a cancel', [order({ type: 'order_cancelled' })], 'cancel-order'],
    ['an expiry', [order({ type: 'order_expired' })], 'expire-order'],
  ] as const)('%s → %s', (_, events, operation) => {
    expect(operationOf(events as readonly TraceEvent[])).toBe(operation);
  });
});

describe('summarize', () => {
  it('a confirmed swap succeeded, with nothing to return', () => {
    const summary = summarize(read({ events: [pool({ type: 'swap' })] }), 'confirmed', POOLS, WALLET);
    expect(summary).toEqual({ operation: 'swap', outcome: 'success', refund: null, bouncedBack: 0n });
  });

  it('a pending trace is pending, whatever its logs say so far', () => {
    const summary = summarize(read({ events: [pool({ type: 'swap_refunded' })] }), 'pending', POOLS, WALLET);
    expect(summary.outcome).toBe('pending');
  });

  it("a refunded swap names the pool's refund in its token and the reason", () => {
    const events = [
      pool({ type: 'swap_refunded', reason: 'slippage', isAsset1: false, amount: 10_000_000_000n }),
    ];
    const summary = summarize(read({ events }), 'confirmed', POOLS, WALLET);
    expect(summary.outcome).toBe('refunded');
    expect(summary.refund).toEqual({
      reason: 'slippage',
      amounts: [{ token: TON, amount: 10_000_000_000n }],
    });
  });

  it('a refunded deposit returns both tokens, zero amounts left out', () => {
    const events = [
      pool({ type: 'liquidity_refunded', reason: 'deadline', amount0: 0n, amount1: 5_000_000n }),
    ];
    const summary = summarize(read({ events }), 'failed', POOLS, WALLET);
    expect(summary.refund).toEqual({ reason: 'deadline', amounts: [{ token: USD, amount: 5_000_000n }] });
  });

  it("a failed fill's refund is what reached the wallet", () => {
    const received = [{ token: { userWallet: null, symbol: 'TON', decimals: 9 }, amount: 3n }];
    const events = [order({ type: 'order_fill_failed', reason: 'closed' })];
    const summary = summarize(read({ events, received }), 'confirmed', POOLS, WALLET);
    expect(summary.refund).toEqual({
      reason: 'closed',
      amounts: [{ token: { symbol: 'TON', decimals: 9 }, amount: 3n }],
    });
  });

  it('a failed step without a refund: failed, and the TON that bounced into the wallet counted', () => {
    const steps = [
      step({ address: WALLET, depth: 0, from: null }),
      step({ address: POOL, ok: false, exitCode: 9, value: 4n, from: WALLET }),
      step({ address: WALLET, depth: 2, value: 3n, bounced: true }),
      step({ address: WALLET, depth: 2, value: 1n }),
    ];
    const summary = summarize(read({ steps }), 'failed', POOLS, WALLET);
    expect(summary).toEqual({ operation: 'unknown', outcome: 'failed', refund: null, bouncedBack: 3n });
  });
});
