// The real entry point, as a process: it refuses to start on a real chain without its secrets.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function start(env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    // API_PORT 1 is never reached: the configuration is refused first
    env: { PATH: PATH ?? '', HOME: HOME ?? '', API_PORT: '1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('server.ts', () => {
  it('does not start on mainnet without JWT_SECRET, and says which variable', () => {
    const run = start({ CHAIN: 'mainnet', PROOF_SECRET: 'p'.repeat(32) });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JWT_SECRET is required on mainnet');
  });

  it('does not start on testnet with a JWT_SECRET under 32 bytes', () => {
    const run = start({ CHAIN: 'testnet', JWT_SECRET: 'short', PROOF_SECRET: 'p'.repeat(32) });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JWT_SECRET must be at least 32 bytes');
  });
});
