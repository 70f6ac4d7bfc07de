import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv, resolveConfig } from './env';

// The keeper pins the roots a deployment recorded (deployments/<CHAIN>.json, or DEPLOYMENT_FILE), each
// overridden by its variable: the same reader as the API's, the indexer's and the web build's.

const words = Array.from({ length: 24 }, (_, i) => `word${i}`).join(' ');
const factory = `0:${'1'.repeat(64)}`;
const DEPLOYMENT_FILE = join(mkdtempSync(join(tmpdir(), 'atoll-keeper-')), 'mainnet.json');
writeFileSync(
  DEPLOYMENT_FILE,
  JSON.stringify({
    network: 'mainnet',
    deployedAt: '2026-01-02T03:04:05.000Z',
    deployer: `0:${'d'.repeat(64)}`,
    factory,
    librarian: `-1:${'e'.repeat(64)}`,
    codeHashes: {
      factory: '1'.repeat(64),
      pool: '2'.repeat(64),
      lpWallet: '3'.repeat(64),
      deposit: '4'.repeat(64),
      order: '5'.repeat(64),
      librarian: '6'.repeat(64),
    },
  }),
);
const base = { CHAIN: 'mainnet', TONAPI_KEY: 'k', KEEPER_MNEMONIC: words, DEPLOYMENT_FILE };
const unused = () => ({ pool: 'f'.repeat(64), order: 'f'.repeat(64) });

describe('keeper roots of trust from a deployment file', () => {
  it('are the recorded factory and code hashes', async () => {
    const config = await resolveConfig(loadEnv(base), unused);
    expect(config.roots).toEqual({ factory, poolCodeHash: '2'.repeat(64), orderCodeHash: '5'.repeat(64) });
  });

  it('give way to a variable that is set', async () => {
    const config = await resolveConfig(loadEnv({ ...base, ORDER_CODE_HASH: 'C'.repeat(64) }), unused);
    expect(config.roots).toEqual({ factory, poolCodeHash: '2'.repeat(64), orderCodeHash: 'c'.repeat(64) });
  });

  it('are refused from a file of another network', () => {
    expect(() => loadEnv({ ...base, CHAIN: 'testnet' })).toThrow(/records mainnet, not testnet/);
  });
});
