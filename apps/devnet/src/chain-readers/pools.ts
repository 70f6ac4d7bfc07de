import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import type { Address } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import { assetKey, type DexEvent, parseDexEvent, Pool, PoolStatus } from '@atoll/contracts';
import type { DevnetChain } from '../chain/devnet-chain';
import type { IndexedTx } from '../chain/types';
import type { DemoPool, DemoWorld } from '../genesis/demo-world';
import { readOnlyProvider } from './contract-state';
import { type AssetPrice, lpPrice, type PoolReserves, type PriceMoments, priceAssets } from './pricing';

export interface PoolState extends PoolReserves {
  pool: DemoPool;
  lpSupply: bigint;
}

/** Reserves of every demo pool that is ready, through `get_pool_data` as the `Pool` wrapper reads it. */
export async function readPoolStates(blockchain: Blockchain, world: DemoWorld): Promise<PoolState[]> {
  const out: PoolState[] = [];
  for (const pool of world.pools) {
    const data = await Pool.createFromAddress(pool.address)
      .getPoolData(readOnlyProvider(blockchain, pool.address))
      .catch(() => null);
    if (!data || data.status !== PoolStatus.ready) continue;
    out.push({
      pool,
      asset0: assetKey(data.asset0),
      asset1: assetKey(data.asset1),
      reserve0: data.reserve0,
      reserve1: data.reserve1,
      lpSupply: data.lpSupply,
    });
  }
  return out;
}

export function decimalsOf(world: DemoWorld): (asset: string) => number {
  const byKey = new Map(world.tokens.map((t) => [t.master.toRawString(), t.decimals]));
  return (asset) => (asset === NATIVE_TON_ADDRESS ? 9 : (byKey.get(asset) ?? 9));
}

/** Prices of TON, every demo token and every LP token (keyed by the pool's raw address). */
export function pricesFromPools(world: DemoWorld, pools: readonly PoolState[]): Map<string, AssetPrice> {
  const decimals = decimalsOf(world);
  const prices = priceAssets({ pools, decimals, usdAsset: world.usd.master.toRawString() });
  for (const p of pools) {
    const lp = lpPrice(p, prices, decimals);
    if (lp) prices.set(p.pool.address.toRawString(), lp);
  }
  return prices;
}

// ---- history: reserves after every pool event, for the 24 h / 7 d / 30 d changes ----

interface Sample {
  utime: number;
  reserve0: bigint;
  reserve1: bigint;
  lpSupply: bigint;
}

function reservesAfter(event: DexEvent | null) {
  if (!event) return null;
  if (event.type === 'swap' || event.type === 'liquidity_added' || event.type === 'liquidity_removed')
    return event.after;
  return null;
}

/**
 * Every pool's reserves after each of its events (the pools log them, contracts/dex/events.tolk),
 * built from the transaction index once and then kept up to date from new transactions.
 */
export class PoolHistory {
  private readonly samples = new Map<string, Sample[]>();

  constructor(chain: DevnetChain, pools: readonly Address[]) {
    for (const pool of pools) {
      const raw = pool.toRawString();
      this.samples.set(raw, []);
      for (const tx of chain.index.accountTxs(raw, { limit: Number.MAX_SAFE_INTEGER, ascending: true }))
        this.note(tx);
    }
    chain.on('transaction', (tx) => this.note(tx));
  }

  private note(tx: IndexedTx): void {
    const list = this.samples.get(tx.account);
    if (!list) return;
    for (const message of tx.tx.outMessages.values()) {
      if (message.info.type !== 'external-out') continue;
      let after = null;
      try {
        after = reservesAfter(parseDexEvent(message.body));
      } catch {
        after = null;
      }
      if (after) list.push({ utime: tx.utime, ...after });
    }
  }

  /** The pool's reserves as they stood at `utime` (its first known state if it is younger). */
  at(pool: string, utime: number): Sample | undefined {
    const list = this.samples.get(pool);
    if (!list || list.length === 0) return undefined;
    let lo = 0;
    let hi = list.length - 1;
    if (list[0]!.utime > utime) return list[0];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (list[mid]!.utime <= utime) lo = mid;
      else hi = mid - 1;
    }
    return list[lo];
  }
}

const histories = new WeakMap<DevnetChain, PoolHistory>();

export function poolHistory(chain: DevnetChain, world: DemoWorld): PoolHistory {
  let history = histories.get(chain);
  if (!history) {
    history = new PoolHistory(
      chain,
      world.pools.map((p) => p.address),
    );
    histories.set(chain, history);
  }
  return history;
}

/** Prices as the pools stood at `utime`, from the history (same pricing as the live one). */
export function pricesAt(
  world: DemoWorld,
  current: readonly PoolState[],
  history: PoolHistory,
  utime: number,
): Map<string, AssetPrice> {
  const then: PoolState[] = [];
  for (const p of current) {
    const sample = history.at(p.pool.address.toRawString(), utime);
    if (sample)
      then.push({ ...p, reserve0: sample.reserve0, reserve1: sample.reserve1, lpSupply: sample.lpSupply });
  }
  return pricesFromPools(world, then);
}

const DAY = 24 * 60 * 60;

/**
 * Current prices (from the pools' get methods) and the prices 1, 7 and 30 days ago (from the
 * history). Run it inside `chain.exclusive` for prices of one consistent moment.
 */
export async function readPriceBook(
  chain: DevnetChain,
  world: DemoWorld,
  now = Math.floor(Date.now() / 1000),
): Promise<(asset: string) => PriceMoments> {
  // the same chain state within the same minute prices the same: reuse it
  const lt = chain.blockchain.lt;
  const minute = Math.floor(now / 60);
  const cached = books.get(chain);
  if (cached && cached.lt === lt && cached.minute === minute) return cached.book;
  const book = await computePriceBook(chain, world, now);
  books.set(chain, { lt, minute, book });
  return book;
}

const books = new WeakMap<
  DevnetChain,
  { lt: bigint; minute: number; book: (asset: string) => PriceMoments }
>();

async function computePriceBook(
  chain: DevnetChain,
  world: DemoWorld,
  now: number,
): Promise<(asset: string) => PriceMoments> {
  const current = await readPoolStates(chain.blockchain, world);
  const history = poolHistory(chain, world);
  const live = pricesFromPools(world, current);
  const day = pricesAt(world, current, history, now - DAY);
  const week = pricesAt(world, current, history, now - 7 * DAY);
  const month = pricesAt(world, current, history, now - 30 * DAY);
  return (asset) => ({
    now: live.get(asset),
    day: day.get(asset),
    week: week.get(asset),
    month: month.get(asset),
  });
}
