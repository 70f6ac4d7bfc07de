import { describe, expect, it } from 'vitest';
import { PoolStatus } from '../wrappers/dex-constants';
import { isRoutablePool, type PoolStatusValue, routablePools } from './routing';

describe('isRoutablePool', () => {
  const cases: [PoolStatusValue | null | undefined, boolean][] = [
    [PoolStatus.ready, true],
    ['ready', true],
    [PoolStatus.new, false],
    [PoolStatus.discovering, false],
    [PoolStatus.failed, false],
    ['new', false],
    ['discovering', false],
    ['failed', false],
    [undefined, true],
    [null, true],
  ];
  it.each(cases)('%s → %s', (status, routable) => {
    expect(isRoutablePool(status)).toBe(routable);
  });
});

describe('routablePools', () => {
  it('keeps only the READY pools (and those without a status), in order', () => {
    const pools = [
      { name: 'a', status: PoolStatus.ready },
      { name: 'b', status: PoolStatus.discovering },
      { name: 'c' },
      { name: 'd', status: 'failed' as const },
      { name: 'e', status: 'ready' as const },
    ];
    expect(routablePools(pools).map((p) => p.name)).toEqual(['a', 'c', 'e']);
  });
});
