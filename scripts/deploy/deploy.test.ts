import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address, toNano } from '@ton/core';
import { DeploymentSchema } from '@atoll/chain/deployment';
import { codeHashHex } from '@atoll/contracts/artifacts';
import { describe, expect, it } from 'vitest';
import { parseDeployArgs, UsageError } from './args';
import { type AccountSeen, decide, review } from './checks';
import { compiledCodes, FACTORY_TON, FEE_RESERVE, LIBRARIAN_TON, planDeploy } from './plan';
import { deploymentRecord, recordsSame, writeRecord } from './record';

const words = Array.from({ length: 24 }, (_, i) => `w${i}`).join(' ');
const repoRoot = '/repo';
const parse = (argv: string[], env: Record<string, string> = { DEPLOYER_MNEMONIC: words }, files = {}) =>
  parseDeployArgs(argv, env, {
    repoRoot,
    readFile: (path) => {
      const text = (files as Record<string, string>)[path];
      if (text === undefined) throw new Error('ENOENT: no such file');
      return text;
    },
  });

describe('arguments', () => {
  it('take the network, the mnemonic from the environment, and default the record to deployments/<network>.json', () => {
    expect(parse(['--network', 'testnet'])).toEqual({
      network: 'testnet',
      mnemonic: words.split(' '),
      dryRun: false,
      out: '/repo/deployments/testnet.json',
      libraryTon: null,
    });
  });

  it('take a mnemonic file over DEPLOYER_MNEMONIC, --out, --dry-run and --library-ton', () => {
    const other = Array.from({ length: 24 }, (_, i) => `x${i}`).join('\n');
    const args = parse(
      [
        '--network=mainnet',
        '--mnemonic-file',
        '/keys/deployer',
        '--dry-run',
        '--out',
        '/tmp/m.json',
        '--library-ton=40.5',
      ],
      { DEPLOYER_MNEMONIC: words },
      { '/keys/deployer': `  ${other}\n` },
    );
    expect(args).toMatchObject({
      network: 'mainnet',
      dryRun: true,
      out: '/tmp/m.json',
      libraryTon: toNano('40.5'),
    });
    expect(args.mnemonic[0]).toBe('x0');
  });

  it.each([
    [[], /--network is required/],
    [['--network', 'moonnet'], /--network must be one of devnet, testnet, mainnet, got "moonnet"/],
    [['--network'], /--network needs a value/],
    [['--network', 'devnet', '--network', 'testnet'], /given twice/],
    [['--network', 'devnet', '--force'], /unknown flag --force/],
    [['--network', 'devnet', 'extra'], /unexpected argument "extra"/],
    [['--network', 'devnet', '--dry-run=yes'], /--dry-run takes no value/],
    [['--network', 'devnet', '--library-ton', 'lots'], /--library-ton must be an amount of TON/],
    [['--network', 'devnet', '--library-ton', '0'], /more than 0/],
    [['--network', 'devnet', '--mnemonic-file', '/absent'], /--mnemonic-file \/absent: ENOENT/],
  ])('refuse %j', (argv, message) => {
    expect(() => parse(argv)).toThrow(UsageError);
    expect(() => parse(argv)).toThrow(message);
  });

  it('need 24 words from somewhere', () => {
    expect(() => parse(['--network', 'devnet'], {})).toThrow(
      /give --mnemonic-file <path> or set DEPLOYER_MNEMONIC/,
    );
    expect(() => parse(['--network', 'devnet'], { DEPLOYER_MNEMONIC: 'one two' })).toThrow(
      /24 words, it holds 2/,
    );
  });
});

const deployer = Address.parseRaw(`0:${'d'.repeat(64)}`);
const plan = planDeploy(deployer, 'testnet', compiledCodes());
const none: AccountSeen = { status: 'nonexist', balance: 0n, codeHash: null, publicLibraries: [] };
const orderHash = plan.codes.order.hash().toString('hex');
const active = (codeHash: string, publicLibraries: string[] = []): AccountSeen => ({
  status: 'active',
  balance: toNano('1'),
  codeHash,
  publicLibraries,
});

describe('the plan', () => {
  it('puts the factory on the basechain and the librarian of the order code on the masterchain', () => {
    expect(plan.factory.address.workChain).toBe(0);
    expect(plan.librarian.address.workChain).toBe(-1);
    expect(plan.librarian.init.data.hash().toString('hex')).toBe(orderHash);
    expect([plan.factory.amount, plan.librarian.amount]).toEqual([FACTORY_TON, LIBRARIAN_TON.testnet]);
    expect(planDeploy(deployer, 'mainnet', plan.codes, toNano('50')).librarian.amount).toBe(toNano('50'));
    // the librarian's rent (tests/librarian.test.ts measures it): about 0.093 TON a day for this order code
    expect(plan.libraryRentPerDay).toBeGreaterThan(toNano('0.05'));
    expect(plan.libraryRentPerDay).toBeLessThan(toNano('0.2'));
  });
});

describe('the checks', () => {
  it('deploy what is missing, skip what is there with the same code, refuse other code or a frozen account', () => {
    expect(decide(plan.factory, none)).toEqual({ kind: 'send' });
    expect(decide(plan.factory, { ...none, status: 'uninit', balance: 5n })).toEqual({ kind: 'send' });
    expect(decide(plan.factory, active(plan.factory.codeHash))).toEqual({ kind: 'present' });
    const other = decide(plan.factory, active('e'.repeat(64)));
    expect(other).toEqual({
      kind: 'refuse',
      reason: `the factory address ${plan.factory.address.toRawString()} is active with code ${'e'.repeat(64)}, not this checkout's ${plan.factory.codeHash}: refusing to deploy over it`,
    });
    expect(decide(plan.librarian, { ...none, status: 'frozen' })).toMatchObject({
      kind: 'refuse',
      reason: expect.stringMatching(/librarian address -1:.* is frozen/),
    });
  });

  it('need the contracts’ TON and the fee reserve, for what is sent only', () => {
    const needed = FACTORY_TON + LIBRARIAN_TON.testnet + FEE_RESERVE;
    expect(review(plan, { factory: none, librarian: none }, needed)).toEqual({
      factory: { kind: 'send' },
      librarian: { kind: 'send' },
      needed,
      problems: [],
    });
    const short = review(plan, { factory: none, librarian: none }, needed - 1n);
    expect(short.problems).toEqual([
      `the deployer ${deployer.toRawString()} holds 11.499999999 TON; the deploy needs 11.5 TON (10.5 for the contracts, 1 for fees)`,
    ]);
    const librarianThere = active(plan.librarian.codeHash, [orderHash]);
    expect(review(plan, { factory: none, librarian: librarianThere }, 0n).needed).toBe(
      FACTORY_TON + FEE_RESERVE,
    );
    const all = review(plan, { factory: active(plan.factory.codeHash), librarian: librarianThere }, 0n);
    expect(all).toMatchObject({
      factory: { kind: 'present' },
      librarian: { kind: 'present' },
      needed: 0n,
      problems: [],
    });
  });

  it('refuse a librarian that does not publish the order code, and a state init that is not the compiled code', () => {
    const silent = review(plan, { factory: none, librarian: active(plan.librarian.codeHash) }, toNano('100'));
    expect(silent.problems).toEqual([
      `the librarian ${plan.librarian.address.toRawString()} is active but does not publish the order code ${orderHash}`,
    ]);
    const tampered = { ...plan, codes: { ...plan.codes, pool: plan.codes.deposit } };
    expect(review(tampered, { factory: none, librarian: none }, toNano('100')).problems).toEqual([
      expect.stringMatching(/^code hashes: the pinned factory deploys pool code .* not the pinned/),
    ]);
  });
});

describe('the record', () => {
  const now = new Date('2026-03-04T05:06:07.000Z');
  const record = deploymentRecord(plan, 'testnet', now);

  it('holds the addresses, the code hashes, the deployer and the time, as the apps read it', () => {
    expect(record).toEqual({
      network: 'testnet',
      deployedAt: '2026-03-04T05:06:07.000Z',
      deployer: deployer.toRawString(),
      factory: plan.factory.address.toRawString(),
      librarian: plan.librarian.address.toRawString(),
      // the compiled artifacts' hashes, by the contracts' names
      codeHashes: {
        factory: codeHashHex('Factory'),
        pool: codeHashHex('Pool'),
        lpWallet: codeHashHex('JettonWallet'),
        deposit: codeHashHex('Deposit'),
        order: codeHashHex('Order'),
        librarian: codeHashHex('Librarian'),
      },
    });
    const path = join(mkdtempSync(join(tmpdir(), 'atoll-deploy-')), 'nested', 'testnet.json');
    writeRecord(path, record);
    expect(DeploymentSchema.parse(JSON.parse(readFileSync(path, 'utf8')))).toEqual(record);
    expect(readFileSync(path, 'utf8').endsWith('}\n')).toBe(true);
  });

  it('is the same deployment whatever its time; another deployer’s is not', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'atoll-deploy-')), 'testnet.json');
    expect(recordsSame(path, record)).toBe(false);
    writeRecord(path, record);
    expect(recordsSame(path, deploymentRecord(plan, 'testnet', new Date()))).toBe(true);
    const other = planDeploy(Address.parseRaw(`0:${'c'.repeat(64)}`), 'testnet', plan.codes);
    expect(recordsSame(path, deploymentRecord(other, 'testnet', now))).toBe(false);
    writeFileSync(path, '{');
    expect(recordsSame(path, record)).toBe(false);
  });
});
