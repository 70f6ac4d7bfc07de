// Every refund reason, every exit code and every bounce of the DEX contracts, plus the
// first-depositor and donation attacks. Refunds must return the input in full (jettons to the
// nano; TON less only the gas the user attached).
import { type Address, beginCell, type Cell, toNano, type Transaction } from '@ton/core';
import { type SandboxContract } from '@ton/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { jetton } from '../src/sdk/assets';
import { depositAddress, jettonWalletAddress } from '../src/sdk/addresses';
import { type DexEvent } from '../src/sdk/events';
import {
  createPoolBody,
  removeParamsPayload,
  swapJettonPayload,
  type SwapParams,
  swapTonBody,
} from '../src/sdk/payloads';
import { getAmountIn } from '../src/sdk/quote';
import {
  buildCancelDeposit,
  buildCreatePool,
  buildRemoveLiquidity,
  swapGasBudget,
} from '../src/sdk/transactions';
import { DexExitCode, DexOp, POOL_CREATE_TON, PoolStatus, RefundReason } from '../src/wrappers/dex-constants';
import { buildJettonBurnBody } from '../src/wrappers/jetton-wallet';
import { type Pool } from '../src/wrappers/pool';
import {
  balanceOf,
  createPoolWithLiquidity,
  createTwoPoolWorld,
  type DexWorld,
  eventsOf,
  openPool,
  poolOrder,
  sendBuilt,
  TON,
} from './helpers/dex-world';
import { exitCodeOf, findTx, findTxs, succeeded } from './helpers/transactions';
import { exactInParams, provideTx, sendJettons, sourceOf, swapTx } from './helpers/user-actions';

let world: DexWorld;
let tonA: SandboxContract<Pool>;
let ab: SandboxContract<Pool>;

const refundOf = (txs: Transaction[]) =>
  eventsOf(txs).find((e) => e.type.endsWith('_refunded')) as
    Extract<DexEvent, { type: 'swap_refunded' | 'liquidity_refunded' }> | undefined;

function anyUnexpectedFailure(txs: Transaction[]): boolean {
  return txs.some(
    (t) =>
      t.description.type === 'generic' &&
      t.description.computePhase.type === 'vm' &&
      !succeeded(t) &&
      !t.inMessage?.info.type.startsWith('ext'),
  );
}

beforeAll(async () => {
  ({ world, tonA, ab } = await createTwoPoolWorld());
});

describe('swap refunds return the input with a reason', () => {
  it('slippage, jetton in: the jettons come back to the nano and the reserves stay', async () => {
    const reserves = await tonA.getReserves();
    const before = await balanceOf(world, world.bob.address, world.A);
    const quote = await tonA.getExpectedOut(world.A, toNano('10'));
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, world.A, TON, toNano('10'), { minOut: quote + 1n }),
    );
    expect(refundOf(txs)).toMatchObject({
      type: 'swap_refunded',
      reason: 'slippage',
      amount: toNano('10'),
      isAsset1: true,
    });
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
    expect(await tonA.getReserves()).toEqual(reserves);
    expect(anyUnexpectedFailure(txs)).toBe(false);
  });

  it('slippage, TON in: the TON comes back less only gas', async () => {
    const before = await balanceOf(world, world.bob.address, TON);
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, TON, world.A, toNano('5'), { minOut: toNano('1000') }),
    );
    expect(refundOf(txs)).toMatchObject({ reason: 'slippage', amount: toNano('5') });
    const spent = before - (await balanceOf(world, world.bob.address, TON));
    expect(spent).toBeGreaterThan(0n);
    expect(spent).toBeLessThan(toNano('0.02'));
    const refund = findTxs(txs, { to: world.bob.address, op: DexOp.refund });
    expect(refund).toHaveLength(1);
  });

  it('deadline passed', async () => {
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, TON, world.A, toNano('1'), {
        deadline: world.blockchain.now! - 1,
      }),
    );
    expect(refundOf(txs)?.reason).toBe('deadline');
  });

  it('not enough TON for the chain, jetton in', async () => {
    const before = await balanceOf(world, world.bob.address, world.A);
    const params = exactInParams(world.bob.address);
    const txs = await sendJettons(
      world,
      world.bob,
      world.A,
      tonA.address,
      toNano('3'),
      toNano('0.031'),
      swapJettonPayload(params),
    );
    expect(refundOf(txs)?.reason).toBe('notEnoughGas');
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
  });

  it('not enough TON for the amount itself, TON in', async () => {
    const params = exactInParams(world.bob.address);
    const before = await balanceOf(world, world.bob.address, TON);
    const txs = (
      await world.bob.send({
        to: tonA.address,
        value: toNano('1'),
        body: swapTonBody(1n, toNano('5'), params),
      })
    ).transactions;
    expect(refundOf(txs)?.reason).toBe('notEnoughGas');
    expect(before - (await balanceOf(world, world.bob.address, TON))).toBeLessThan(toNano('0.02'));
  });

  it('bad payload: empty, garbage and unknown-op payloads are refunded', async () => {
    for (const payload of [
      null,
      beginCell().storeUint(0xdeadbeef, 32).endCell(),
      beginCell().storeUint(DexOp.swapJetton, 32).storeUint(1, 3).endCell(),
    ]) {
      const before = await balanceOf(world, world.bob.address, world.A);
      const txs = await sendJettons(
        world,
        world.bob,
        world.A,
        tonA.address,
        toNano('2'),
        toNano('0.05'),
        payload,
      );
      expect(refundOf(txs)?.reason).toBe('badPayload');
      expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
    }
  });

  it('exact-out with a next hop is a bad payload', async () => {
    const params: SwapParams = {
      exactOut: true,
      limit: 1n,
      deadline: 0,
      receiver: world.bob.address,
      refundTo: world.bob.address,
      next: { assetOut: world.B, feeBps: 5, minOut: 0n },
    };
    const txs = await sendJettons(
      world,
      world.bob,
      world.A,
      tonA.address,
      toNano('2'),
      toNano('0.2'),
      swapJettonPayload(params),
    );
    expect(refundOf(txs)?.reason).toBe('badPayload');
  });

  it('exact-out: too small a maximum is slippage; more than the reserve is refused', async () => {
    const [r0, r1] = await tonA.getReserves();
    const needed = getAmountIn(toNano('1'), r0, r1, 30) as bigint;
    let txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, TON, world.A, needed - 1n, { exactAmountOut: toNano('1') }),
    );
    expect(refundOf(txs)).toMatchObject({ reason: 'slippage', amount: needed - 1n });
    txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, TON, world.A, toNano('10'), { exactAmountOut: r1 }),
    );
    expect(refundOf(txs)?.reason).toBe('reserveExceeded');
  });

  it('unknown pool: an invalid next hop is refused before any swap', async () => {
    const reserves = await tonA.getReserves();
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, TON, world.B, toNano('1'), {
        next: { assetOut: world.B, feeBps: 7, minOut: 0n },
      }),
    );
    expect(refundOf(txs)?.reason).toBe('unknownPool');
    expect(await tonA.getReserves()).toEqual(reserves);
  });

  it('unknown pool: a next hop naming any uint16 fee tier is refused, the jettons back', async () => {
    // (a TVM shift past 1023 bits throws: a pool that threw on a jetton swap would keep the jettons)
    const before = await balanceOf(world, world.bob.address, world.A);
    const reserves = await tonA.getReserves();
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, world.A, world.B, toNano('10'), {
        next: { assetOut: world.B, feeBps: 65535, minOut: 0n },
      }),
    );
    expect(refundOf(txs)?.reason).toBe('unknownPool');
    expect(await tonA.getReserves()).toEqual(reserves);
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
  });

  it('unknown pool: a TON hop to a pool that does not exist bounces and is refunded in TON', async () => {
    const before = await balanceOf(world, world.bob.address, TON);
    const poolTon = (await world.blockchain.getContract(tonA.address)).balance;
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, world.A, world.C, toNano('10'), {
        next: { assetOut: world.C, feeBps: 30, minOut: 0n },
      }),
    );
    const events = eventsOf(txs);
    expect(events.map((e) => e.type)).toEqual(['swap', 'swap_refunded']);
    const swapped = events[0] as Extract<DexEvent, { type: 'swap' }>;
    expect(events[1]).toMatchObject({ reason: 'unknownPool', amount: swapped.amountOut });
    // the intermediate TON reached the user (the first hop's swap stands)
    expect((await balanceOf(world, world.bob.address, TON)) - before).toBeGreaterThan(
      swapped.amountOut - toNano('0.1'),
    );
    // and the pool paid exactly that TON: the refund's gas and log came out of the value that bounced
    expect((await world.blockchain.getContract(tonA.address)).balance).toBe(poolTon - swapped.amountOut);
  });

  it('no liquidity: a created but empty pool refunds', async () => {
    await world.factory.sendCreatePool(world.alice.getSender(), {
      assetA: world.B,
      assetB: world.C,
      feeBps: 100,
    });
    const bc = openPool(world, world.B, world.C, 100);
    expect((await bc.getPoolData()).status).toBe(PoolStatus.ready);
    const before = await balanceOf(world, world.bob.address, world.B);
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, bc.address, world.B, world.C, toNano('1')),
    );
    expect(refundOf(txs)?.reason).toBe('noLiquidity');
    expect(await balanceOf(world, world.bob.address, world.B)).toBe(before);
  });

  it('wrong asset: TON sent to a jetton/jetton pool comes back', async () => {
    const before = await balanceOf(world, world.bob.address, TON);
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, ab.address, TON, world.A, toNano('3')),
    );
    expect(refundOf(txs)?.reason).toBe('wrongAsset');
    expect(before - (await balanceOf(world, world.bob.address, TON))).toBeLessThan(toNano('0.03'));
  });

  it('wrong asset: a jetton the pool does not trade is sent back by the pool', async () => {
    const before = await balanceOf(world, world.bob.address, world.C);
    const params = exactInParams(world.bob.address);
    const txs = await sendJettons(
      world,
      world.bob,
      world.C,
      tonA.address,
      toNano('4'),
      toNano('0.05'),
      swapJettonPayload(params),
    );
    expect(anyUnexpectedFailure(txs)).toBe(false);
    expect(await balanceOf(world, world.bob.address, world.C)).toBe(before);
  });

  it('zero amount', async () => {
    const params = exactInParams(world.bob.address);
    const txs = (
      await world.bob.send({ to: tonA.address, value: toNano('0.1'), body: swapTonBody(1n, 0n, params) })
    ).transactions;
    expect(refundOf(txs)?.reason).toBe('zeroAmount');
  });
});

describe('liquidity refunds', () => {
  it('minLpOut not met: both sides come back', async () => {
    const before = await balanceOf(world, world.bob.address, world.A);
    const data = await tonA.getPoolData();
    const txs = await sendBuilt(
      world,
      world.bob,
      provideTx(world, world.bob, tonA.address, [TON, world.A], toNano('1'), toNano('5'), {
        minLpOut: toNano('1000000'),
      }),
    );
    expect(refundOf(txs)).toMatchObject({
      type: 'liquidity_refunded',
      reason: 'slippage',
      amount0: toNano('1'),
      amount1: toNano('5'),
    });
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
    const after = await tonA.getPoolData();
    expect([after.reserve0, after.reserve1, after.lpSupply]).toEqual([
      data.reserve0,
      data.reserve1,
      data.lpSupply,
    ]);
  });

  it('deadline passed', async () => {
    const txs = await sendBuilt(
      world,
      world.bob,
      provideTx(world, world.bob, tonA.address, [TON, world.A], toNano('1'), toNano('5'), {
        deadline: world.blockchain.now! - 5,
      }),
    );
    expect(refundOf(txs)?.reason).toBe('deadline');
  });

  it('one leg, then cancel: the deposit contract gives it back and disappears', async () => {
    const before = await balanceOf(world, world.bob.address, world.A);
    const full = provideTx(world, world.bob, tonA.address, [TON, world.A], toNano('1'), toNano('5'));
    await sendBuilt(world, world.bob, { messages: [full.messages[1]!], totalTon: 0n });
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before - toNano('5'));
    const deposit = depositAddress(tonA.address, world.bob.address, world.codes.deposit);
    const txs = await sendBuilt(world, world.bob, buildCancelDeposit(deposit, 7n));
    expect(refundOf(txs)).toMatchObject({ reason: 'cancelled', amount1: toNano('5') });
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
    expect((await world.blockchain.getContract(deposit)).accountState?.type).not.toBe('active');
  });

  it('remove with impossible minimums: the LP tokens are minted back', async () => {
    const lpAsset = jetton(tonA.address);
    const lp = await balanceOf(world, world.alice.address, lpAsset);
    const supply = (await tonA.getPoolData()).lpSupply;
    const txs = await sendBuilt(
      world,
      world.alice,
      buildRemoveLiquidity({
        userLpWallet: jettonWalletAddress(world.alice.address, tonA.address, world.walletCode),
        lpAmount: toNano('1'),
        min0: toNano('1000000'),
        min1: 0n,
        user: world.alice.address,
        deadline: 0,
        queryId: 3n,
      }),
    );
    expect(refundOf(txs)).toMatchObject({ reason: 'slippage', lpAmount: toNano('1') });
    expect(await balanceOf(world, world.alice.address, lpAsset)).toBe(lp);
    expect((await tonA.getPoolData()).lpSupply).toBe(supply);
  });

  it.each([
    {
      name: 'remove with a malformed custom payload: LP minted back with bad payload',
      customPayload: () => beginCell().storeUint(DexOp.removeParams, 32).storeUint(3, 2).endCell(),
      value: toNano('0.2'),
      reason: 'badPayload',
    },
    {
      name: 'remove with too little TON for the payouts',
      customPayload: () => removeParamsPayload(0n, 0n, 0, null),
      value: toNano('0.04'),
      reason: 'notEnoughGas',
    },
  ])('$name', async ({ customPayload, value, reason }) => {
    const lp = await balanceOf(world, world.alice.address, jetton(tonA.address));
    const wallet = jettonWalletAddress(world.alice.address, tonA.address, world.walletCode);
    const body = buildJettonBurnBody({
      queryId: 0n,
      jettonAmount: toNano('1'),
      responseAddress: world.alice.address,
      customPayload: customPayload(),
    });
    const txs = (await world.alice.send({ to: wallet, value, body })).transactions;
    expect(refundOf(txs)?.reason).toBe(reason);
    expect(await balanceOf(world, world.alice.address, jetton(tonA.address))).toBe(lp);
  });

  it('initial liquidity too low to cover the locked minimum', async () => {
    const before = await balanceOf(world, world.bob.address, world.C);
    const { txs } = await createPoolWithLiquidity(world, world.bob, TON, world.C, 5, 900n, 1000n);
    expect(refundOf(txs)?.reason).toBe('initialLiquidityTooLow');
    expect(await balanceOf(world, world.bob.address, world.C)).toBe(before);
  });
});

describe('factory rejections return the TON with a reason', () => {
  it.each([
    [
      'an invalid fee tier',
      () => [world.A, world.C, 7, POOL_CREATE_TON] as const,
      RefundReason.invalidFeeTier,
    ],
    [
      'the same asset twice',
      () => [world.A, world.A, 30, POOL_CREATE_TON] as const,
      RefundReason.invalidAssets,
    ],
    ['two TONs', () => [TON, TON, 30, POOL_CREATE_TON] as const, RefundReason.invalidAssets],
    ['too little TON', () => [world.A, world.C, 30, toNano('0.05')] as const, RefundReason.notEnoughGas],
  ])('%s', async (_name, args, reason) => {
    const [a, b, fee, value] = args();
    const body = createPoolBody(9n, a, b, fee);
    const txs = (await world.bob.send({ to: world.factory.address, value, body })).transactions;
    const rejected = findTx(txs, { to: world.bob.address, op: DexOp.createPoolRejected });
    const s = rejected.inMessage!.body.beginParse();
    s.skip(32 + 64);
    expect(s.loadUint(8)).toBe(reason);
  });
});

describe('exit codes for unauthenticated senders (the bounce returns their TON)', () => {
  const u64 = (op: number) => beginCell().storeUint(op, 32).storeUint(0, 64);
  it.each([
    [
      'pool: unknown op',
      () => tonA.address,
      () => beginCell().storeUint(0x12345678, 32).endCell(),
      DexExitCode.wrongOp,
    ],
    [
      'pool: InitPool not from the factory',
      () => tonA.address,
      () => u64(DexOp.initPool).storeAddress(world.bob.address).endCell(),
      DexExitCode.notFromFactory,
    ],
    [
      'pool: DepositSettle not from the deposit',
      () => tonA.address,
      () =>
        u64(DexOp.depositSettle)
          .storeAddress(world.bob.address)
          .storeCoins(1)
          .storeCoins(1)
          .storeCoins(0)
          .storeUint(0, 32)
          .storeBit(0)
          .endCell(),
      DexExitCode.notFromDeposit,
    ],
    [
      'pool: burn notification not from an LP wallet',
      () => tonA.address,
      () =>
        u64(0x7bdd97de)
          .storeCoins(toNano('1'))
          .storeAddress(world.bob.address)
          .storeAddress(null)
          .storeMaybeRef(null)
          .endCell(),
      DexExitCode.notFromLpWallet,
    ],
    [
      'pool: wallet address answer not from a master',
      () => tonA.address,
      () => u64(0xd1735400).storeAddress(world.bob.address).storeMaybeRef(null).endCell(),
      DexExitCode.notFromMaster,
    ],
    [
      'pool: replay not from itself',
      () => tonA.address,
      () =>
        beginCell()
          .storeUint(DexOp.replayNotification, 32)
          .storeAddress(world.bob.address)
          .storeUint(0, 64)
          .storeCoins(1)
          .storeAddress(null)
          .storeRef(beginCell().endCell())
          .endCell(),
      DexExitCode.notFromPool,
    ],
    [
      'factory: unknown op',
      () => world.factory.address,
      () => beginCell().storeUint(0x12345678, 32).endCell(),
      DexExitCode.wrongOp,
    ],
  ])('%s', async (_name, to, body, code) => {
    const before = await balanceOf(world, world.bob.address, TON);
    const txs = (await world.bob.send({ to: to(), value: toNano('1'), body: body() })).transactions;
    expect(exitCodeOf(findTx(txs, { to: to() }))).toBe(code);
    expect(findTxs(txs, { to: world.bob.address, bounced: true })).toHaveLength(1);
    expect(before - (await balanceOf(world, world.bob.address, TON))).toBeLessThan(toNano('0.02'));
  });

  it('deposit: credit not from the pool, cancel not from the owner, unknown op', async () => {
    // leave a deposit in place (one leg), then poke it
    const legs = provideTx(world, world.alice, tonA.address, [TON, world.A], toNano('1'), toNano('5'), {
      queryId: 1n,
    });
    await sendBuilt(world, world.alice, { messages: [legs.messages[1]!], totalTon: 0n });
    const deposit = depositAddress(tonA.address, world.alice.address, world.codes.deposit);
    const cases: [Cell, number][] = [
      [
        beginCell()
          .storeUint(DexOp.depositCredit, 32)
          .storeUint(0, 64)
          .storeBit(0)
          .storeCoins(1)
          .storeCoins(0)
          .storeUint(0, 32)
          .endCell(),
        DexExitCode.notFromPool,
      ],
      [beginCell().storeUint(DexOp.depositCancel, 32).storeUint(0, 64).endCell(), DexExitCode.notFromOwner],
      [beginCell().storeUint(0x12345678, 32).endCell(), DexExitCode.wrongOp],
    ];
    for (const [body, code] of cases) {
      const txs = (await world.bob.send({ to: deposit, value: toNano('0.5'), body })).transactions;
      expect(exitCodeOf(findTx(txs, { to: deposit }))).toBe(code);
    }
    // the owner still gets the leg back
    const txs = await sendBuilt(world, world.alice, buildCancelDeposit(deposit, 2n));
    expect(refundOf(txs)?.reason).toBe('cancelled');
  });
});

describe('bounces', () => {
  /** A bounced message as the network builds it for Only256BitsOfBody: 0xFFFFFFFF + 256 bits. */
  async function sendBounced(from: Address, original: Cell) {
    const s = original.beginParse();
    const body = beginCell()
      .storeUint(0xffffffff, 32)
      .storeBits(s.loadBits(Math.min(256, s.remainingBits)))
      .endCell();
    return world.blockchain.sendMessage({
      info: {
        type: 'internal',
        ihrDisabled: true,
        bounce: false,
        bounced: true,
        src: from,
        dest: tonA.address,
        value: { coins: toNano('0.01') },
        ihrFee: 0n,
        forwardFee: 0n,
        createdLt: 0n,
        createdAt: 0,
      },
      body,
    });
  }

  // The pool sends payouts, LP mints and deposit credits with rich bounces and holds what comes
  // back for the user (tests/dex-safety.test.ts, with real bounces). A 256-bit bounce of any of
  // them changes nothing: it never reaches the reserves or the supply.
  it('a 256-bit bounce of a payout, an LP mint or a deposit credit changes nothing', async () => {
    const data = await tonA.getPoolData();
    const lpWallet = jettonWalletAddress(world.bob.address, tonA.address, world.walletCode);
    const deposit = depositAddress(tonA.address, world.bob.address, world.codes.deposit);
    const cases: [Address, Cell][] = [
      [
        data.wallet1!,
        beginCell()
          .storeUint(0x0f8a7ea5, 32)
          .storeUint(0, 64)
          .storeCoins(777n)
          .storeAddress(world.bob.address)
          .endCell(),
      ],
      [lpWallet, beginCell().storeUint(0x178d4519, 32).storeUint(0, 64).storeCoins(555n).endCell()],
      [
        deposit,
        beginCell()
          .storeUint(DexOp.depositCredit, 32)
          .storeUint(0, 64)
          .storeBit(1)
          .storeCoins(333n)
          .endCell(),
      ],
    ];
    for (const [from, original] of cases) await sendBounced(from, original);
    const after = await tonA.getPoolData();
    expect([after.reserve0, after.reserve1, after.lpSupply, after.seqno]).toEqual([
      data.reserve0,
      data.reserve1,
      data.lpSupply,
      data.seqno,
    ]);
  });
});

describe('attacks', () => {
  it('a donation moves neither reserves nor prices', async () => {
    const reserves = await tonA.getReserves();
    const quote = await tonA.getExpectedOut(TON, toNano('1'));
    // jettons straight into the pool's wallet with no notification, and plain TON
    await sendJettons(world, world.bob, world.A, tonA.address, toNano('1000'), 0n, null);
    await world.bob.send({ to: tonA.address, value: toNano('50') });
    expect(await tonA.getReserves()).toEqual(reserves);
    expect(await tonA.getExpectedOut(TON, toNano('1'))).toBe(quote);
  });

  it('first depositor cannot inflate the share price against the next depositor', async () => {
    // attacker: the smallest pool that passes the locked minimum, then a huge donation
    const { pool, txs } = await createPoolWithLiquidity(world, world.bob, world.A, world.C, 30, 1001n, 1001n);
    expect(eventsOf(txs).some((e) => e.type === 'liquidity_added')).toBe(true);
    expect((await pool.getPoolData()).lpSupply).toBe(1001n);
    await sendJettons(world, world.bob, world.A, pool.address, toNano('10000'), 0n, null);
    await sendJettons(world, world.bob, world.C, pool.address, toNano('10000'), 0n, null);
    // victim deposits 1000 of each: gets LP at the reserves' price, not at the donated balance
    const order = poolOrder(world.A, world.C, toNano('1000'), toNano('1000'));
    const legs = provideTx(
      world,
      world.alice,
      pool.address,
      [order.asset0, order.asset1],
      toNano('1000'),
      toNano('1000'),
      { minLpOut: 1n, queryId: 5n },
    );
    await sendBuilt(world, world.alice, legs);
    const victimLp = await balanceOf(world, world.alice.address, jetton(pool.address));
    const data = await pool.getPoolData();
    // the victim owns all but the attacker's 1001 units of the pool: her share is worth her deposit
    const share0 = (victimLp * data.reserve0) / data.lpSupply;
    expect(share0).toBeGreaterThan(toNano('1000') - toNano('0.000001'));
  });
});

describe('discovery', () => {
  it('legs that arrive before the pool knows its wallets wait and are replayed', async () => {
    // deploy the account of a jetton/jetton pool without initialising it, send both legs, then create it
    const pool = openPool(world, world.B, world.C, 30);
    const order = poolOrder(world.B, world.C, toNano('40'), toNano('60'));
    const created = buildCreatePool({
      factory: world.factory.address,
      feeBps: 30,
      codes: world.codes,
      pool: pool.address,
      side0: sourceOf(world, world.alice.address, order.asset0),
      side1: sourceOf(world, world.alice.address, order.asset1),
      amount0: order.amount0,
      amount1: order.amount1,
      minLpOut: 0n,
      user: world.alice.address,
      deadline: 0,
      queryId: 11n,
    });
    const [deploy, create, leg0, leg1] = created.messages;
    await sendBuilt(world, world.alice, { messages: [deploy!, leg0!, leg1!], totalTon: 0n });
    expect((await pool.getPoolData()).status).toBe(PoolStatus.new);
    const txs = await sendBuilt(world, world.alice, { messages: [create!], totalTon: 0n });
    expect(findTxs(txs, { to: pool.address, op: DexOp.replayNotification })).toHaveLength(2);
    const data = await pool.getPoolData();
    expect([data.status, data.reserve0, data.reserve1]).toEqual([
      PoolStatus.ready,
      order.amount0,
      order.amount1,
    ]);
  });

  it('swap gas budget is what the pool checks', () => {
    expect(swapGasBudget(TON, world.A, false, 0)).toBeLessThan(toNano('0.05'));
  });
});
