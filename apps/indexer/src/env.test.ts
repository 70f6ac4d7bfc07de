import { describe, expect, it } from 'vitest';
import { loadEnv, resolveConfig } from './env';

describe('indexer configuration off the devnet', () => {
  it('names every missing value in one message', async () => {
    await expect(resolveConfig(loadEnv({ CHAIN: 'mainnet' }))).rejects.toThrow(
      [
        'Invalid indexer configuration:',
        '  FACTORY_ADDRESS is required on mainnet (set it, or deploy: npm run deploy -- --network mainnet writes deployments/mainnet.json)',
        '  POOL_CODE_HASH is required on mainnet (set it, or deploy: npm run deploy -- --network mainnet writes deployments/mainnet.json)',
        '  TONAPI_KEY is required on mainnet',
        '  USD_STABLECOIN is required on mainnet when TON_USD_SOURCE=pool',
      ].join('\n'),
    );
  });

  it('reads mainnet through tonapi.io unless told otherwise', async () => {
    const config = await resolveConfig(
      loadEnv({
        CHAIN: 'mainnet',
        TONAPI_KEY: 'key',
        FACTORY_ADDRESS: `0:${'1'.repeat(64)}`,
        POOL_CODE_HASH: 'a'.repeat(64),
        TON_USD_SOURCE: 'tonapi',
      }),
    );
    expect(config.tonapiUrl).toBe('https://tonapi.io');
  });

  it('starts with the pinned roots, a key and a price source', async () => {
    const config = await resolveConfig(
      loadEnv({
        CHAIN: 'testnet',
        TONAPI_URL: 'https://testnet.tonapi.io/',
        TONAPI_KEY: 'key',
        FACTORY_ADDRESS: `0:${'1'.repeat(64)}`,
        POOL_CODE_HASH: 'A'.repeat(64),
        TON_USD_SOURCE: 'tonapi',
      }),
    );
    expect(config).toMatchObject({
      chain: 'testnet',
      tonapiUrl: 'https://testnet.tonapi.io',
      factory: `0:${'1'.repeat(64)}`,
      poolCodeHash: 'a'.repeat(64),
    });
  });
});
