import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { type Deployment, deploymentPath, deploymentRoots, withDeploymentRoots } from './deployment';

const h = (c: string) => c.repeat(64);
const FACTORY = `0:${h('a')}`;
const record = (over: Partial<Deployment> = {}) => ({
  network: 'testnet',
  deployedAt: '2026-01-02T03:04:05.000Z',
  deployer: `0:${h('d')}`,
  factory: FACTORY,
  librarian: `-1:${h('e')}`,
  codeHashes: {
    factory: h('1'),
    pool: h('2'),
    lpWallet: h('3'),
    deposit: h('4'),
    order: h('5'),
    librarian: h('6'),
  },
  ...over,
});
const dir = mkdtempSync(join(tmpdir(), 'atoll-deployment-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('the roots of trust a deployment file gives a service', () => {
  it('come from the file where the environment has none, under the names the service reads', () => {
    const DEPLOYMENT_FILE = file('testnet.json', record());
    expect(deploymentRoots('testnet', { DEPLOYMENT_FILE })).toEqual({
      FACTORY_ADDRESS: FACTORY,
      POOL_CODE_HASH: h('2'),
      ORDER_CODE_HASH: h('5'),
    });
    expect(deploymentRoots('testnet', { DEPLOYMENT_FILE }, { prefix: 'VITE_' })).toEqual({
      VITE_FACTORY_ADDRESS: FACTORY,
      VITE_POOL_CODE_HASH: h('2'),
      VITE_ORDER_CODE_HASH: h('5'),
    });
  });

  it('never override a value the environment sets (an empty one counts as unset)', () => {
    const DEPLOYMENT_FILE = file('testnet.json', record());
    const env = {
      CHAIN: 'testnet',
      DEPLOYMENT_FILE,
      FACTORY_ADDRESS: `0:${h('f')}`,
      POOL_CODE_HASH: ' ',
      X: '1',
    };
    expect(withDeploymentRoots(env)).toEqual({
      ...env,
      POOL_CODE_HASH: h('2'),
      ORDER_CODE_HASH: h('5'),
    });
    const all = {
      FACTORY_ADDRESS: 'x',
      POOL_CODE_HASH: 'y',
      ORDER_CODE_HASH: 'z',
      DEPLOYMENT_FILE: '/nowhere',
    };
    expect(deploymentRoots('testnet', all)).toEqual({});
  });

  it('are none when the network has no file, as on a devnet that was never deployed to', () => {
    expect(deploymentPath('devnet')).toMatch(/deployments\/devnet\.json$/);
    expect(withDeploymentRoots({ CHAIN: 'mainnet', TONAPI_KEY: 'k' }).FACTORY_ADDRESS).toBeUndefined();
    // an invalid CHAIN is the service's own validation to report
    expect(withDeploymentRoots({ CHAIN: 'moonnet' })).toEqual({ CHAIN: 'moonnet' });
  });

  it('refuse a missing DEPLOYMENT_FILE, a malformed record and another network’s record', () => {
    expect(() => deploymentRoots('testnet', { DEPLOYMENT_FILE: join(dir, 'absent.json') })).toThrow(
      /DEPLOYMENT_FILE .*absent\.json does not exist/,
    );
    expect(() => deploymentRoots('testnet', { DEPLOYMENT_FILE: file('bad.json', '{') })).toThrow(/bad\.json/);
    const badHash = record({ codeHashes: { ...record().codeHashes, pool: 'ABC' } });
    expect(() => deploymentRoots('testnet', { DEPLOYMENT_FILE: file('hash.json', badHash) })).toThrow(/pool/);
    const badAddress = record({ factory: 'not-an-address' });
    expect(() => deploymentRoots('testnet', { DEPLOYMENT_FILE: file('addr.json', badAddress) })).toThrow(
      /not a TON address/,
    );
    const DEPLOYMENT_FILE = file('mainnet.json', record({ network: 'mainnet' }));
    expect(() => deploymentRoots('testnet', { DEPLOYMENT_FILE })).toThrow(/records mainnet, not testnet/);
  });

  it('read addresses in any form, kept raw', () => {
    const friendly = Address.parseRaw(FACTORY).toString({ testOnly: true });
    const DEPLOYMENT_FILE = file('friendly.json', record({ factory: friendly }));
    expect(deploymentRoots('testnet', { DEPLOYMENT_FILE }).FACTORY_ADDRESS).toBe(FACTORY);
  });
});
