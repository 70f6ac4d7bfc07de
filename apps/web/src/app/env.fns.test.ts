import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, parseTrust, tonNetworkOf } from './env.fns';

const ORIGIN = 'http://localhost:5173';

describe('parseEnv', () => {
  it('defaults to the local devnet and API, and the manifest this app serves', () => {
    expect(parseEnv({}, ORIGIN)).toEqual({
      chain: 'devnet',
      apiUrl: 'http://127.0.0.1:8080',
      tonapiUrl: 'http://127.0.0.1:8081',
      manifestUrl: 'http://localhost:5173/tonconnect-manifest.json',
      docsUrl: 'https://docs.ton.org',
      trust: null,
      shell: { headerTint: 'default', festivalLogoUrl: null, backUrl: null },
      analyticsUrl: null,
    });
  });

  it('reads the VITE_* variables and trims trailing slashes', () => {
    const env = parseEnv(
      {
        VITE_CHAIN: 'mainnet',
        VITE_API_URL: 'https://api.atoll.example/',
        VITE_MANIFEST_URL: 'https://atoll.example/tonconnect-manifest.json',
        MODE: 'production',
        DEV: false,
      },
      ORIGIN,
    );
    expect(env).toMatchObject({
      chain: 'mainnet',
      apiUrl: 'https://api.atoll.example',
      tonapiUrl: 'https://api.atoll.example/chain',
      manifestUrl: 'https://atoll.example/tonconnect-manifest.json',
    });
  });

  it.each([
    [{ VITE_CHAIN: 'localnet' }, /VITE_CHAIN/],
    [{ VITE_API_URL: 'not a url' }, /VITE_API_URL/],
    [{ VITE_TONAPI_URL: 'ftp://x' }, /VITE_TONAPI_URL/],
  ])('rejects %j', (raw, message) => {
    expect(() => parseEnv(raw, ORIGIN)).toThrow(EnvError);
    expect(() => parseEnv(raw, ORIGIN)).toThrow(message);
  });

  it('outside the devnet reads the chain only through the API relay, and refuses any other TonAPI', () => {
    const api = { VITE_API_URL: 'https://api.atoll.example' };
    for (const chain of ['testnet', 'mainnet']) {
      expect(parseEnv({ ...api, VITE_CHAIN: chain }, ORIGIN).tonapiUrl).toBe(
        'https://api.atoll.example/chain',
      );
      expect(
        parseEnv({ ...api, VITE_CHAIN: chain, VITE_TONAPI_URL: 'https://api.atoll.example/chain/' }, ORIGIN)
          .tonapiUrl,
      ).toBe('https://api.atoll.example/chain');
      const direct = { ...api, VITE_CHAIN: chain, VITE_TONAPI_URL: 'https://tonapi.io' };
      expect(() => parseEnv(direct, ORIGIN)).toThrow(EnvError);
      expect(() => parseEnv(direct, ORIGIN)).toThrow(
        `VITE_TONAPI_URL must be unset or https://api.atoll.example/chain on ${chain}: outside the devnet the app reads the chain only through the API, got "https://tonapi.io"`,
      );
    }
    // the devnet is read directly, wherever it is
    expect(parseEnv({ VITE_TONAPI_URL: 'http://10.0.0.5:8081/' }, ORIGIN).tonapiUrl).toBe(
      'http://10.0.0.5:8081',
    );
  });

  it('maps chains to TON Connect network ids (the devnet signs as testnet)', () => {
    expect(tonNetworkOf('mainnet')).toBe('-239');
    expect(tonNetworkOf('testnet')).toBe('-3');
    expect(tonNetworkOf('devnet')).toBe('-3');
  });
});

describe('parseTrust', () => {
  const FACTORY_RAW = `0:${'ab'.repeat(32)}`;
  // the same address in the friendly form, written by @ton/core (the parser here is hand-written)
  const FACTORY_FRIENDLY = 'EQCrq6urq6urq6urq6urq6urq6urq6urq6urq6urq6urq8Uk';
  const HASH = 'C0'.repeat(32);

  it.each([
    ['raw', FACTORY_RAW],
    ['friendly', FACTORY_FRIENDLY],
  ])('reads the pinned factory (%s form) and pool code hash', (_form, factory) => {
    expect(parseTrust({ VITE_FACTORY_ADDRESS: factory, VITE_POOL_CODE_HASH: HASH })).toEqual({
      factory: FACTORY_RAW,
      poolCodeHash: 'c0'.repeat(32),
      orderCodeHash: null,
    });
  });

  it('reads the pinned order code hash beside them', () => {
    const raw = {
      VITE_FACTORY_ADDRESS: FACTORY_RAW,
      VITE_POOL_CODE_HASH: HASH,
      VITE_ORDER_CODE_HASH: 'D1'.repeat(32),
    };
    expect(parseTrust(raw)?.orderCodeHash).toBe('d1'.repeat(32));
  });

  it('is null when neither is set: the app browses but cannot send', () => {
    expect(parseTrust({})).toBeNull();
  });

  it.each([
    [{ VITE_FACTORY_ADDRESS: FACTORY_RAW }, /must be set together/],
    [{ VITE_POOL_CODE_HASH: HASH }, /must be set together/],
    [
      { VITE_FACTORY_ADDRESS: '0:abc', VITE_POOL_CODE_HASH: HASH },
      /VITE_FACTORY_ADDRESS must be a TON address/,
    ],
    [
      { VITE_FACTORY_ADDRESS: FACTORY_FRIENDLY.slice(0, -1) + 'x', VITE_POOL_CODE_HASH: HASH },
      /VITE_FACTORY_ADDRESS/,
    ],
    [
      { VITE_FACTORY_ADDRESS: FACTORY_RAW, VITE_POOL_CODE_HASH: 'c0'.repeat(31) },
      /VITE_POOL_CODE_HASH must be 64 hex/,
    ],
    [{ VITE_FACTORY_ADDRESS: FACTORY_RAW, VITE_POOL_CODE_HASH: 'zz'.repeat(32) }, /VITE_POOL_CODE_HASH/],
    [
      { VITE_FACTORY_ADDRESS: FACTORY_RAW, VITE_POOL_CODE_HASH: HASH, VITE_ORDER_CODE_HASH: 'c0' },
      /VITE_ORDER_CODE_HASH must be 64 hex/,
    ],
  ])('rejects %j with a clear EnvError', (raw, message) => {
    expect(() => parseEnv(raw, ORIGIN)).toThrow(EnvError);
    expect(() => parseEnv(raw, ORIGIN)).toThrow(message);
  });
});
