import { randomBytes } from 'node:crypto';
import {
  type Asset,
  buildPlaceOrder,
  jettonWalletAddress,
  JettonWallet,
  type OrderTerms,
  TON,
} from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import { createTestDatabase, type TestDatabase } from '@atoll/db';
import { type DemoWallet, sendFromDemoWallet, startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { registerOrder } from '@atoll/indexer/orders';
import {
  clearQueues,
  loadEnv as indexerEnv,
  resolveConfig as indexerConfig,
  type RunningIndexer,
  silentLogger,
  startIndexer,
} from '@atoll/indexer/testing';
import type { Address } from '@ton/core';
import { pino } from 'pino';
import { loadEnv, resolveConfig } from '../../src/env';
import { type RunningKeeper, startKeeper } from '../../src/keeper';

// The keeper's world in one process: a devnet, a database the indexer fills, the indexer, and keepers
// with demo wallets as hot wallets. Makers are demo wallets too, placing orders as the web app does
// (SDK builders, one signed external) and registering them as the API does.

export interface KeeperStack {
  devnet: TestDevnet;
  database: TestDatabase;
  indexer: RunningIndexer;
  startKeeper(wallet: DemoWallet, extra?: Record<string, string>): Promise<RunningKeeper>;
  close(): Promise<void>;
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const hashes = () => ({
  pool: loadCode('Pool').hash().toString('hex'),
  order: loadCode('Order').hash().toString('hex'),
});

export async function startKeeperStack(): Promise<KeeperStack> {
  const [devnet, database] = await Promise.all([startTestDevnet(), createTestDatabase()]);
  const indexerPrefix = `atoll-test-${randomBytes(4).toString('hex')}`;
  const indexer = await startIndexer(
    await indexerConfig(
      indexerEnv({
        TONAPI_URL: devnet.baseUrl,
        DATABASE_URL: database.url,
        REDIS_URL,
        QUEUE_PREFIX: indexerPrefix,
        STATUS_PORT: '0',
        POLL_INTERVAL_MS: '300',
        PRICES_INTERVAL_MS: '1000',
        STATS_INTERVAL_MS: '1000',
        TONAPI_RPS: '1000',
      }),
    ),
    silentLogger,
  );
  const keepers: Array<{ keeper: RunningKeeper; prefix: string }> = [];
  return {
    devnet,
    database,
    indexer,
    async startKeeper(wallet, extra = {}) {
      const prefix = `atoll-keeper-test-${randomBytes(4).toString('hex')}`;
      const config = await resolveConfig(
        loadEnv({
          TONAPI_URL: devnet.baseUrl,
          DATABASE_URL: database.url,
          REDIS_URL,
          QUEUE_PREFIX: prefix,
          TONAPI_RPS: '1000',
          KEEPER_MNEMONIC: wallet.mnemonic.join(' '),
          KEEPER_SCAN_MS: '200',
          ...extra,
        }),
        hashes,
      );
      const keeper = await startKeeper(config, pino({ level: process.env.KEEPER_LOG ?? 'silent' }));
      keepers.push({ keeper, prefix });
      return keeper;
    },
    async close() {
      for (const { keeper, prefix } of keepers) {
        await keeper.close();
        await clearQueues(REDIS_URL, prefix);
      }
      await indexer.close();
      await clearQueues(REDIS_URL, indexerPrefix);
      await devnet.close();
      await database.drop();
    },
  };
}

export const assetOf = (devnet: TestDevnet, symbol: string): Asset =>
  symbol === 'TON' ? TON : devnet.world.tokens.find((t) => t.symbol === symbol)!.asset;

/** Places an order from a demo wallet, as the web app does, and registers it as the API does. */
export async function placeOrder(stack: KeeperStack, maker: DemoWallet, terms: OrderTerms): Promise<string> {
  const { world } = stack.devnet;
  const codes = { ...world.codes, order: loadCode('Order') };
  const makerJettonWallet =
    terms.sellAsset.kind === 'jetton'
      ? jettonWalletAddress(maker.contract.address, terms.sellAsset.master, world.jettonWalletCode)
      : undefined;
  await sendFromDemoWallet(
    stack.devnet,
    maker,
    buildPlaceOrder(terms, { factory: world.factory, codes, makerJettonWallet }).messages,
  );
  const { address } = await registerOrder(stack.database.db, { factory: world.factory, codes }, terms);
  return address;
}

export async function tonBalance(devnet: TestDevnet, owner: Address): Promise<bigint> {
  return (await devnet.chain.blockchain.getContract(owner)).balance;
}

export async function jettonBalance(devnet: TestDevnet, owner: Address, symbol: string): Promise<bigint> {
  const asset = assetOf(devnet, symbol);
  if (asset.kind === 'ton') throw new Error('TON is no jetton');
  const wallet = jettonWalletAddress(owner, asset.master, devnet.world.jettonWalletCode);
  const state = await devnet.chain.blockchain.getContract(wallet);
  if (state.accountState?.type !== 'active') return 0n;
  return devnet.chain.blockchain.openContract(JettonWallet.createFromAddress(wallet)).getJettonBalance();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `read` returns a value `done` accepts; the time it took in ms. */
export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `timed out after ${timeoutMs} ms; last value: ${JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`,
      );
    await sleep(50);
  }
}
