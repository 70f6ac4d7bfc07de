import { randomBytes } from 'node:crypto';
import { parseDexEvent } from '@atoll/contracts';
import { type Db, toBigInt } from '@atoll/db';
import { Address } from '@ton/core';
import type { ChainReads } from '../../src/chain/tonapi';
import { loadEnv, resolveConfig, type IndexerConfig } from '../../src/env';
import { createAccountSync } from '../../src/jobs/account-sync/account-sync';
import { createTokenMetadataService } from '../../src/jobs/token-metadata/token-metadata';
import { loadPoolTrust } from '../../src/jobs/verify-pools/pool-trust';
import { silentLogger } from '../../src/log';
import { clearQueues, QueueName, type Queues } from '../../src/queues';
import { lpBalance, poolData, type TestDevnet } from './actions';

/** Configuration for a test: its own database, its own BullMQ prefix, fast schedules. */
export async function testConfig(
  devnet: TestDevnet,
  databaseUrl: string,
  extra: Record<string, string> = {},
): Promise<IndexerConfig> {
  return resolveConfig(
    loadEnv({
      TONAPI_URL: devnet.baseUrl,
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `atoll-test-${randomBytes(4).toString('hex')}`,
      STATUS_PORT: '0',
      POLL_INTERVAL_MS: '500',
      PRICES_INTERVAL_MS: '1000',
      STATS_INTERVAL_MS: '1000',
      TONAPI_RPS: '1000',
      ...extra,
    }),
  );
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Removes every key of a test's prefix from the shared Redis; call it after the indexer is closed. */
export const obliterate = (config: Pick<IndexerConfig, 'redisUrl' | 'queuePrefix'>): Promise<void> =>
  clearQueues(config.redisUrl, config.queuePrefix);

/**
 * Chain-side truth: every log of a pool as `<tx hash>/<event index>` (its place among the transaction's
 * external-out messages, as pool_events keys it), from the devnet's own index.
 */
export function chainEventKeys(devnet: TestDevnet, pool: string): string[] {
  const keys: string[] = [];
  for (const t of devnet.chain.index.accountTxs(pool, { limit: 1_000_000, ascending: true })) {
    const logs = [...t.tx.outMessages.values()].filter((m) => m.info.type === 'external-out');
    logs.forEach((m, i) => {
      if (parseDexEvent(m.body)) keys.push(`${t.hash}/${i}`);
    });
  }
  return keys;
}

/** Chain-side truth: every log of every pool, counted from the devnet's own index. */
export function chainLogs(devnet: TestDevnet, pools: string[]): Map<string, number> {
  return new Map(pools.map((pool) => [pool, chainEventKeys(devnet, pool).length]));
}

/** True once every followed account's cursor is at the chain's last transaction and every operation is settled. */
export async function caughtUp(devnet: TestDevnet, db: Db): Promise<boolean> {
  const cursors = await db.indexerCursor.findMany();
  if (cursors.length < 1 + devnet.world.pools.length) return false;
  for (const c of cursors) {
    const last = devnet.chain.index.lastTx(c.account);
    if (last && toBigInt(c.lastLt) < last.lt) return false;
  }
  return (await db.traceRecord.count({ where: { complete: false } })) === 0;
}

export async function waitCaughtUp(devnet: TestDevnet, db: Db, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (!(await caughtUp(devnet, db))) {
    if (Date.now() - started > timeoutMs) throw new Error('indexer did not catch up');
    await sleep(100);
  }
  return Date.now() - started;
}

export async function queuesIdle(queues: Queues): Promise<boolean> {
  for (const name of [QueueName.AccountSync, QueueName.TraceIngest]) {
    const c = await queues[name].getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (Object.values(c).some((n) => n > 0)) return false;
  }
  return true;
}

export interface Reconciliation {
  pools: number;
  events: number;
  positions: number;
  mismatches: string[];
}

/** The database against the chain: reserves, LP supply, seqno, every log once, positions = LP balances. */
export async function reconcile(devnet: TestDevnet, db: Db): Promise<Reconciliation> {
  const mismatches: string[] = [];
  const pools = await db.pool.findMany();
  const logs = chainLogs(
    devnet,
    pools.map((p) => p.address),
  );
  let events = 0;
  for (const p of pools) {
    const chain = await poolData(devnet, Address.parse(p.address));
    const row = {
      reserve0: toBigInt(p.reserve0),
      reserve1: toBigInt(p.reserve1),
      lpSupply: toBigInt(p.lpSupply),
    };
    if (
      row.reserve0 !== chain.reserve0 ||
      row.reserve1 !== chain.reserve1 ||
      row.lpSupply !== chain.lpSupply
    ) {
      mismatches.push(
        `pool ${p.address}: db ${row.reserve0}/${row.reserve1}/${row.lpSupply} chain ${chain.reserve0}/${chain.reserve1}/${chain.lpSupply}`,
      );
    }
    const agg = await db.poolEvent.aggregate({
      where: { poolAddress: p.address },
      _count: true,
      _max: { seqno: true },
      _min: { seqno: true },
    });
    events += agg._count;
    if (agg._count !== logs.get(p.address))
      mismatches.push(`pool ${p.address}: ${agg._count} events, chain has ${logs.get(p.address)} logs`);
    if (
      agg._count > 0 &&
      (agg._max.seqno !== BigInt(chain.seqno) ||
        agg._min.seqno !== 1n ||
        Number(agg._max.seqno) !== agg._count)
    ) {
      mismatches.push(
        `pool ${p.address}: seqnos ${agg._min.seqno}..${agg._max.seqno} over ${agg._count} events, chain seqno ${chain.seqno}`,
      );
    }
  }
  const positions = await db.position.findMany();
  for (const pos of positions) {
    const chain = await lpBalance(devnet, Address.parse(pos.userAddress), Address.parse(pos.poolAddress));
    if (toBigInt(pos.lpBalance) !== chain)
      mismatches.push(`position ${pos.userAddress}@${pos.poolAddress}: db ${pos.lpBalance} chain ${chain}`);
  }
  // and every test wallet holding LP has its position, however it got the LP
  for (const wallet of devnet.world.wallets) {
    for (const p of pools) {
      const chain = await lpBalance(devnet, wallet.contract.address, Address.parse(p.address));
      const user = wallet.contract.address.toRawString();
      if (chain > 0n && !positions.some((pos) => pos.userAddress === user && pos.poolAddress === p.address))
        mismatches.push(`position ${user}@${p.address}: missing, chain ${chain}`);
    }
  }
  return { pools: pools.length, events, positions: positions.length, mismatches };
}

/** An account sync wired as the worker wires it (token metadata, pool trust), reading the chain through `tonapi`. */
export async function accountSyncOver(db: Db, tonapi: ChainReads, queues: Queues, config: IndexerConfig) {
  const ctx = { db, tonapi, queues, config, log: silentLogger, onAccountsChanged: () => {} };
  return createAccountSync({
    ...ctx,
    tokens: createTokenMetadataService(ctx),
    trust: await loadPoolTrust(tonapi, config),
  });
}
