// `npm run deploy` against a devnet, end to end: a fresh deployer funded by the faucet, a dry run that
// sends nothing, the deploy, the record; then the stack on that deployment (not the genesis one): the
// indexer and the API pinned to it through the record, a pool created on the new factory, a swap through
// it seen in the API; and a second run that finds everything deployed and sends nothing.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Address, Cell, fromNano, toNano } from '@ton/core';
import { mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { DeploymentSchema, type Deployment } from '@atoll/chain/deployment';
import {
  buildCreatePool,
  buildSwap,
  JettonWallet,
  jettonWalletAddress,
  newQueryId,
  poolAddress,
  sortAssets,
  TON,
  verifiedFactoryCodes,
} from '@atoll/contracts';
import { codeHashHex } from '@atoll/contracts/artifacts';
import { createTestDatabase, type TestDatabase } from '@atoll/db';
import { type DemoWallet, sendFromDemoWallet, startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import {
  type Child,
  clearQueues,
  freePort,
  loadEnv,
  type RunningIndexer,
  resolveConfig,
  silentLogger,
  spawnApi,
  startIndexer,
} from '@atoll/indexer/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledCodes, planDeploy } from './plan';
import { deploymentRecord } from './record';

const repo = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** `npm run deploy -- …` as a developer runs it (the script the root package.json names). */
async function deploy(devnet: TestDevnet, args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', join(repo, 'scripts/deploy/main.ts'), ...args],
    {
      cwd: repo,
      env: { ...process.env, TONAPI_URL: devnet.baseUrl, DEPLOYER_MNEMONIC: '' },
    },
  );
  return stdout;
}

describe('npm run deploy on a devnet', () => {
  let devnet: TestDevnet;
  let database: TestDatabase;
  let deployer: DemoWallet;
  let indexer: RunningIndexer | undefined;
  let api: Child | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'atoll-deploy-'));
  const out = join(dir, 'devnet.json');
  const mnemonicFile = join(dir, 'deployer.words');
  const args = ['--network', 'devnet', '--mnemonic-file', mnemonicFile, '--out', out];

  beforeAll(async () => {
    [devnet, database] = await Promise.all([startTestDevnet(), createTestDatabase()]);
    const mnemonic = await mnemonicNew(24);
    writeFileSync(mnemonicFile, `${mnemonic.join(' ')}\n`);
    const keys = await mnemonicToPrivateKey(mnemonic);
    const contract = WalletContractV5R1.create({
      workchain: 0,
      publicKey: keys.publicKey,
      walletId: { networkGlobalId: -3 },
    });
    deployer = { name: 'deployer', mnemonic, publicKey: keys.publicKey, secretKey: keys.secretKey, contract };
    const res = await fetch(`${devnet.baseUrl}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: contract.address.toRawString() }),
    });
    expect(res.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    if (indexer) {
      await indexer.close();
      await clearQueues(indexer.ctx.config.redisUrl, indexer.ctx.config.queuePrefix);
    }
    await devnet?.close();
    await database?.drop();
  });

  /** The raw account as TonAPI (the devnet) answers it: what the deploy itself reads. */
  const raw = async (address: string) =>
    (await (await fetch(`${devnet.baseUrl}/v2/blockchain/accounts/${address}`)).json()) as {
      balance: number;
      status: string;
      code?: string;
      libraries?: { public: boolean; root: string }[];
    };
  const balanceOf = async (address: Address) => BigInt((await raw(address.toRawString())).balance);

  let record: Deployment;

  it('checks and sends nothing on a dry run, then deploys and records it; a second run sends nothing', async () => {
    // the faucet's 100 TON and the excesses of its jetton mints
    const funded = await balanceOf(deployer.contract.address);
    expect(funded).toBeGreaterThan(toNano('100'));

    const dry = await deploy(devnet, [...args, '--dry-run']);
    expect(dry).toContain(
      `deployer ${deployer.contract.address.toRawString()} (W5R1, global id -3) holds ${fromNano(funded)} TON`,
    );
    expect(dry).toContain('deploy with 0.5 TON');
    expect(dry).toContain('deploy with 10 TON');
    expect(dry).toContain('the deploy needs 11.5 TON');
    expect(dry).toContain('dry run: would send factory and librarian; nothing sent');
    expect(existsSync(out)).toBe(false);
    expect(await balanceOf(deployer.contract.address)).toBe(funded);

    const sent = await deploy(devnet, args);
    expect(sent).toContain('sent factory and librarian');
    expect(sent).toContain(`wrote ${out}`);
    record = DeploymentSchema.parse(JSON.parse(readFileSync(out, 'utf8')));
    // what this deployer and this checkout's codes derive (deploy.test.ts holds the derivation to the artifacts)
    const planned = planDeploy(deployer.contract.address, 'devnet', compiledCodes());
    expect(record).toEqual(deploymentRecord(planned, 'devnet', new Date(record.deployedAt)));
    expect(record.codeHashes.order).toBe(codeHashHex('Order'));
    expect(Date.now() - Date.parse(record.deployedAt)).toBeLessThan(120_000);
    // not the genesis factory: a deployment of its own, whose state the apps' trust check accepts
    expect(Address.parse(record.factory).equals(devnet.world.factory)).toBe(false);
    const factory = await raw(record.factory);
    expect(factory.status).toBe('active');
    expect(Cell.fromHex(factory.code!).hash().toString('hex')).toBe(record.codeHashes.factory);
    // the librarian, on the masterchain, publishes the order code
    expect(record.librarian.startsWith('-1:')).toBe(true);
    const librarian = await raw(record.librarian);
    expect(librarian.libraries!.map((l) => [l.public, Cell.fromHex(l.root).hash().toString('hex')])).toEqual([
      [true, record.codeHashes.order],
    ]);
    // what it spent: the two contracts' TON and the fees, within the reserve
    const spent = funded - (await balanceOf(deployer.contract.address));
    expect(spent).toBeGreaterThan(toNano('10.5'));
    expect(spent).toBeLessThan(toNano('11.5'));

    const before = readFileSync(out, 'utf8');
    const again = await deploy(devnet, args);
    expect(again).toContain('already deployed (same code): nothing to send');
    expect(again).toContain('already deployed: nothing to send');
    expect(again).toContain(`${out} already records this deployment`);
    expect(readFileSync(out, 'utf8')).toBe(before);
    expect(funded - (await balanceOf(deployer.contract.address))).toBe(spent);
  }, 180_000);

  it('runs the indexer and the API on that deployment: a pool created on its factory, a swap seen in the API', async () => {
    const config = await resolveConfig(
      loadEnv({
        TONAPI_URL: devnet.baseUrl,
        DATABASE_URL: database.url,
        REDIS_URL,
        QUEUE_PREFIX: `atoll-deploy-test-${Date.now()}`,
        STATUS_PORT: '0',
        POLL_INTERVAL_MS: '500',
        TONAPI_RPS: '1000',
        DEPLOYMENT_FILE: out,
      }),
    );
    // pinned by the record, not by the devnet's genesis
    expect(config.factory).toBe(record.factory);
    expect(config.poolCodeHash).toBe(record.codeHashes.pool);
    indexer = await startIndexer(config, silentLogger);
    const port = await freePort();
    api = spawnApi({
      API_PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL,
      TONAPI_URL: devnet.baseUrl,
      RATE_LIMIT_PER_MINUTE: '100000',
      DEPLOYMENT_FILE: out,
    });
    const apiUrl = `http://127.0.0.1:${port}`;
    await api.waitFor('Server listening', 120_000);

    // the new factory's pool codes, as every app takes them: from its state, checked against the roots
    const factory = Address.parse(record.factory);
    const active = (await devnet.chain.getAccount(factory)).accountState;
    if (active?.type !== 'active') throw new Error(`the factory is ${active?.type}`);
    const codes = verifiedFactoryCodes(
      { factory, poolCodeHash: record.codeHashes.pool },
      active.state.code!,
      active.state.data!,
    );
    const user = deployer.contract.address;
    const usd = devnet.world.usd;
    const [asset0, asset1] = sortAssets(TON, usd.asset);
    const pool = poolAddress(factory, asset0, asset1, 30, codes);
    const usdWallet = jettonWalletAddress(user, usd.master, devnet.world.jettonWalletCode);
    const tonIn = toNano('10');
    const usdIn = 30n * 10n ** BigInt(usd.decimals);
    const amountOf = (asset: typeof asset0) => (asset.kind === 'ton' ? tonIn : usdIn);
    const walletOf = (asset: typeof asset0) => (asset.kind === 'ton' ? undefined : usdWallet);
    const create = buildCreatePool({
      factory,
      feeBps: 30,
      codes,
      pool,
      side0: { asset: asset0, userJettonWallet: walletOf(asset0) },
      side1: { asset: asset1, userJettonWallet: walletOf(asset1) },
      amount0: amountOf(asset0),
      amount1: amountOf(asset1),
      minLpOut: 0n,
      user,
      deadline: 0,
      queryId: newQueryId(),
    });
    await sendFromDemoWallet(devnet, deployer, create.messages);

    const usdJetton = devnet.chain.blockchain.openContract(JettonWallet.createFromAddress(usdWallet));
    const usdBefore = (await usdJetton.getWalletData()).balance;
    const swapIn = toNano('1');
    const swap = buildSwap({
      pool,
      input: { asset: TON },
      assetOut: usd.asset,
      amountIn: swapIn,
      minOut: 0n,
      user,
      deadline: 0,
      queryId: newQueryId(),
    });
    await sendFromDemoWallet(devnet, deployer, swap.messages);
    const received = (await usdJetton.getWalletData()).balance - usdBefore;
    expect(received).toBeGreaterThan(0n);

    type Events = { result: { events: Array<Record<string, unknown>> } };
    let events: Array<Record<string, unknown>> = [];
    const started = Date.now();
    while (!events.some((e) => e.type === 'swap')) {
      if (Date.now() - started > 120_000) throw new Error(`no swap in the API: ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 500));
      const res = await fetch(`${apiUrl}/pools/${pool.toString()}/events`);
      if (res.status === 200) events = ((await res.json()) as Events).result.events;
    }
    const seen = events.find((e) => e.type === 'swap')!;
    expect(Address.parse(seen.pool as string).equals(pool)).toBe(true);
    expect(seen).toMatchObject({
      success: true,
      amount_in: swapIn.toString(),
      amount_out: received.toString(),
      is_x: asset0.kind === 'ton',
    });
    expect(Address.parse(seen.receiver as string).equals(user)).toBe(true);
    const added = events.find((e) => e.type === 'add_liquidity')!;
    expect(added).toMatchObject({
      success: true,
      amount_x: amountOf(asset0).toString(),
      amount_y: amountOf(asset1).toString(),
    });
    // the genesis pool of the same pair is another factory's: not served for this deployment
    const genesisPool = devnet.world.pools.find(
      (p) => p.a === 'TON' && p.b === usd.symbol && p.feeBps === 30,
    )!;
    expect(genesisPool.address.equals(pool)).toBe(false);
    expect((await fetch(`${apiUrl}/pools/${genesisPool.address.toString()}`)).status).toBe(404);
    expect((await fetch(`${apiUrl}/pools/${pool.toString()}`)).status).toBe(200);
  }, 240_000);
});
