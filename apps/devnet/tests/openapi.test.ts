import { describe, expect, it } from 'vitest';
import { expectMatchesSpec } from './helpers/openapi';

// The validator itself must be able to fail, or every schema test built on it proves nothing.
describe('OpenAPI validator', () => {
  it('accepts a valid masterchain head shape and rejects a wrong one', () => {
    expect(() => expectMatchesSpec('getRates', { rates: {} })).not.toThrow();
    expect(() => expectMatchesSpec('getRates', { rate: {} })).toThrow(/rates/);
  });

  it('rejects a transaction with a missing field and a wrong type', () => {
    expect(() => expectMatchesSpec('getBlockchainTransaction', { hash: 'ab' })).toThrow(/lt/);
    expect(() => expectMatchesSpec('getBlockchainMasterchainHead', { seqno: 'x' })).toThrow();
  });
});
