import { type Address, toNano } from '@ton/core';
import { type SandboxContract } from '@ton/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Asset, jetton } from '../src/sdk/assets';
import { getAmountIn, getAmountOut, quoteAddLiquidity, quoteRemoveLiquidity } from '../src/sdk/quote';
import { buildRemoveLiquidity, buildSwap, newQueryId } from '../src/sdk/transactions';
import { jettonWalletAddress } from '../src/sdk/addresses';
import { PoolStatus } from '../src/wrappers/dex-constants';
import { type Pool } from '../src/wrappers/pool';
import {
  balanceOf,
  createDexWorld,
  createPoolWithLiquidity,
  type DexWorld,
  eventsOf,
  poolOrder,
  sendBuilt,
  TON,
} from './helpers/dex-world';
import { provideTx, swapTx, type User } from './helpers/user-actions';
import { describeTxs, isHopProbeStep, succeeded } from './helpers/transactions';
import type { Transaction } from '@ton/core';

let world: DexWorld;
let tonA: SandboxContract<Pool>;
let ab: SandboxContract<Pool>;

function expectAllSucceeded(txs: Transaction[]) {
  const failed = txs.filter(
    (t) =>
      !succeeded(t) &&
      !isHopProbeStep(t) &&
      t.description.type === 'generic' &&
      t.description.computePhase.type === 'vm',
  );
  if (failed.length) console.log(describeTxs(txs));
  expect(failed.length).toBe(0);
}

async function swap(
  user: User,
  pool: SandboxContract<Pool>,
  assetIn: Asset,
  assetOut: Asset,
  amountIn: bigint,
  opts: {
    minOut?: bigint;
    exactOut?: bigint;
    deadline?: number;
    next?: Parameters<typeof buildSwap>[0]['next'];
  } = {},
) {
  const tx = swapTx(world, user, pool.address, assetIn, assetOut, amountIn, {
    minOut: opts.minOut ?? 0n,
    exactAmountOut: opts.exactOut,
    next: opts.next ?? null,
    deadline: opts.deadline ?? 0,
  });
  return sendBuilt(world, user, tx);
}

beforeAll(async () => {
  world = await createDexWorld();
  const created = await createPoolWithLiquidity(
    world,
    world.alice,
    TON,
    world.A,
    30,
    toNano('100'),
    toNano('500'),
  );
  expectAllSucceeded(created.txs);
  tonA = created.pool;
  const created2 = await createPoolWithLiquidity(
    world,
    world.alice,
    world.A,
    world.B,
    5,
    toNano('1000'),
    toNano('2000'),
  );
  expectAllSucceeded(created2.txs);
  ab = created2.pool;
});

describe('pool creation with initial liquidity', () => {
  it('deploys a TON pool, discovers its wallet and mints LP minus the locked minimum', async () => {
    const data = await tonA.getPoolData();
    expect(data.status).toBe(PoolStatus.ready);
    expect([data.reserve0, data.reserve1]).toEqual([toNano('100'), toNano('500')]);
    expect(data.lpSupply).toBe(quoteAddLiquidity(toNano('100'), toNano('500'), 0n, 0n, 0n)?.lpSupplyAfter);
    const lp = await balanceOf(world, world.alice.address, jetton(tonA.address));
    expect(lp).toBe(data.lpSupply - 1000n);
  });

  it('deploys a jetton/jetton pool with both wallets discovered', async () => {
    const data = await ab.getPoolData();
    const order = poolOrder(world.A, world.B, toNano('1000'), toNano('2000'));
    expect(data.status).toBe(PoolStatus.ready);
    expect([data.reserve0, data.reserve1]).toEqual([order.amount0, order.amount1]);
    expect(
      data.wallet0?.equals(
        jettonWalletAddress(ab.address, (order.asset0 as { master: Address }).master, world.walletCode),
      ),
    ).toBe(true);
  });

  it('agrees with the factory on addresses and with the TS SDK on LP wallets', async () => {
    expect((await world.factory.getPoolAddress(world.A, TON, 30))?.equals(tonA.address)).toBe(true);
    expect(await world.factory.getPoolAddress(world.A, world.A, 30)).toBeNull();
    expect(await world.factory.getPoolAddress(world.A, TON, 7)).toBeNull();
    const lpWallet = await tonA.getWalletAddress(world.bob.address);
    expect(lpWallet.equals(jettonWalletAddress(world.bob.address, tonA.address, world.walletCode))).toBe(
      true,
    );
  });
});

describe('swaps', () => {
  it('TON → jetton pays the quoted amount and emits a swap event', async () => {
    const [r0, r1] = await tonA.getReserves();
    const amountIn = toNano('2');
    const quoted = getAmountOut(amountIn, r0, r1, 30);
    expect(await tonA.getExpectedOut(TON, amountIn)).toBe(quoted);
    const before = await balanceOf(world, world.bob.address, world.A);
    const txs = await swap(world.bob, tonA, TON, world.A, amountIn, { minOut: quoted });
    expectAllSucceeded(txs);
    expect((await balanceOf(world, world.bob.address, world.A)) - before).toBe(quoted);
    expect(await tonA.getReserves()).toEqual([r0 + amountIn, r1 - quoted]);
    const [event] = eventsOf(txs);
    expect(event).toMatchObject({ type: 'swap', zeroForOne: true, amountIn, amountOut: quoted });
  });

  it('jetton → TON pays the quoted TON to the receiver', async () => {
    const [r0, r1] = await tonA.getReserves();
    const amountIn = toNano('10');
    const quoted = getAmountOut(amountIn, r1, r0, 30);
    const before = await balanceOf(world, world.bob.address, TON);
    const txs = await swap(world.bob, tonA, world.A, TON, amountIn, { minOut: quoted });
    expectAllSucceeded(txs);
    expect(await tonA.getReserves()).toEqual([r0 - quoted, r1 + amountIn]);
    const gained = (await balanceOf(world, world.bob.address, TON)) - before;
    // the TON out, less what the chain of messages cost the user
    expect(gained).toBeGreaterThan(quoted - toNano('0.05'));
    expect(gained).toBeLessThan(quoted);
  });

  it('jetton → jetton', async () => {
    const [r0, r1] = await ab.getReserves();
    const order = poolOrder(world.A, world.B, 0n, 0n);
    const amountIn = toNano('5');
    const aIs0 = order.asset0 === world.A;
    const quoted = aIs0 ? getAmountOut(amountIn, r0, r1, 5) : getAmountOut(amountIn, r1, r0, 5);
    const before = await balanceOf(world, world.bob.address, world.B);
    const txs = await swap(world.bob, ab, world.A, world.B, amountIn, { minOut: quoted });
    expectAllSucceeded(txs);
    expect((await balanceOf(world, world.bob.address, world.B)) - before).toBe(quoted);
  });

  it('exact-out: pays exactly the amount asked and returns the unused input', async () => {
    const [r0, r1] = await tonA.getReserves();
    const want = toNano('3');
    const needed = getAmountIn(want, r0, r1, 30) as bigint;
    expect(await tonA.getExpectedIn(world.A, want)).toBe(needed);
    const beforeA = await balanceOf(world, world.bob.address, world.A);
    const txs = await swap(world.bob, tonA, TON, world.A, needed + toNano('1'), { exactOut: want });
    expectAllSucceeded(txs);
    expect((await balanceOf(world, world.bob.address, world.A)) - beforeA).toBe(want);
    expect(await tonA.getReserves()).toEqual([r0 + needed, r1 - want]);
  });

  it('two hops: TON → A → B in one request', async () => {
    const [t0, t1] = await tonA.getReserves();
    const mid = getAmountOut(toNano('1'), t0, t1, 30);
    const [a0, a1] = await ab.getReserves();
    const order = poolOrder(world.A, world.B, 0n, 0n);
    const out = order.asset0 === world.A ? getAmountOut(mid, a0, a1, 5) : getAmountOut(mid, a1, a0, 5);
    const before = await balanceOf(world, world.bob.address, world.B);
    const txs = await swap(world.bob, tonA, TON, world.B, toNano('1'), {
      minOut: mid,
      next: { assetOut: world.B, feeBps: 5, minOut: out },
    });
    expectAllSucceeded(txs);
    expect((await balanceOf(world, world.bob.address, world.B)) - before).toBe(out);
    expect(eventsOf(txs).map((e) => e.type)).toEqual(['swap', 'swap']);
  });

  it('two hops: B → A → TON in one request', async () => {
    const before = await balanceOf(world, world.bob.address, TON);
    const txs = await swap(world.bob, ab, world.B, TON, toNano('4'), {
      next: { assetOut: TON, feeBps: 30, minOut: 1n },
    });
    expectAllSucceeded(txs);
    expect(eventsOf(txs).map((e) => e.type)).toEqual(['swap', 'swap']);
    expect(await balanceOf(world, world.bob.address, TON)).toBeGreaterThan(before);
  });
});

describe('liquidity', () => {
  it('adds at the pool ratio, returns the surplus side and mints the quoted LP', async () => {
    const data = await tonA.getPoolData();
    const amount0 = toNano('10');
    const amount1 = toNano('100'); // far more than the ratio needs
    const quote = quoteAddLiquidity(amount0, amount1, data.reserve0, data.reserve1, data.lpSupply)!;
    const lpBefore = await balanceOf(world, world.bob.address, jetton(tonA.address));
    const aBefore = await balanceOf(world, world.bob.address, world.A);
    const tx = provideTx(world, world.bob, tonA.address, [TON, world.A], amount0, amount1, {
      minLpOut: quote.lpOut,
    });
    const txs = await sendBuilt(world, world.bob, tx);
    expectAllSucceeded(txs);
    expect((await balanceOf(world, world.bob.address, jetton(tonA.address))) - lpBefore).toBe(quote.lpOut);
    expect(aBefore - (await balanceOf(world, world.bob.address, world.A))).toBe(quote.used1);
    const after = await tonA.getPoolData();
    expect([after.reserve0, after.reserve1, after.lpSupply]).toEqual([
      data.reserve0 + quote.used0,
      data.reserve1 + quote.used1,
      quote.lpSupplyAfter,
    ]);
    expect(eventsOf(txs).map((e) => e.type)).toEqual(['liquidity_added']);
  });

  it('removes liquidity: burns LP and pays both assets', async () => {
    const data = await tonA.getPoolData();
    const lp = await balanceOf(world, world.bob.address, jetton(tonA.address));
    const half = lp / 2n;
    const quote = quoteRemoveLiquidity(half, data.reserve0, data.reserve1, data.lpSupply);
    const aBefore = await balanceOf(world, world.bob.address, world.A);
    const tx = buildRemoveLiquidity({
      userLpWallet: jettonWalletAddress(world.bob.address, tonA.address, world.walletCode),
      lpAmount: half,
      min0: quote.amount0,
      min1: quote.amount1,
      user: world.bob.address,
      deadline: 0,
      queryId: newQueryId(),
    });
    const txs = await sendBuilt(world, world.bob, tx);
    expectAllSucceeded(txs);
    expect((await balanceOf(world, world.bob.address, world.A)) - aBefore).toBe(quote.amount1);
    expect(await balanceOf(world, world.bob.address, jetton(tonA.address))).toBe(lp - half);
    const after = await tonA.getPoolData();
    expect([after.reserve0, after.reserve1, after.lpSupply]).toEqual([
      data.reserve0 - quote.amount0,
      data.reserve1 - quote.amount1,
      data.lpSupply - half,
    ]);
  });
});
