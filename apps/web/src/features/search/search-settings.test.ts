import { describe, expect, it } from 'vitest';
import { TOKEN_SEARCH_OPTIONS } from '../tokens/token-search';
import { POOL_SEARCH_OPTIONS } from './pool-search';

// docs/product-spec.md §9 "Search settings": every fuzzy search of the app uses them.
describe('search settings', () => {
  it.each([
    ['token search', TOKEN_SEARCH_OPTIONS],
    ['pool search', POOL_SEARCH_OPTIONS],
  ])('%s uses the spec settings', (_name, options) => {
    expect(options.threshold).toBe(0.3);
    expect(options.keys).toEqual([
      { name: 'name', weight: 1 },
      { name: 'symbol', weight: 2 },
      { name: 'address', weight: 3 },
    ]);
  });
});
