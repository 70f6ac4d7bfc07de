import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { poolGroupSearchUrl, tokenSearchUrl } from './links';
import { ATL, AUSD } from './search.fixtures';

const bounceable = (raw: string) => Address.parse(raw).toString({ bounceable: true, urlSafe: true });

describe('search links (docs/product-spec.md §2)', () => {
  it('sends a token to its swap page with the bounceable address', () => {
    expect(tokenSearchUrl(ATL.address)).toBe(`/app/swap/${bounceable(ATL.address)}/null`);
  });

  it('sends a pool group to the pools page with both addresses joined in the hash', () => {
    expect(poolGroupSearchUrl(ATL.address, AUSD.address)).toBe(
      `/app/pools#${bounceable(ATL.address)}${bounceable(AUSD.address)}`,
    );
  });
});
