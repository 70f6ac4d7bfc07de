import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, tonNetworkOf } from './env.fns';

const ORIGIN = 'http://localhost:5173';

describe('parseEnv', () => {
  it('defaults to the local devnet and API, and the manifest this app serves', () => {
    expect(parseEnv({}, ORIGIN)).toEqual({
      chain: 'devnet',
      apiUrl: 'http://127.0.0.1:8080',
      tonapiUrl: 'http://127.0.0.1:8081',
      manifestUrl: 'http://localhost:5173/tonconnect-manifest.json',
      docsUrl: 'https://docs.ton.org',
    });
  });

  it('reads the VITE_* variables and trims trailing slashes', () => {
    const env = parseEnv(
      {
        VITE_CHAIN: 'mainnet',
        VITE_API_URL: 'https://api.atoll.example/',
        VITE_TONAPI_URL: 'https://tonapi.io',
        VITE_MANIFEST_URL: 'https://atoll.example/tonconnect-manifest.json',
        MODE: 'production',
        DEV: false,
      },
      ORIGIN,
    );
    expect(env).toMatchObject({
      chain: 'mainnet',
      apiUrl: 'https://api.atoll.example',
      tonapiUrl: 'https://tonapi.io',
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

  it('maps chains to TON Connect network ids (the devnet signs as testnet)', () => {
    expect(tonNetworkOf('mainnet')).toBe('-239');
    expect(tonNetworkOf('testnet')).toBe('-3');
    expect(tonNetworkOf('devnet')).toBe('-3');
  });
});
