import { describe, expect, it } from 'vitest';
import { groupsFromSearch } from './pool-groups';
import { createSiteSearch, tokenStatsOf } from './site-search';
import { ATL, AUSD, TON, TOKENS, WIRE_GROUPS } from './search.fixtures';

const groups = groupsFromSearch(WIRE_GROUPS);

describe('tokenStatsOf', () => {
  it('values each token in every pool at its price and adds the volume of those pools', () => {
    const stats = tokenStatsOf(TOKENS, groups);
    // TON: 1100 TON × $2.5; volume 300.4 + 20
    expect(stats.get(TON.address)).toEqual({ tvl: 2_750_000_000n, volume24h: 320_400_000n });
    // aUSD: (2500 + 250 + 2000) × $1; volume 300.4 + 20 + 99.5
    expect(stats.get(AUSD.address)).toEqual({ tvl: 4_750_000_000n, volume24h: 419_900_000n });
    // ATL: 4000 × $0.5
    expect(stats.get(ATL.address)).toEqual({ tvl: 2_000_000_000n, volume24h: 99_500_000n });
  });
});

describe('site search', () => {
  const search = createSiteSearch(TOKENS, groups);

  it('answers a symbol with the token in the tokens section and its pairs in the pools section', () => {
    const { tokens, pools } = search('ATL');
    expect(tokens[0]?.token.symbol).toBe('ATL');
    expect(tokens[0]?.stats.tvl).toBe(2_000_000_000n);
    expect(pools.map((g) => g.token_x.symbol)).toEqual(['ATL']);
  });

  it('answers a pair with its group', () => {
    const { pools } = search('TON/aUSD');
    expect(pools.map((g) => `${g.token_x.symbol}/${g.token_y.symbol}`)).toEqual(['TON/aUSD']);
  });

  it('leaves both sections empty for a query nothing matches', () => {
    expect(search('zzqqxx')).toEqual({ tokens: [], pools: [] });
  });

  it('caps each section', () => {
    const { tokens, pools } = search('', 1);
    expect(tokens).toHaveLength(1);
    expect(pools).toHaveLength(1);
  });
});
