// The keeper on the devnet, with the indexer filling Postgres as in the stack: orders placed by demo
// wallets through the SDK, prices moved by scripted swaps, balances read from the chain itself.
import { buildSwap, defaultOrderTerms, newQueryId, type OrderTerms } from '@atoll/contracts';
import type { DemoWallet } from '@atoll/devnet/testing';
import { sendFromDemoWallet } from '@atoll/devnet/testing';
import { toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningKeeper } from '../src/keeper';
import {
  assetOf,
  jettonBalance,
  type KeeperStack,
  placeOrder,
  sleep,
  startKeeperStack,
  tonBalance,
  waitFor,
} from './helpers/keeper-stack';

let s: KeeperStack;
let keeper: RunningKeeper;
let alice: DemoWallet;
let bob: DemoWallet;
let carol: DemoWallet;
let dave: DemoWallet;
let erin: DemoWallet;

const now = () => Math.floor(Date.now() / 1000);
const orderRow = (address: string) => s.database.db.order.findUniqueOrThrow({ where: { address } });
/** Until the indexer has read the order's placement. */
const openOn = (address: string) =>
  waitFor(
    () => orderRow(address),
    (row) => row.status === 'open',
  );
/** Until the keeper has looked at every open order `n` more times. */
async function scansPass(n: number) {
  const from = keeper.stats.scans;
  await waitFor(
    async () => keeper.stats.scans,
    (scans) => scans >= from + n,
  );
}
const reefPool = () => s.devnet.world.pools.find((p) => p.a === 'TON' && p.b === 'REEF')!;

function terms(
  maker: DemoWallet,
  over: Partial<OrderTerms> & Pick<OrderTerms, 'sellAsset' | 'buyAsset' | 'sellAmount' | 'minBuyAmount'>,
): OrderTerms {
  return {
    ...defaultOrderTerms({ maker: maker.contract.address, expiresAt: now() + 3600, ...over }),
    ...over,
  };
}

/** TON → REEF from bob: REEF gets dearer in TON. */
async function buyReef(amountTon: string) {
  const tx = buildSwap({
    pool: reefPool().address,
    input: { asset: assetOf(s.devnet, 'TON') },
    assetOut: assetOf(s.devnet, 'REEF'),
    amountIn: toNano(amountTon),
    minOut: 0n,
    next: null,
    user: bob.contract.address,
    deadline: 0,
    queryId: newQueryId(),
  });
  await sendFromDemoWallet(s.devnet, bob, tx.messages);
}

beforeAll(async () => {
  s = await startKeeperStack();
  [alice, bob, carol, dave, erin] = s.devnet.world.wallets as [
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
    DemoWallet,
  ];
  keeper = await s.startKeeper(erin);
}, 180_000);

afterAll(async () => {
  await s?.close();
});

describe('keeper on the devnet', () => {
  it('fills an order above the market within seconds of a swap moving the price through it; the maker gets at least the limit', async () => {
    // 100 REEF for at least 55 TON: 0.55 TON a REEF, above the pool's 0.531
    const order = terms(alice, {
      sellAsset: assetOf(s.devnet, 'REEF'),
      buyAsset: assetOf(s.devnet, 'TON'),
      sellAmount: toNano('100'),
      minBuyAmount: toNano('55'),
    });
    const tonBefore = await tonBalance(s.devnet, alice.contract.address);
    const address = await placeOrder(s, alice, order);
    await openOn(address);
    // the market is below the limit: a few scans later the order is still whole
    await scansPass(5);
    expect((await orderRow(address)).status).toBe('open');
    expect(keeper.stats.fillsSent).toBe(0);

    await buyReef('1500');
    const { value: filled, ms } = await waitFor(
      () => orderRow(address),
      (row) => row.status === 'filled',
    );
    expect(ms).toBeLessThan(10_000);
    expect(filled.remaining.toFixed()).toBe('0');
    expect(BigInt(filled.received.toFixed())).toBeGreaterThanOrEqual(toNano('55'));
    // the maker's wallet got the TON: at least the limit, minus what placing cost (≤ 0.1 TON attached beyond)
    const tonAfter = await tonBalance(s.devnet, alice.contract.address);
    expect(tonAfter - tonBefore).toBeGreaterThan(toNano('55') - order.reward - toNano('0.1'));
    const fills = await s.database.db.orderEvent.findMany({
      where: { orderAddress: address, type: 'order_filled' },
    });
    expect(fills).toHaveLength(1);
    expect(fills[0]!.actor).toBe(keeper.wallet.toRawString());
    expect(fills[0]!.reward?.toFixed()).toBe(order.reward.toString());
  });

  it('leaves an order the market never reaches open, and it costs its maker nothing', async () => {
    const order = terms(carol, {
      sellAsset: assetOf(s.devnet, 'TON'),
      buyAsset: assetOf(s.devnet, 'REEF'),
      sellAmount: toNano('1'),
      minBuyAmount: toNano('10'), // 10 REEF a TON; the pool pays under 2
    });
    const address = await placeOrder(s, carol, order);
    await openOn(address);
    await scansPass(10);
    const row = await orderRow(address);
    expect(row.status).toBe('open');
    expect(row.remaining.toFixed()).toBe(toNano('1').toString());
    expect(row.rewardPaid.toFixed()).toBe('0');
    expect(
      await s.database.db.orderEvent.count({
        where: { orderAddress: address, type: { not: 'order_placed' } },
      }),
    ).toBe(0);
  });

  it('refunds an expired order to its maker, paying the trigger its share of the reward', async () => {
    const order = terms(dave, {
      sellAsset: assetOf(s.devnet, 'TON'),
      buyAsset: assetOf(s.devnet, 'REEF'),
      sellAmount: toNano('3'),
      minBuyAmount: toNano('30'),
      reward: toNano('0.1'),
      expiresAt: now() + 4,
    });
    const address = await placeOrder(s, dave, order);
    await openOn(address);
    const afterPlace = await tonBalance(s.devnet, dave.contract.address);
    const { value: row } = await waitFor(
      () => orderRow(address),
      (r) => r.status === 'expired',
      20_000,
    );
    expect(row.remaining.toFixed()).toBe(toNano('3').toString());
    const expired = await s.database.db.orderEvent.findFirstOrThrow({
      where: { orderAddress: address, type: 'order_expired' },
    });
    expect(expired.actor).toBe(keeper.wallet.toRawString());
    expect(expired.reward?.toFixed()).toBe(toNano('0.05').toString());
    // the maker has the 3 TON back and the other half of the reward
    const back = (await tonBalance(s.devnet, dave.contract.address)) - afterPlace;
    expect(back).toBeGreaterThanOrEqual(toNano('3') + toNano('0.05') - toNano('0.01'));
  });

  it('two keepers racing on one order never fill more than it holds and are paid only for fills that executed', async () => {
    const second = await s.startKeeper(carol);
    const order = terms(alice, {
      sellAsset: assetOf(s.devnet, 'TON'),
      buyAsset: assetOf(s.devnet, 'REEF'),
      sellAmount: toNano('2'),
      minBuyAmount: toNano('2'), // 1 REEF a TON: below the market, fillable at once
      reward: toNano('0.1'),
    });
    const reefBefore = await jettonBalance(s.devnet, alice.contract.address, 'REEF');
    const address = await placeOrder(s, alice, order);
    // both scan on their own schedule; make sure both also plan it in the same instant
    await waitFor(
      () => orderRow(address),
      (row) => row.status !== 'pending',
    );
    await Promise.all([keeper.scan(), second.scan()]);
    await waitFor(
      () => orderRow(address),
      (row) => row.status === 'filled',
    );
    await sleep(1_000);
    const fills = await s.database.db.orderEvent.findMany({
      where: { orderAddress: address, type: 'order_filled' },
    });
    const filled = fills.reduce((sum, f) => sum + BigInt(f.amountIn!.toFixed()), 0n);
    const rewards = fills.reduce((sum, f) => sum + BigInt(f.reward!.toFixed()), 0n);
    expect(filled).toBe(toNano('2'));
    expect(rewards).toBe(toNano('0.1'));
    const reefAfter = await jettonBalance(s.devnet, alice.contract.address, 'REEF');
    expect(reefAfter - reefBefore).toBeGreaterThanOrEqual(toNano('2'));
    // a fill that lost the race was refused without a reward
    const failed = await s.database.db.orderEvent.findMany({
      where: { orderAddress: address, type: 'order_fill_failed' },
    });
    for (const f of failed) expect(f.reward).toBeNull();
  });
});
