import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chainEnvShape, withTonapiDefault } from './env';

const parse = (source: Record<string, string>) =>
  z
    .object(chainEnvShape({ rps: 7 }))
    .transform(withTonapiDefault)
    .parse(source);

describe('chain settings of a service', () => {
  it('default to the devnet, and to each network’s own TonAPI when TONAPI_URL is unset', () => {
    expect(parse({})).toEqual({ CHAIN: 'devnet', TONAPI_URL: 'http://127.0.0.1:8081', TONAPI_RPS: 7 });
    expect(parse({ CHAIN: 'testnet' }).TONAPI_URL).toBe('https://testnet.tonapi.io');
    expect(parse({ CHAIN: 'mainnet' }).TONAPI_URL).toBe('https://tonapi.io');
  });

  it('take a set URL without its trailing slash, and refuse what is not one', () => {
    expect(parse({ CHAIN: 'mainnet', TONAPI_URL: 'https://proxy.example/tonapi/' }).TONAPI_URL).toBe(
      'https://proxy.example/tonapi',
    );
    expect(() => parse({ TONAPI_URL: 'tonapi' })).toThrow();
    expect(() => parse({ CHAIN: 'moonnet' })).toThrow();
  });
});
