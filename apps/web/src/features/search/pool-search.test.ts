import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { groupsFromSearch } from './pool-groups';
import { createPoolSearch, normalizePairQuery } from './pool-search';
import { TOKENS, WIRE_GROUPS, address } from './search.fixtures';

const search = createPoolSearch(groupsFromSearch(WIRE_GROUPS), TOKENS);
const pairs = (query: string) => search(query).map((g) => `${g.token_x.symbol}/${g.token_y.symbol}`);

describe('pool search', () => {
  it.each<[string, string]>([
    ['ATL  aUSD', 'ATL/aUSD'],
    [' atl-ausd ', 'atl/ausd'],
    ['ATL / aUSD/', 'ATL/aUSD'],
    ['TON,aUSD', 'TON/aUSD'],
    ['', ''],
  ])('normalizes %j to %j', (query, expected) => {
    expect(normalizePairQuery(query)).toBe(expected);
  });

  it.each<[string, string[]]>([
    ['', ['TON/aUSD', 'ATL/aUSD']],
    ['TON', ['TON/aUSD']],
    ['ausd', ['TON/aUSD', 'ATL/aUSD']],
    ['ATL aUSD', ['ATL/aUSD']],
    ['aUSD/ATL', ['ATL/aUSD']],
    ['toncoin', ['TON/aUSD']],
    ['qwertyuiop', []],
  ])('%j → %j', (query, expected) => {
    expect(pairs(query)).toEqual(expected);
  });

  it('finds a group by the address of one of its pools, in any form', () => {
    const pool = address('d1');
    expect(pairs(pool)).toEqual(['ATL/aUSD']);
    expect(pairs(Address.parse(pool).toString({ bounceable: true }))).toEqual(['ATL/aUSD']);
    expect(pairs(Address.parse(pool).toString({ bounceable: false }))[0]).toBe('ATL/aUSD');
  });

  it('finds both pairs of a token by its address, exact hits first', () => {
    expect(pairs(address('b2')).slice(0, 2).sort()).toEqual(['ATL/aUSD', 'TON/aUSD']);
  });
});
