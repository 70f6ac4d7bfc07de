import { describe, expect, it } from 'vitest';
import { buyRule, labelLevel, safetyLevel, type TokenSafety } from './token-safety';

describe('token safety', () => {
  it.each<[TokenSafety, ReturnType<typeof safetyLevel>, ReturnType<typeof buyRule>, boolean]>([
    [{ verification: 'whitelist', is_scam: false }, 'verified', 'allowed', false],
    [{ verification: 'graylist', is_scam: false }, 'graylist', 'confirm', true],
    [{ verification: 'none', is_scam: false }, 'unverified', 'confirm', true],
    [{ verification: 'blacklist', is_scam: false }, 'blacklist', 'blocked', true],
    // the account's scam flag outranks any jetton level, even a whitelist
    [{ verification: 'whitelist', is_scam: true }, 'scam', 'blocked', true],
    [{ verification: 'none', is_scam: true }, 'scam', 'blocked', true],
  ])('%o is %s: buying is %s', (token, level, rule, label) => {
    expect(safetyLevel(token)).toBe(level);
    expect(buyRule(token)).toBe(rule);
    expect(labelLevel(token) !== null).toBe(label);
  });
});
