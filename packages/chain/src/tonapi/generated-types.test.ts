import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openapiTypes, TYPES } from '../../scripts/openapi-types';

// A changed spec is regenerated (`npm run generate -w @atoll/chain`), never edited by hand.
describe('generated/tonapi.d.ts', () => {
  it('is what openapi-typescript makes of openapi/tonapi.yml', async () => {
    expect(await openapiTypes()).toBe(readFileSync(TYPES, 'utf8'));
  });
});
