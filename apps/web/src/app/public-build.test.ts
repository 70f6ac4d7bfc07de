// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicBuildProblems, tonconnectManifest } from './chain.fns';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('a testnet or mainnet build', () => {
  it('names every URL a wallet or a browser elsewhere could not reach, at once', () => {
    expect(publicBuildProblems('mainnet', {})).toEqual([
      "VITE_PUBLIC_URL is required on mainnet: the app's public URL (the TON Connect manifest's url)",
      'VITE_API_URL is required on mainnet: the API the app reads everything through',
    ]);
    expect(
      publicBuildProblems('testnet', {
        VITE_PUBLIC_URL: 'http://localhost:5173',
        VITE_MANIFEST_ICON_URL: 'https://127.0.0.1/icon.png',
        VITE_MANIFEST_URL: 'not a url',
        VITE_API_URL: 'https://api.atoll.example',
      }),
    ).toEqual([
      'VITE_PUBLIC_URL must be https on testnet, got "http://localhost:5173"',
      'VITE_MANIFEST_ICON_URL must be public on testnet, not this machine: "https://127.0.0.1/icon.png"',
      'VITE_MANIFEST_URL must be an absolute URL, got "not a url"',
    ]);
  });

  it('passes with public https URLs, the manifest made from them; the devnet checks nothing', () => {
    const vars = { VITE_PUBLIC_URL: 'https://atoll.example/', VITE_API_URL: 'https://api.atoll.example' };
    expect(publicBuildProblems('mainnet', vars)).toEqual([]);
    expect(tonconnectManifest(vars.VITE_PUBLIC_URL, undefined)).toEqual({
      url: 'https://atoll.example',
      name: 'Atoll',
      iconUrl: 'https://atoll.example/icon-180.png',
      termsOfUseUrl: 'https://atoll.example/',
      privacyPolicyUrl: 'https://atoll.example/',
    });
    expect(publicBuildProblems('devnet', {})).toEqual([]);
  });

  it('`vite build` with VITE_CHAIN=mainnet and nothing else exits non-zero, naming each value', () => {
    const run = spawnSync(join(WEB, '../../node_modules/.bin/vite'), ['build', '--outDir', 'never-written'], {
      cwd: WEB,
      env: { ...process.env, VITE_CHAIN: 'mainnet', VITE_API_URL: '', VITE_PUBLIC_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    const output = run.stdout + run.stderr;
    expect(output).toContain('This mainnet build is not safe to publish');
    expect(output).toContain('VITE_PUBLIC_URL is required on mainnet');
    expect(output).toContain('VITE_API_URL is required on mainnet');
  });
});
