import { describe, expect, it } from 'vitest';
import { formatNano } from './format';

describe('formatNano', () => {
  it.each([
    ['0', '0'],
    ['1', '0.000000001'],
    ['1000000000', '1'],
    ['1500000000', '1.5'],
    ['10000000000000', '10000'],
    ['123456789012', '123.456789012'],
  ])('%s → %s', (nano, ton) => expect(formatNano(nano)).toBe(ton));
});
