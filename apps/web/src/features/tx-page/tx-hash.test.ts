import { describe, expect, it } from 'vitest';
import { parseTxHash } from './tx-hash';

const HEX = '9f'.repeat(16) + '0a'.repeat(16);
const BYTES = Buffer.from(HEX, 'hex');

describe('parseTxHash', () => {
  it.each([
    ['hex', HEX, HEX],
    ['upper-case hex', HEX.toUpperCase(), HEX],
    ['hex with spaces around', `  ${HEX} `, HEX],
    ['base64', BYTES.toString('base64'), HEX],
    ['base64url', BYTES.toString('base64url'), HEX],
    ['too short', HEX.slice(2), null],
    ['not hex', `${HEX.slice(2)}zz`, null],
    ['empty', '', null],
    ['an address', 'EQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG', null],
  ])('%s', (_, text, expected) => {
    expect(parseTxHash(text)).toBe(expected);
  });
});
