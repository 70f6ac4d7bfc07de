import { describe, expect, it } from 'vitest';
import { loadEnv, resolveConfig } from './env';

const hashes = () => ({ pool: 'a'.repeat(64), order: 'b'.repeat(64) });
const words = Array.from({ length: 24 }, (_, i) => `word${i}`).join(' ');

describe('keeper configuration', () => {
  it('names every missing value at once on a real network', async () => {
    await expect(resolveConfig(loadEnv({ CHAIN: 'testnet' }), hashes)).rejects.toThrow(
      [
        'Invalid keeper configuration:',
        '  FACTORY_ADDRESS is required on testnet (set it, or deploy: npm run deploy -- --network testnet writes deployments/testnet.json)',
        '  POOL_CODE_HASH is required on testnet (set it, or deploy: npm run deploy -- --network testnet writes deployments/testnet.json)',
        '  ORDER_CODE_HASH is required on testnet (set it, or deploy: npm run deploy -- --network testnet writes deployments/testnet.json)',
        '  TONAPI_KEY is required on testnet',
        '  KEEPER_MNEMONIC (or KEEPER_MNEMONIC_FILE) must hold 24 words',
      ].join('\n'),
    );
  });

  it('refuses a mnemonic of the wrong length and amounts that are not TON', async () => {
    expect(() => loadEnv({ KEEPER_FILL_COST: 'lots' })).toThrow(
      /not an amount of TON: lots[\s\S]*at KEEPER_FILL_COST/,
    );
    expect(() => loadEnv({ ORDER_CODE_HASH: 'abc' })).toThrow(/64-digit hex hash[\s\S]*at ORDER_CODE_HASH/);
    const env = loadEnv({
      CHAIN: 'mainnet',
      TONAPI_KEY: 'k',
      FACTORY_ADDRESS: `0:${'1'.repeat(64)}`,
      POOL_CODE_HASH: 'a'.repeat(64),
      ORDER_CODE_HASH: 'b'.repeat(64),
      KEEPER_MNEMONIC: 'one two three',
    });
    await expect(resolveConfig(env, hashes)).rejects.toThrow(
      'KEEPER_MNEMONIC (or KEEPER_MNEMONIC_FILE) must hold 24 words',
    );
  });

  it('takes the pinned roots, the wallet and the costs as given', async () => {
    const config = await resolveConfig(
      loadEnv({
        CHAIN: 'mainnet',
        TONAPI_URL: 'https://tonapi.io/',
        TONAPI_KEY: 'k',
        FACTORY_ADDRESS: `0:${'1'.repeat(64)}`,
        POOL_CODE_HASH: 'A'.repeat(64),
        ORDER_CODE_HASH: 'b'.repeat(64),
        KEEPER_MNEMONIC: words,
        KEEPER_FILL_COST: '0.05',
      }),
      hashes,
    );
    expect(config).toMatchObject({
      tonapiUrl: 'https://tonapi.io',
      roots: { factory: `0:${'1'.repeat(64)}`, poolCodeHash: 'a'.repeat(64), orderCodeHash: 'b'.repeat(64) },
      fillCost: 50_000_000n,
      expireCost: 20_000_000n,
    });
    expect(config.mnemonic).toHaveLength(24);
  });
});
