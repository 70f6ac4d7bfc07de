import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

const SECRET_A = 'a'.repeat(32);
const SECRET_B = 'b'.repeat(32);
/** Everything a real network needs besides the secrets. */
const LIVE = {
  TONAPI_KEY: 'key',
  FACTORY_ADDRESS: `0:${'1'.repeat(64)}`,
  POOL_CODE_HASH: 'a'.repeat(64),
  ORDER_CODE_HASH: 'b'.repeat(64),
  ALLOWED_PROOF_DOMAINS: 'atoll.example',
  CORS_ORIGINS: 'https://atoll.example',
};
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
    expect(
      problemsOf({ ...LIVE, CHAIN: 'mainnet', JWT_SECRET: 'é'.repeat(16), PROOF_SECRET: SECRET_B }),
    ).toBe('');
    expect(problemsOf({ CHAIN: 'mainnet', JWT_SECRET: 'é'.repeat(15), PROOF_SECRET: SECRET_B })).toContain(
      'JWT_SECRET must be at least 32 bytes',
    );
  });

  it('explicit distinct secrets start mainnet; the devnet keeps its own defaults', () => {
    expect(
      loadEnv({ ...LIVE, CHAIN: 'mainnet', JWT_SECRET: SECRET_A, PROOF_SECRET: SECRET_B }),
    ).toMatchObject({
      JWT_SECRET: SECRET_A,
      PROOF_SECRET: SECRET_B,
    });
    const devnet = loadEnv({});
    expect(Buffer.byteLength(devnet.JWT_SECRET)).toBeGreaterThanOrEqual(32);
    expect(devnet.PROOF_SECRET).not.toBe(devnet.JWT_SECRET);
  });
});

describe('loadEnv: a real network', () => {
  it('names every missing or unsafe value in one message', () => {
    expect(problemsOf({ CHAIN: 'testnet', JWT_SECRET: SECRET_A, PROOF_SECRET: SECRET_B })).toBe(
      [
        'Invalid API configuration:',
        '  TONAPI_KEY is required on testnet',
        '  FACTORY_ADDRESS is required on testnet (set it, or deploy: npm run deploy -- --network testnet writes deployments/testnet.json)',
        '  POOL_CODE_HASH is required on testnet (set it, or deploy: npm run deploy -- --network testnet writes deployments/testnet.json)',
        '  ORDER_CODE_HASH is required on testnet (set it, or deploy: npm run deploy -- --network testnet writes deployments/testnet.json)',
        "  ALLOWED_PROOF_DOMAINS names a local host (localhost:5173, localhost:4173, 127.0.0.1:5173): set the web app's public origin",
        "  CORS_ORIGINS names a local host (http://localhost:5173, http://localhost:4173, http://127.0.0.1:5173): set the web app's public origin",
      ].join('\n'),
    );
  });

  it('starts with every value set, reading testnet through testnet.tonapi.io unless told otherwise', () => {
    expect(problemsOf({ ...LIVE, CHAIN: 'testnet', JWT_SECRET: SECRET_A, PROOF_SECRET: SECRET_B })).toBe('');
    const env = loadEnv({ ...LIVE, CHAIN: 'testnet', JWT_SECRET: SECRET_A, PROOF_SECRET: SECRET_B });
    expect(env.TONAPI_URL).toBe('https://testnet.tonapi.io');
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
