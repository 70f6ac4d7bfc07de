import { type DexEvent, isHopProbeAnswerTx, parseDexEvent } from '@atoll/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IndexedTx } from '../src/chain/types';
import { TON_USD_PRICE, TOKEN_SPECS } from '../src/genesis/catalog';
import { fileDevnet } from './helpers/file-devnet';

const poolEvents: { pool: string; event: DexEvent }[] = [];
const failedPoolTxs: IndexedTx[] = [];
const timersBefore = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
let timeoutsAtStart = 0;

// before the devnet starts (hooks run in order)
beforeAll(() => {
  timeoutsAtStart = timersBefore();
});
const suite = fileDevnet(['--market', '--market-interval=250']);

beforeAll(async () => {
  const pools = new Set(suite.devnet.world.pools.map((p) => p.address.toRawString()));
  suite.devnet.chain.on('trace', (trace) => {
    for (const t of trace) {
      if (!pools.has(t.account)) continue;
      if (!t.success && !isHopProbeAnswerTx(t.tx)) failedPoolTxs.push(t);
      for (const m of t.tx.outMessages.values()) {
        if (m.info.type !== 'external-out') continue;
        const event = parseDexEvent(m.body);
        if (event) poolEvents.push({ pool: t.account, event });
      }
    }
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

/** Price of the pool's asset0 in USD implied by its reserves and the catalog price of asset1. */
function impliedDeviation(pool: string, after: { reserve0: bigint; reserve1: bigint }): number {
  const spec = suite.devnet.world.pools.find((p) => p.address.toRawString() === pool)!;
  const info = (s: string) =>
    s === 'TON'
      ? { price: TON_USD_PRICE, decimals: 9 }
      : (() => {
          const t = TOKEN_SPECS.find((x) => x.symbol === s)!;
          return { price: t.usdPrice, decimals: t.decimals };
        })();
  // which side is asset0: TON first, otherwise by master address hash
  const token = (s: string) => suite.devnet.world.tokens.find((t) => t.symbol === s);
  const aFirst =
    spec.a === 'TON' ||
    (spec.b !== 'TON' && Buffer.compare(token(spec.a)!.master.hash, token(spec.b)!.master.hash) < 0);
  const [s0, s1] = aFirst ? [spec.a, spec.b] : [spec.b, spec.a];
  const a0 = Number(after.reserve0) / 10 ** info(s0).decimals;
  const a1 = Number(after.reserve1) / 10 ** info(s1).decimals;
  return Math.log((a1 * info(s1).price) / a0 / info(s0).price);
}

describe('--market', () => {
  it('bots trade within a few seconds, and no pool transaction fails', async () => {
    const waited = await waitFor(() => poolEvents.filter((e) => e.event.type === 'swap').length >= 3, 30_000);
    console.log(
      `first 3 swaps after ${waited} ms; ${poolEvents.length} pool events, stats ${JSON.stringify(suite.devnet.market!.stats)}`,
    );
    expect(failedPoolTxs).toEqual([]);
    expect(poolEvents.filter((e) => e.event.type.endsWith('refunded'))).toEqual([]);
    const market = suite.devnet.market!;
    expect(market.stats.errors).toBe(0);
    expect(market.stats.failedTransactions).toBe(0);
    // the swaps come from the bots' own wallets (signed externals), not from a treasury
    const bots = new Set(market.bots.map((b) => b.address.toRawString()));
    for (const { event } of poolEvents)
      if (event.type === 'swap') expect(bots.has(event.user.toRawString())).toBe(true);
    // ... each of which acted through signed external messages
    const traders = new Set<string>();
    for (const { event } of poolEvents) if (event.type === 'swap') traders.add(event.user.toRawString());
    for (const trader of traders) {
      const txs = suite.devnet.chain.index.accountTxs(trader, { limit: 1000, ascending: true });
      expect(txs.filter((t) => t.tx.inMessage?.info.type === 'external-in').length).toBeGreaterThan(0);
    }
    // /devnet/info shows the market
    const info = (await (await fetch(`${suite.devnet.baseUrl}/devnet/info`)).json()) as {
      market: { running: boolean; bots: { address: string }[]; stats: { swaps: number } };
    };
    expect(info.market.running).toBe(true);
    expect(info.market.bots).toHaveLength(3);
    expect(info.market.stats.swaps).toBeGreaterThanOrEqual(3);
  });

  it('stops cleanly, then every kind of action works on demand (2-hop, add, remove)', async () => {
    const market = suite.devnet.market!;
    await market.stop();
    expect(market.active).toBe(false);
    const bot = market.bots[0]!;
    const twoHop = await market.step(bot, 'swap-2hop');
    expect(twoHop.text).toMatch(/→.*→/);
    expect(twoHop.events.filter((e) => e.type === 'swap')).toHaveLength(2);

    const add = await market.step(bot, 'add');
    expect(add.events.map((e) => e.type)).toContain('liquidity_added');
    const added = add.events.find((e) => e.type === 'liquidity_added')!;
    expect(added.user.equals(bot.address)).toBe(true);

    const remove = await market.step(bot, 'remove');
    expect(remove.events.map((e) => e.type)).toContain('liquidity_removed');

    for (const step of [twoHop, add, remove])
      expect(step.txs.filter((t) => !t.success && !isHopProbeAnswerTx(t.tx))).toEqual([]);
    expect(failedPoolTxs).toEqual([]);
  });

  it('keeps prices near the catalog', () => {
    const last = new Map<string, { reserve0: bigint; reserve1: bigint }>();
    for (const { pool, event } of poolEvents) if ('after' in event) last.set(pool, event.after);
    expect(last.size).toBeGreaterThan(0);
    for (const [pool, after] of last) expect(Math.abs(impliedDeviation(pool, after))).toBeLessThan(0.3);
  });

  it('leaves no timer behind once closed', async () => {
    await suite.devnet.close();
    await sleep(50);
    expect(suite.devnet.market!.active).toBe(false);
    expect(timersBefore()).toBeLessThanOrEqual(timeoutsAtStart);
  });
});
