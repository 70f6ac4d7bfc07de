// The containers' command (scripts/docker/start.sh) with the compiled services, started as on a real network
// with nothing configured: each exits non-zero and names every missing value at once (issue 16).
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../fresh-clone/clone';

beforeAll(() => {
  execFileSync(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/services/build.ts', 'api', 'indexer', 'keeper'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
}, 60_000);

function start(service: string, env: Record<string, string>) {
  // only what a bare container has: no DATABASE_URL, no keys, no roots
  const run = spawnSync('sh', [join(ROOT, 'scripts/docker/start.sh'), service], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('a compiled service started with CHAIN=mainnet and nothing else', () => {
  it.each([
    [
      'api',
      [
        'TONAPI_KEY is required on mainnet',
        'JWT_SECRET is required on mainnet',
        'FACTORY_ADDRESS is required on mainnet',
      ],
    ],
    [
      'indexer',
      [
        'TONAPI_KEY is required on mainnet',
        'FACTORY_ADDRESS is required on mainnet',
        'POOL_CODE_HASH is required on mainnet',
      ],
    ],
    [
      'keeper',
      ['TONAPI_KEY is required on mainnet', 'ORDER_CODE_HASH is required on mainnet', 'KEEPER_MNEMONIC'],
    ],
  ])('%s refuses, naming each missing value', (service, missing) => {
    const { status, output } = start(service, { CHAIN: 'mainnet' });
    expect(status).not.toBe(0);
    for (const text of missing) expect(output).toContain(text);
  });
});
