import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { parseConfirmations } from './confirmations';

const RAW = `0:${'ab'.repeat(32)}`;

describe('stored token confirmations', () => {
  it.each<[string, string | null, string[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{', []],
    ['another version', JSON.stringify({ version: 2, tokens: [RAW] }), []],
    ['a raw address', JSON.stringify({ version: 1, tokens: [RAW] }), [RAW]],
    [
      'a friendly address, kept raw',
      JSON.stringify({ version: 1, tokens: [Address.parseRaw(RAW).toString()] }),
      [RAW],
    ],
    ['anything else is left out', JSON.stringify({ version: 1, tokens: [RAW, 'nope', 7] }), [RAW]],
  ])('%s', (_name, stored, expected) => {
    expect(parseConfirmations(stored)).toEqual(expected);
  });
});
