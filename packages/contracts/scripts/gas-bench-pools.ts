// The pool rows of the gas benchmark: swaps (1-hop, 2-hop, exact-out) and liquidity, each checked
// against the pools' state before its gas counts.
import { toNano } from '@ton/core';
import { type SandboxContract } from '@ton/sandbox';
import { type Asset, jetton, TON } from '../src/sdk/assets';
import { jettonWalletAddress } from '../src/sdk/addresses';
import { getAmountIn, getAmountOut, quoteAddLiquidity, quoteRemoveLiquidity } from '../src/sdk/quote';
import { buildCreatePool, buildRemoveLiquidity, buildSwap } from '../src/sdk/transactions';
import { PoolStatus } from '../src/wrappers/dex-constants';
import { type Pool } from '../src/wrappers/pool';
import { balanceOf, openPool, poolOrder } from '../tests/helpers/dex-world';
import { provideTx, sourceOf } from '../tests/helpers/user-actions';
import { txRecord } from './gas-report';
import {
  type Bench,
  expectEvents,
  must,
  mustEqual,
  mustHoldPool,
  nextQueryId,
  type Outcome,
  run,
} from './gas-bench-support';

/** Exact-in 1-hop swap, checked against getAmountOut. */
export async function swapExactIn(
  bench: Bench,
  name: string,
  pool: SandboxContract<Pool>,
  assetIn: Asset,
  assetOut: Asset,
  amountIn: bigint,
): Promise<Outcome> {
  const data = await pool.getPoolData();
  const inIs0 = poolOrder(assetIn, assetOut, 0n, 0n).asset0 === assetIn;
  const [rIn, rOut] = inIs0 ? [data.reserve0, data.reserve1] : [data.reserve1, data.reserve0];
  const quoted = getAmountOut(amountIn, rIn, rOut, data.feeBps);
  must(quoted > 0n, `${name}: empty quote`);
  const outBefore = assetOut.kind === 'ton' ? 0n : await balanceOf(bench.world, bench.user.address, assetOut);
  const tx = buildSwap({
    pool: pool.address,
    input: sourceOf(bench.world, bench.user.address, assetIn),
    assetOut,
    amountIn,
    minOut: quoted,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['swap']);
  const after = inIs0 ? [rIn + amountIn, rOut - quoted] : [rOut - quoted, rIn + amountIn];
  mustEqual(await pool.getReserves(), after, `${name}: reserves`);
  if (assetOut.kind !== 'ton') {
    const gained = (await balanceOf(bench.world, bench.user.address, assetOut)) - outBefore;
    mustEqual(gained, quoted, `${name}: jettons received`);
  }
  return { txs, attachedTon: tx.totalTon - (assetIn.kind === 'ton' ? amountIn : 0n) };
}

/**
 * TON → A → `assetOut` through TON/A and `second` (A/`assetOut`, 5 bps). `probe`: TON/A has not
 * hopped to `second` yet, so the jettons wait for the probe's READY answer; otherwise TON/A
 * remembers that answer and sends them at once.
 */
export async function swapTwoHop(
  bench: Bench,
  name: string,
  second: SandboxContract<Pool>,
  assetOut: Asset,
  probe: boolean,
): Promise<Outcome> {
  const { world, tonA } = bench;
  const amountIn = toNano('1');
  const [t0, t1] = await tonA.getReserves();
  const mid = getAmountOut(amountIn, t0, t1, 30);
  const [a0, a1] = await second.getReserves();
  const aIs0 = poolOrder(world.A, assetOut, 0n, 0n).asset0 === world.A;
  const out = aIs0 ? getAmountOut(mid, a0, a1, 5) : getAmountOut(mid, a1, a0, 5);
  const before = await balanceOf(world, bench.user.address, assetOut);
  const tx = buildSwap({
    pool: tonA.address,
    input: { asset: TON },
    assetOut,
    amountIn,
    minOut: mid,
    next: { assetOut, feeBps: 5, minOut: out },
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['swap', 'swap']);
  const probes = txs.map(txRecord).filter((r) => r.hopProbe === 'answer').length;
  mustEqual(probes, probe ? 1 : 0, `${name}: probes of the next pool`);
  mustEqual(await tonA.getReserves(), [t0 + amountIn, t1 - mid], `${name}: first pool reserves`);
  mustEqual(
    await second.getReserves(),
    aIs0 ? [a0 + mid, a1 - out] : [a0 - out, a1 + mid],
    `${name}: second pool reserves`,
  );
  mustEqual(
    (await balanceOf(world, bench.user.address, assetOut)) - before,
    out,
    `${name}: ${assetOut.kind === 'jetton' ? 'jettons' : 'TON'} received`,
  );
  return { txs, attachedTon: tx.totalTon - amountIn };
}

export async function swapExactOut(bench: Bench, name: string): Promise<Outcome> {
  const { world, tonA } = bench;
  const want = toNano('3');
  const [r0, r1] = await tonA.getReserves();
  const needed = getAmountIn(want, r0, r1, 30);
  must(needed !== null, `${name}: no quote`);
  const maxIn = needed + needed / 100n; // 1% slippage; the rest comes back
  const before = await balanceOf(world, bench.user.address, world.A);
  const tx = buildSwap({
    pool: tonA.address,
    input: { asset: TON },
    assetOut: world.A,
    amountIn: maxIn,
    minOut: 0n,
    exactAmountOut: want,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['swap']);
  mustEqual(await tonA.getReserves(), [r0 + needed, r1 - want], `${name}: reserves`);
  mustEqual((await balanceOf(world, bench.user.address, world.A)) - before, want, `${name}: A received`);
  return { txs, attachedTon: tx.totalTon - maxIn };
}

export async function addLiquidity(bench: Bench, name: string): Promise<Outcome> {
  const { world, tonA } = bench;
  const data = await tonA.getPoolData();
  const amount0 = toNano('10');
  // at the pool's ratio, as an app computes it from the reserves
  const amount1 = (amount0 * data.reserve1 + data.reserve0 - 1n) / data.reserve0;
  const quote = quoteAddLiquidity(amount0, amount1, data.reserve0, data.reserve1, data.lpSupply);
  must(quote !== null, `${name}: no quote`);
  const lp = jetton(tonA.address);
  const lpBefore = await balanceOf(world, bench.user.address, lp);
  const tx = provideTx(world, bench.user, tonA.address, [TON, world.A], amount0, amount1, {
    minLpOut: quote.lpOut,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['liquidity_added']);
  await mustHoldPool(name, tonA, [
    data.reserve0 + quote.used0,
    data.reserve1 + quote.used1,
    quote.lpSupplyAfter,
  ]);
  mustEqual((await balanceOf(world, bench.user.address, lp)) - lpBefore, quote.lpOut, `${name}: LP minted`);
  return { txs, attachedTon: tx.totalTon - amount0 };
}

export async function removeLiquidity(bench: Bench, name: string): Promise<Outcome> {
  const { world, tonA } = bench;
  const data = await tonA.getPoolData();
  const lp = jetton(tonA.address);
  const held = await balanceOf(world, bench.user.address, lp);
  const burn = held / 4n;
  must(burn > 0n, `${name}: no LP to burn`);
  const quote = quoteRemoveLiquidity(burn, data.reserve0, data.reserve1, data.lpSupply);
  const aBefore = await balanceOf(world, bench.user.address, world.A);
  const tx = buildRemoveLiquidity({
    userLpWallet: jettonWalletAddress(bench.user.address, tonA.address, world.walletCode),
    lpAmount: burn,
    min0: quote.amount0,
    min1: quote.amount1,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['liquidity_removed']);
  await mustHoldPool(name, tonA, [
    data.reserve0 - quote.amount0,
    data.reserve1 - quote.amount1,
    data.lpSupply - burn,
  ]);
  mustEqual(await balanceOf(world, bench.user.address, lp), held - burn, `${name}: LP left`);
  mustEqual(
    (await balanceOf(world, bench.user.address, world.A)) - aBefore,
    quote.amount1,
    `${name}: A paid`,
  );
  return { txs, attachedTon: tx.totalTon };
}

/** A new TON/C pool and its first deposit, in one request (cold: nothing of it exists yet). */
export async function initialLiquidity(bench: Bench, name: string): Promise<Outcome> {
  const { world } = bench;
  const feeBps = 30;
  const pool = openPool(world, TON, world.C, feeBps);
  must(
    (await world.blockchain.getContract(pool.address)).accountState?.type !== 'active',
    `${name}: the pool already exists`,
  );
  const factoryAddress = await world.factory.getPoolAddress(TON, world.C, feeBps);
  must(
    factoryAddress?.equals(pool.address) ?? false,
    `${name}: SDK and factory disagree on the pool address`,
  );
  const amount0 = toNano('100');
  const amount1 = toNano('500');
  const quote = quoteAddLiquidity(amount0, amount1, 0n, 0n, 0n);
  must(quote !== null, `${name}: no quote`);
  const tx = buildCreatePool({
    factory: world.factory.address,
    feeBps,
    codes: world.codes,
    pool: pool.address,
    side0: sourceOf(world, bench.user.address, TON),
    side1: sourceOf(world, bench.user.address, world.C),
    amount0,
    amount1,
    minLpOut: quote.lpOut,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['pool_created', 'pool_ready', 'liquidity_added']);
  const data = await mustHoldPool(name, pool, [amount0, amount1, quote.lpSupplyAfter]);
  mustEqual(data.status, PoolStatus.ready, `${name}: pool status`);
  mustEqual(
    await balanceOf(world, bench.user.address, jetton(pool.address)),
    quote.lpOut,
    `${name}: LP minted`,
  );
  return { txs, attachedTon: tx.totalTon - amount0 };
}
