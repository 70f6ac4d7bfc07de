import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const SECRET_A = 'a'.repeat(32);
const SECRET_B = 'b'.repeat(32);
const problemsOf = (source: Record<string, string>): string => {
  try {
    loadEnv(source);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('loadEnv: secrets off the devnet', () => {
  it.each([
    [
      'mainnet without secrets',
      { CHAIN: 'mainnet' },
      ['JWT_SECRET is required on mainnet', 'PROOF_SECRET is required on mainnet'],
    ],
    [
      'testnet without a proof secret',
      { CHAIN: 'testnet', JWT_SECRET: SECRET_A },
      ['PROOF_SECRET is required on testnet'],
    ],
    [
      'a short JWT secret',
      { CHAIN: 'mainnet', JWT_SECRET: 'x'.repeat(31), PROOF_SECRET: SECRET_B },
      ['JWT_SECRET must be at least 32 bytes'],
    ],
    [
      'an empty JWT secret',
      { CHAIN: 'mainnet', JWT_SECRET: '', PROOF_SECRET: SECRET_B },
      ['JWT_SECRET must be at least 32 bytes'],
    ],
    [
      'one secret for both',
      { CHAIN: 'mainnet', JWT_SECRET: SECRET_A, PROOF_SECRET: SECRET_A },
      ['PROOF_SECRET must differ from JWT_SECRET'],
    ],
    [
      'the public devnet default',
      {
        CHAIN: 'mainnet',
        JWT_SECRET: 'atoll-devnet-jwt-secret-change-me-in-production',
        PROOF_SECRET: SECRET_B,
      },
      ['JWT_SECRET is the public devnet default'],
    ],
  ])('%s → refused, naming each variable', (_name, source, expected) => {
    const message = problemsOf(source);
    for (const text of expected) expect(message).toContain(text);
  });

  it('32 bytes is bytes, not characters', () => {
    // 16 two-byte characters: 32 bytes
    expect(problemsOf({ CHAIN: 'mainnet', JWT_SECRET: 'é'.repeat(16), PROOF_SECRET: SECRET_B })).toBe('');
    expect(problemsOf({ CHAIN: 'mainnet', JWT_SECRET: 'é'.repeat(15), PROOF_SECRET: SECRET_B })).toContain(
      'JWT_SECRET must be at least 32 bytes',
    );
  });

  it('explicit distinct secrets start mainnet; the devnet keeps its own defaults', () => {
    expect(loadEnv({ CHAIN: 'mainnet', JWT_SECRET: SECRET_A, PROOF_SECRET: SECRET_B })).toMatchObject({
      JWT_SECRET: SECRET_A,
      PROOF_SECRET: SECRET_B,
    });
    const devnet = loadEnv({});
    expect(Buffer.byteLength(devnet.JWT_SECRET)).toBeGreaterThanOrEqual(32);
    expect(devnet.PROOF_SECRET).not.toBe(devnet.JWT_SECRET);
  });
});

describe('loadEnv: TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%s → %j', (value, expected) => {
    expect(loadEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/8,*'])('%s is refused', (value) => {
    expect(problemsOf({ TRUST_PROXY: value })).toContain('TRUST_PROXY');
  });
});
