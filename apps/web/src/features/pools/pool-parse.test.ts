import { describe, expect, it } from 'vitest';
import { parsePool, parsePoolGroups } from './pool-parse';
import { AUSD, hexAddress, testGroup, testPool, TON } from './test-fixtures';

describe('parsePool', () => {
  it('keeps a well-formed pool as it is', () => {
    const pool = testPool(hexAddress('1'), TON, AUSD);
    expect(parsePool(JSON.parse(JSON.stringify(pool)))).toEqual(pool);
  });

  it.each([
    ['a bad reserve', { reserve_x: '-1' }],
    ['a bad address', { address: 'nope' }],
    ['a fee tier out of range', { fee_bps: 10_000 }],
  ])('rejects %s', (_name, over) => {
    expect(parsePool({ ...testPool(hexAddress('1'), TON, AUSD), ...over })).toBeNull();
  });

  it('reads an unknown USD value as 0', () => {
    expect(parsePool({ ...testPool(hexAddress('1'), TON, AUSD), tvl: null })?.tvl).toBe('0');
  });
});

describe('parsePoolGroups', () => {
  it('keeps the groups and the pools that parse', () => {
    const good = testPool(hexAddress('1'), TON, AUSD);
    const group = { ...testGroup([good]), pools: [good, { ...good, reserve_y: 'x' }] };
    expect(parsePoolGroups([group, { token_x: 1 }])).toEqual([{ ...testGroup([good]), pools_count: 1 }]);
    expect(parsePoolGroups(null)).toEqual([]);
  });
});
