import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { groupsFromSearch } from './pool-groups';
import { ATL, AUSD, TON, WIRE_GROUPS, address } from './search.fixtures';

const WHITELISTED = { verification: 'whitelist', is_scam: false } as const;

describe('groupsFromSearch', () => {
  it('keeps the pair, its totals and every pool with bigint reserves', () => {
    const [group] = groupsFromSearch(WIRE_GROUPS);
    expect(group).toEqual({
      token_x: { address: TON.address, symbol: 'TON', icon_url: null, decimals: 9, ...WHITELISTED },
      token_y: { address: AUSD.address, symbol: 'aUSD', icon_url: null, decimals: 9, ...WHITELISTED },
      pools_count: 2,
      tvl: '5500.49',
      volume_24h: '320.4',
      fees_24h: '1.5',
      pools: [
        {
          address: address('c1'),
          token_x: TON.address,
          token_y: AUSD.address,
          reserve_x: 1_000_000_000_000n,
          reserve_y: 2_500_000_000_000n,
          volume_24h: '300.4',
        },
        {
          address: address('c2'),
          token_x: TON.address,
          token_y: AUSD.address,
          reserve_x: 100_000_000_000n,
          reserve_y: 250_000_000_000n,
          volume_24h: '20',
        },
      ],
    });
  });

  it('turns friendly addresses into the raw form the token list uses', () => {
    const group = structuredClone(WIRE_GROUPS[1]!);
    group.token_x.address = Address.parse(ATL.address).toString({ bounceable: true, testOnly: true });
    expect(groupsFromSearch([group])[0]?.token_x.address).toBe(ATL.address);
  });
});
