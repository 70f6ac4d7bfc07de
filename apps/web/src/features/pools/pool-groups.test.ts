import type { PoolGroup } from '@atoll/shared';
import { describe, expect, it } from 'vitest';
import { toFriendlyAddress } from '@atoll/chain/address';
import {
  bestPools,
  createGroupFilter,
  DEFAULT_SORT,
  groupKey,
  nextSort,
  onlyVerified,
  pairLabel,
  poolsByFeeTier,
  sortGroups,
} from './pool-groups';
import { ATL, AUSD, CORAL, hexAddress, testGroup, testPool, TON } from './test-fixtures';

const tonUsd = testGroup([testPool(hexAddress('1'), TON, AUSD), testPool(hexAddress('2'), TON, AUSD)], {
  tvl: '3200000',
  volume_24h: '96000',
  fees_24h: '288',
  apr: '4.38',
});
const tonAtl = testGroup([testPool(hexAddress('3'), TON, ATL)], {
  tvl: '850000.5',
  volume_24h: '120000',
  fees_24h: '360',
  apr: '15.46',
});
const coralTon = testGroup([testPool(hexAddress('4'), CORAL, TON)], {
  tvl: '850000.5',
  volume_24h: '10',
  fees_24h: '0.03',
  apr: '0.001',
});
const groups = [tonUsd, tonAtl, coralTon];
const labels = (list: readonly PoolGroup[]) => list.map(pairLabel);

describe('sortGroups', () => {
  it.each([
    [{ column: 'tvl', order: 'desc' }, ['TON/aUSD', 'CORAL/TON', 'TON/ATL']],
    [{ column: 'tvl', order: 'asc' }, ['CORAL/TON', 'TON/ATL', 'TON/aUSD']],
    [{ column: 'volume_24h', order: 'desc' }, ['TON/ATL', 'TON/aUSD', 'CORAL/TON']],
    [{ column: 'fees_24h', order: 'asc' }, ['CORAL/TON', 'TON/aUSD', 'TON/ATL']],
    [{ column: 'apr', order: 'desc' }, ['TON/ATL', 'TON/aUSD', 'CORAL/TON']],
    [{ column: 'pools_count', order: 'desc' }, ['TON/aUSD', 'CORAL/TON', 'TON/ATL']],
  ] as const)('%o → %o', (sort, expected) => {
    expect(labels(sortGroups(groups, sort))).toEqual(expected);
  });

  it('does not reorder its input', () => {
    sortGroups(groups, { column: 'apr', order: 'asc' });
    expect(labels(groups)).toEqual(['TON/aUSD', 'TON/ATL', 'CORAL/TON']);
  });
});

describe('nextSort', () => {
  it('a new column starts largest first, the same column flips', () => {
    expect(nextSort(DEFAULT_SORT, 'apr')).toEqual({ column: 'apr', order: 'desc' });
    expect(nextSort({ column: 'apr', order: 'desc' }, 'apr')).toEqual({ column: 'apr', order: 'asc' });
    expect(nextSort({ column: 'apr', order: 'asc' }, 'apr')).toEqual({ column: 'apr', order: 'desc' });
  });
});

describe('onlyVerified', () => {
  it('keeps the groups whose two tokens are verified', () => {
    expect(labels(onlyVerified(groups, new Set()))).toEqual(['TON/aUSD', 'TON/ATL']);
  });
  it('and those whose unverified token is one of the user’s custom tokens', () => {
    expect(labels(onlyVerified(groups, new Set([CORAL.address])))).toEqual([
      'TON/aUSD',
      'TON/ATL',
      'CORAL/TON',
    ]);
  });
  it('and the pair a link opens', () => {
    expect(labels(onlyVerified(groups, new Set(), groupKey(coralTon)))).toEqual([
      'TON/aUSD',
      'TON/ATL',
      'CORAL/TON',
    ]);
  });
});

describe('createGroupFilter', () => {
  const filter = createGroupFilter(groups);

  it.each([
    ['', ['TON/aUSD', 'TON/ATL', 'CORAL/TON']],
    ['aUSD', ['TON/aUSD']],
    ['ausd', ['TON/aUSD']],
    ['coral', ['CORAL/TON']],
    ['aUSD/TON', ['TON/aUSD']],
    ['zzzz', []],
  ])('"%s" → %o', (query, expected) => {
    expect(labels(filter(query))).toEqual(expected);
  });

  it('keeps the list order rather than the match score', () => {
    expect(labels(filter('TON'))).toEqual(['TON/aUSD', 'TON/ATL', 'CORAL/TON']);
  });

  it('finds a group by a token or pool address in any form', () => {
    expect(labels(filter(toFriendlyAddress(CORAL.address)!))).toEqual(['CORAL/TON']);
    expect(labels(filter(hexAddress('2')))).toEqual(['TON/aUSD']);
    expect(labels(filter(toFriendlyAddress(hexAddress('3'), { bounceable: false })!))).toEqual(['TON/ATL']);
  });
});

describe('bestPools', () => {
  it('picks the highest APR and, separately, the deepest pool', () => {
    const cheap = testPool(hexAddress('5'), TON, AUSD, { fee_bps: 5, apr: '0.73', reserve_y: '9000000000' });
    const rich = testPool(hexAddress('6'), TON, AUSD, { fee_bps: 100, apr: '12.5', reserve_y: '3000000000' });
    expect(bestPools([cheap, rich])).toEqual({ bestApr: rich.address, deepest: cheap.address });
  });

  it('breaks an APR tie by TVL and a depth tie by the lower fee; skips empty pools', () => {
    const a = testPool(hexAddress('7'), TON, AUSD, { fee_bps: 30, apr: '2', tvl: '10' });
    const b = testPool(hexAddress('8'), TON, AUSD, { fee_bps: 30, apr: '2', tvl: '20' });
    const empty = testPool(hexAddress('9'), TON, AUSD, { apr: '99', reserve_x: '0', reserve_y: '0' });
    expect(bestPools([a, b, empty]).bestApr).toBe(b.address);
    const sameDepthLowFee = testPool(hexAddress('d'), TON, AUSD, { fee_bps: 1 });
    const sameDepthHighFee = testPool(hexAddress('e'), TON, AUSD, { fee_bps: 1 });
    expect(bestPools([sameDepthHighFee, sameDepthLowFee]).deepest).toBe(sameDepthHighFee.address);
    expect(bestPools([empty])).toEqual({ bestApr: null, deepest: null });
  });
});

describe('poolsByFeeTier', () => {
  it('lists the cheapest tier first', () => {
    const pools = [100, 1, 30, 5].map((fee, i) =>
      testPool(hexAddress(String(i + 1)), TON, AUSD, { fee_bps: fee }),
    );
    expect(poolsByFeeTier(pools).map((pool) => pool.fee_bps)).toEqual([1, 5, 30, 100]);
  });
});
