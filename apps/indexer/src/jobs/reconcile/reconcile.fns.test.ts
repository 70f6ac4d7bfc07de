import { PoolStatus } from '@atoll/contracts';
import { describe, expect, it } from 'vitest';
import { poolDrift, type PoolRowState, statusName } from './reconcile.fns';

const row: PoolRowState = { reserve0: 100n, reserve1: 200n, lpSupply: 50n, status: 'ready' };
const chain = { reserve0: 100n, reserve1: 200n, lpSupply: 50n, status: PoolStatus.ready };

describe('poolDrift', () => {
  it.each([
    { name: 'in sync', chain, drift: [] },
    { name: 'reserve0', chain: { ...chain, reserve0: 101n }, drift: ['reserve0: 100 → 101'] },
    { name: 'lp supply', chain: { ...chain, lpSupply: 49n }, drift: ['lpSupply: 50 → 49'] },
    { name: 'status', chain: { ...chain, status: PoolStatus.failed }, drift: ['status: ready → failed'] },
    {
      name: 'two fields',
      chain: { ...chain, reserve1: 0n, status: PoolStatus.discovering },
      drift: ['reserve1: 200 → 0', 'status: ready → discovering'],
    },
  ])('$name', ({ chain: c, drift }) => {
    expect(poolDrift(row, c)).toEqual(drift);
  });
});

describe('statusName', () => {
  it.each([
    [PoolStatus.new, 'discovering'],
    [PoolStatus.discovering, 'discovering'],
    [PoolStatus.ready, 'ready'],
    [PoolStatus.failed, 'failed'],
  ] as const)('%i → %s', (code, name) => expect(statusName(code)).toBe(name));
});
