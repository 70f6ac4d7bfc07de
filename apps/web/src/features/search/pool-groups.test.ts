import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { parsePoolGroups } from './pool-groups';
import { ATL, AUSD, TON, WIRE_GROUPS, address } from './search.fixtures';

describe('parsePoolGroups', () => {
  it('keeps the pair, its totals and every pool with bigint reserves', () => {
    const [group] = parsePoolGroups(WIRE_GROUPS);
    expect(group).toEqual({
      token_x: { address: TON.address, symbol: 'TON', icon_url: null, decimals: 9 },
      token_y: { address: AUSD.address, symbol: 'aUSD', icon_url: null, decimals: 9 },
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
    const friendly = JSON.parse(JSON.stringify(WIRE_GROUPS[1])) as { token_x: { address: string } };
    friendly.token_x.address = Address.parse(ATL.address).toString({ bounceable: true, testOnly: true });
    expect(parsePoolGroups([friendly])[0]?.token_x.address).toBe(ATL.address);
  });

  it('leaves out malformed groups and pools instead of failing', () => {
    const badPool = JSON.parse(JSON.stringify(WIRE_GROUPS[1])) as { pools: Array<{ reserve_x: string }> };
    badPool.pools[0]!.reserve_x = '-5';
    const groups = parsePoolGroups([{ token_x: { address: 'nope', symbol: 'X' } }, badPool, 42]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.pools).toEqual([]);
    expect(groups[0]?.pools_count).toBe(1);
    expect(parsePoolGroups({ not: 'a list' })).toEqual([]);
  });
});
