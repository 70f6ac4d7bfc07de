// A pool remembers the next pools that answered its hop probe READY (pool-swap.tolk nextPoolKey,
// pool-bounces.tolk rememberReadyPool): the first jetton hop through a pair of pools probes, later
// ones send the jettons at once. What is remembered must be as safe as the probe it replaces: only
// a pool this pool derived itself and that answered READY, never an address anyone else names.
import { type Address, toNano, type Transaction } from '@ton/core';
import { type SandboxContract } from '@ton/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { poolAddress } from '../src/sdk/addresses';
import { type Asset, TON } from '../src/sdk/assets';
import { getAmountOut } from '../src/sdk/quote';
import { buildSwap, newQueryId } from '../src/sdk/transactions';
import { DexExitCode, DexOp, PoolStatus, READY_POOL_STORE_TON } from '../src/wrappers/dex-constants';
import { type Pool } from '../src/wrappers/pool';
import { jettonBalance } from './helpers/conservation';
import {
  balanceOf,
  createDexWorld,
  createPoolWithLiquidity,
  createTwoPoolWorld,
  deployUninitialisedPool,
  type DexWorld,
  eventsOf,
  openPool,
  poolOrder,
  sendBuilt,
  userJettonWallet,
} from './helpers/dex-world';
import { deployForger, forge, forgedReadyAnswer, nextPoolKey } from './helpers/hop-forgery';
import { accountKey, exitCodeOf, isHopReadyAnswer, opOf } from './helpers/transactions';

const master = (asset: Asset) => (asset as { master: Address }).master;

/** The probe steps of a trace: the HopProbe the next pool answers, and the answer coming back. */
function probesIn(txs: Transaction[]) {
  const sent = txs.filter((tx) => opOf(tx) === DexOp.hopProbe);
  const returned = txs.filter((tx) => {
    const info = tx.inMessage?.info;
    return info?.type === 'internal' && info.bounced;
  });
  return { sent, returned };
}

/** The key a HopProbe asks to be remembered under (messages.tolk HopProbe: wallet, transfer, key). */
function probeKeyOf(tx: Transaction): bigint {
  const s = tx.inMessage!.body.beginParse();
  s.skip(32);
  s.loadAddress();
  s.loadRef();
  return s.loadUintBig(256);
}

describe('the first jetton hop through a pair probes; later ones go straight to the remembered pool', () => {
  let world: DexWorld;
  const pools: Record<string, SandboxContract<Pool>> = {};

  beforeAll(async () => {
    world = await createDexWorld();
    pools.tonA = (
      await createPoolWithLiquidity(world, world.alice, TON, world.A, 30, toNano('100'), toNano('500'))
    ).pool;
    pools.tonB = (
      await createPoolWithLiquidity(world, world.alice, TON, world.B, 30, toNano('100'), toNano('300'))
    ).pool;
    pools.ab = (
      await createPoolWithLiquidity(world, world.alice, world.A, world.B, 5, toNano('1000'), toNano('2000'))
    ).pool;
  });

  /**
   * One 2-hop swap by bob: checks the quote is delivered exactly, that both pools are the ones the
   * SDK derives, and returns the probe steps and what the first pool kept.
   */
  async function hop(route: [Asset, Asset, Asset], fees: [number, number]) {
    const [a, b, c] = route;
    const first = openPool(world, a, b, fees[0]);
    const second = openPool(world, b, c, fees[1]);
    expect(second.address.equals(poolAddress(world.factory.address, b, c, fees[1], world.codes))).toBe(true);
    const amountIn = a.kind === 'ton' ? toNano('2') : toNano('3');
    /** A pool's reserves of (x, y), in that order. */
    const reserves = async (pool: SandboxContract<Pool>, x: Asset, y: Asset) => {
      const [r0, r1] = await pool.getReserves();
      return poolOrder(x, y, 0n, 0n).asset0 === x ? [r0, r1] : [r1, r0];
    };
    const [in1, out1] = await reserves(first, a, b);
    const mid = getAmountOut(amountIn, in1!, out1!, fees[0]);
    const [in2, out2] = await reserves(second, b, c);
    const out = getAmountOut(mid, in2!, out2!, fees[1]);
    const before = await balanceOf(world, world.bob.address, c);
    const tonBefore = await balanceOf(world, world.bob.address, TON);
    const firstTon = (await world.blockchain.getContract(first.address)).balance;
    const txs = await sendBuilt(
      world,
      world.bob,
      buildSwap({
        pool: first.address,
        input: { asset: a, userJettonWallet: userJettonWallet(world, world.bob.address, a) },
        assetOut: c,
        amountIn,
        minOut: mid,
        next: { assetOut: c, feeBps: fees[1], minOut: out },
        user: world.bob.address,
        deadline: 0,
        queryId: newQueryId(),
      }),
    );
    const gained = (await balanceOf(world, world.bob.address, c)) - before;
    const tonSpent = tonBefore - (await balanceOf(world, world.bob.address, TON));
    // jettons to the unit; TON out arrives less the fees of its way, so it is checked in the logs
    if (c.kind !== 'ton') expect(gained).toBe(out);
    expect(eventsOf(txs, first.address)).toMatchObject([{ type: 'swap', amountIn, amountOut: mid }]);
    expect(eventsOf(txs, second.address)).toMatchObject([{ type: 'swap', amountIn: mid, amountOut: out }]);
    const kept = (await world.blockchain.getContract(first.address)).balance - firstTon;
    const tonMoved = (a.kind === 'ton' ? amountIn : 0n) - (b.kind === 'ton' ? mid : 0n);
    return { txs, probes: probesIn(txs), kept: kept - tonMoved, second, tonSpent };
  }

  const routes: [string, () => [Asset, Asset, Asset], [number, number]][] = [
    ['TON → A → B (next pool A/B, reached from A)', () => [TON, world.A, world.B], [30, 5]],
    ['TON → B → A (the same next pool, reached from B)', () => [TON, world.B, world.A], [30, 5]],
    ['B → A → TON (next pool TON/A, reached from A)', () => [world.B, world.A, TON], [5, 30]],
  ];

  for (const [name, assets, fees] of routes) {
    it(`${name}: probes once, remembers the pool, then sends no probe; the user gets the quote both times`, async () => {
      const first = await hop(assets(), fees);
      expect(first.probes.sent.map((tx) => tx.address)).toEqual([accountKey(first.second.address)]);
      expect(first.probes.sent.every(isHopReadyAnswer)).toBe(true);
      expect(first.probes.returned).toHaveLength(1);
      // under the key the forgery tests below aim at (helpers/hop-forgery.ts mirrors it)
      const [a, b, c] = assets();
      const fromAsset1 = poolOrder(a, b, 0n, 0n).asset0 !== a;
      expect(probeKeyOf(first.probes.sent[0]!)).toBe(nextPoolKey(fromAsset1, c, fees[1]));
      // remembering is paid by this first hop: the first pool keeps READY_POOL_STORE_TON of its TON
      expect(first.kept).toBe(READY_POOL_STORE_TON);

      const second = await hop(assets(), fees);
      expect(second.probes.sent).toEqual([]);
      expect(second.probes.returned).toEqual([]);
      expect(second.kept).toBe(0n);
      // the same TON in, and less of it spent: the probe's budget comes back with the excesses
      if (assets()[0].kind === 'ton') expect(second.tonSpent).toBeLessThan(first.tonSpent);
    });
  }

  it('a TON hop is never probed nor remembered: it bounces by itself', async () => {
    for (let i = 0; i < 2; i++) {
      const { probes, kept } = await hop([world.A, TON, world.B], [30, 30]);
      expect(probes.sent).toEqual([]);
      expect(kept).toBe(0n);
    }
  });
});

describe('a hostile contract cannot get itself remembered as a READY next pool', () => {
  let world: DexWorld;
  let tonA: SandboxContract<Pool>;
  let ab: SandboxContract<Pool>;
  let forger: Address;

  beforeEach(async () => {
    ({ world, tonA, ab } = await createTwoPoolWorld());
    forger = await deployForger(world);
  });

  for (const flagged of [true, false]) {
    it(`a forged READY answer to a probe ${flagged ? 'flagged bounced in its header' : 'sent as a plain message'} moves nothing and is not remembered`, async () => {
      const data = await tonA.getPoolData();
      const poolA = await jettonBalance(world, tonA.address, master(world.A));
      // the answer that would make tonA remember the forger for TON → A → B, and pay it all its A
      const body = forgedReadyAnswer({
        wallet: data.wallet1!,
        recipient: forger,
        amount: data.reserve1,
        key: nextPoolKey(false, world.B, 5),
      });
      const txs = await forge(world.bob, forger, tonA.address, body, flagged);
      // only the network makes a bounce: it clears the flag the forger wrote, so the answer reaches
      // the pool as a plain message, with an op the pool does not know
      const atPool = txs.filter((tx) => tx.address === accountKey(tonA.address));
      expect(atPool).toHaveLength(1);
      const info = atPool[0]!.inMessage?.info;
      expect(info?.type === 'internal' && info.src.equals(forger) && !info.bounced).toBe(true);
      expect(exitCodeOf(atPool[0]!)).toBe(DexExitCode.wrongOp);
      expect(await jettonBalance(world, tonA.address, master(world.A))).toBe(poolA);
      expect(await jettonBalance(world, forger, master(world.A))).toBe(0n);
      expect((await tonA.getPoolData()).seqno).toBe(data.seqno);

      // the next real hop through the pair still probes the genuine pool, and the user gets B
      const before = await balanceOf(world, world.bob.address, world.B);
      const hopTxs = await sendBuilt(
        world,
        world.bob,
        buildSwap({
          pool: tonA.address,
          input: { asset: TON },
          assetOut: world.B,
          amountIn: toNano('1'),
          minOut: 0n,
          next: { assetOut: world.B, feeBps: 5, minOut: 1n },
          user: world.bob.address,
          deadline: 0,
          queryId: newQueryId(),
        }),
      );
      const { sent } = probesIn(hopTxs);
      expect(sent.map((tx) => tx.address)).toEqual([accountKey(ab.address)]);
      expect(eventsOf(hopTxs, ab.address)).toMatchObject([{ type: 'swap' }]);
      expect(await balanceOf(world, world.bob.address, world.B)).toBeGreaterThan(before);
      expect(await jettonBalance(world, forger, master(world.A))).toBe(0n);
    });
  }
});

describe('only a READY answer is remembered', () => {
  it('a hop to a pool that is not READY yet is refunded and not remembered; once it trades, the next hop probes it', async () => {
    const world = await createDexWorld();
    const tonA = (
      await createPoolWithLiquidity(world, world.alice, TON, world.A, 30, toNano('100'), toNano('500'))
    ).pool;
    // the A/C pool at 1 bp, deployed by anyone but never initialised by the factory: NEW
    const ac = await deployUninitialisedPool(world, world.A, world.C, 1);
    expect((await ac.getPoolData()).status).toBe(PoolStatus.new);

    const hop = async () => {
      const tonBefore = (await world.blockchain.getContract(tonA.address)).balance;
      const cBefore = await balanceOf(world, world.bob.address, world.C);
      const amountIn = toNano('1');
      const txs = await sendBuilt(
        world,
        world.bob,
        buildSwap({
          pool: tonA.address,
          input: { asset: TON },
          assetOut: world.C,
          amountIn,
          minOut: 0n,
          next: { assetOut: world.C, feeBps: 1, minOut: 0n },
          user: world.bob.address,
          deadline: 0,
          queryId: newQueryId(),
        }),
      );
      return {
        txs,
        probes: probesIn(txs),
        kept: (await world.blockchain.getContract(tonA.address)).balance - tonBefore - amountIn,
        cGained: (await balanceOf(world, world.bob.address, world.C)) - cBefore,
      };
    };

    const refused = await hop();
    expect(refused.probes.sent.map((tx) => tx.address)).toEqual([accountKey(ac.address)]);
    expect(eventsOf(refused.txs, tonA.address).map((e) => e.type)).toEqual(['swap', 'swap_refunded']);
    expect(refused.kept).toBe(0n);

    // the factory creates the pool after all: it becomes READY and takes liquidity
    await createPoolWithLiquidity(world, world.alice, world.A, world.C, 1, toNano('1000'), toNano('1000'));
    expect((await ac.getPoolData()).status).toBe(PoolStatus.ready);

    const probed = await hop();
    expect(probed.probes.sent.map((tx) => tx.address)).toEqual([accountKey(ac.address)]);
    expect(probed.cGained).toBeGreaterThan(0n);
    expect(eventsOf(probed.txs, ac.address)).toMatchObject([{ type: 'swap', amountOut: probed.cGained }]);
    expect(probed.kept).toBe(READY_POOL_STORE_TON);

    const direct = await hop();
    expect(direct.probes.sent).toEqual([]);
    expect(eventsOf(direct.txs, ac.address)).toMatchObject([{ type: 'swap', amountOut: direct.cGained }]);
    expect(direct.kept).toBe(0n);
  });
});
