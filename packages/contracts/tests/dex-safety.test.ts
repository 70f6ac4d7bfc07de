// Funds always come back (issue 13, point 3) and every change of reserves or LP supply is logged
// (point 4). Each test ends with the user's funds back, read as the user sees them (wallet TON and
// jetton balances), and with the pool's reserves equal to its get_pool_data and to its last log.
import { Address, toNano, type Transaction } from '@ton/core';
import { type SandboxContract } from '@ton/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositAddress, jettonWalletAddress } from '../src/sdk/addresses';
import { jetton } from '../src/sdk/assets';
import { type DexEvent } from '../src/sdk/events';
import { claimHeldBody, swapJettonPayload, swapTonBody } from '../src/sdk/payloads';
import { buildClaimHeld, buildRemoveLiquidity, newQueryId, swapGasBudget } from '../src/sdk/transactions';
import { CLAIM_TON, DexExitCode, PoolStatus, ReservesChangeCause } from '../src/wrappers/dex-constants';
import { type Pool } from '../src/wrappers/pool';
import {
  balanceOf,
  createTwoPoolWorld,
  deployUninitialisedPool,
  type DexWorld,
  eventsOf,
  openPool,
  refuseAt,
  sendBuilt,
  TON,
} from './helpers/dex-world';
import { jettonBalance } from './helpers/conservation';
import { exitCodeOf, findTx } from './helpers/transactions';
import { exactInParams, provideTx, sendJettons, swapTx, type User } from './helpers/user-actions';

let world: DexWorld;
let tonA: SandboxContract<Pool>;

/** A masterchain address: jetton wallets refuse to pay there. */
const MASTERCHAIN = new Address(-1, Buffer.alloc(32, 7));
/** The most TON a user may lose on an action that is refunded: the gas attached, and its wallet's fees. */
const GAS_SLACK = toNano('0.2');

/**
 * The pool's reserves are what get_pool_data says and what its last log with `after` says, and its
 * logs number on from `seqnoBefore` without a gap.
 */
async function expectReservesLogged(
  pool: SandboxContract<Pool>,
  txs: Transaction[],
  seqnoBefore: number,
  user: Address | null = null,
) {
  const data = await pool.getPoolData();
  const logs = eventsOf(txs, pool.address);
  expect(
    logs.map((e) => e.seqno),
    'seqnos',
  ).toEqual(logs.map((_, i) => seqnoBefore + i + 1));
  expect(data.seqno).toBe(seqnoBefore + logs.length);
  // every log names the user whose funds moved
  if (user)
    for (const e of logs)
      if ('user' in e && e.user) expect(e.user.equals(user), `${e.type}: user`).toBe(true);
  const last = logs.filter((e) => 'after' in e).at(-1);
  if (last && 'after' in last) {
    expect(last.after).toEqual({ reserve0: data.reserve0, reserve1: data.reserve1, lpSupply: data.lpSupply });
  }
  return { data, logs };
}

async function claim(user: User, pool: SandboxContract<Pool>) {
  return sendBuilt(world, user, buildClaimHeld(pool.address, newQueryId()));
}

beforeAll(async () => {
  ({ world, tonA } = await createTwoPoolWorld());
});

describe('a jetton hop to a pool that does not trade is refunded', () => {
  async function hopAndCheck(next: SandboxContract<Pool>, feeBps: number) {
    const seqno = (await tonA.getPoolData()).seqno;
    const tonBefore = await balanceOf(world, world.bob.address, TON);
    const aBefore = await balanceOf(world, world.bob.address, world.A);
    const poolTon = (await world.blockchain.getContract(tonA.address)).balance;
    const amountIn = toNano('2');
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, TON, world.C, amountIn, {
        next: { assetOut: world.C, feeBps, minOut: 0n },
      }),
    );
    const { logs } = await expectReservesLogged(tonA, txs, seqno);
    expect(logs.map((e) => e.type)).toEqual(['swap', 'swap_refunded']);
    const swapped = logs[0] as Extract<DexEvent, { type: 'swap' }>;
    expect(logs[1]).toMatchObject({ reason: 'unknownPool', isAsset1: true, amount: swapped.amountOut });
    // the user holds the intermediate jettons; the first hop's trade stands
    expect((await balanceOf(world, world.bob.address, world.A)) - aBefore).toBe(swapped.amountOut);
    const spent = tonBefore - (await balanceOf(world, world.bob.address, TON));
    expect(spent).toBeGreaterThanOrEqual(amountIn);
    expect(spent - amountIn).toBeLessThan(GAS_SLACK);
    // nothing reached the next pool's wallet
    expect(await jettonBalance(world, next.address, (world.A as { master: Address }).master)).toBe(0n);
    // the first pool kept exactly the TON swapped in: the refund's gas and log are paid from the
    // hop's value, never from the pool's balance
    expect((await world.blockchain.getContract(tonA.address)).balance).toBe(poolTon + amountIn);
  }

  it('to a pool that does not exist: the intermediate jettons come back to the user', async () => {
    const missing = openPool(world, world.A, world.C, 30);
    expect((await world.blockchain.getContract(missing.address)).accountState?.type).not.toBe('active');
    await hopAndCheck(missing, 30);
  });

  it('to a pool that is not READY: the intermediate jettons come back, nothing reaches its wallet', async () => {
    // the account of the A/C pool at 1 bp, deployed but never initialised by the factory
    const pending = await deployUninitialisedPool(world, world.A, world.C, 1);
    expect((await pending.getPoolData()).status).toBe(PoolStatus.new);
    await hopAndCheck(pending, 1);
  });
});

describe('receivers and refund addresses outside the basechain are refused up front', () => {
  async function tonIn(receiver: Address, refundTo: Address) {
    const seqno = (await tonA.getPoolData()).seqno;
    const reserves = await tonA.getReserves();
    const before = await balanceOf(world, world.bob.address, TON);
    const amount = toNano('3');
    const txs = (
      await world.bob.send({
        to: tonA.address,
        value: amount + swapGasBudget(TON, world.A, false, 0),
        body: swapTonBody(newQueryId(), amount, exactInParams(receiver, refundTo)),
      })
    ).transactions;
    const { logs } = await expectReservesLogged(tonA, txs, seqno, world.bob.address);
    expect(logs).toMatchObject([{ type: 'swap_refunded', reason: 'badPayload' }]);
    expect(before - (await balanceOf(world, world.bob.address, TON))).toBeLessThan(toNano('0.05'));
    expect(await tonA.getReserves()).toEqual(reserves);
  }

  async function jettonIn(receiver: Address, refundTo: Address) {
    const seqno = (await tonA.getPoolData()).seqno;
    const reserves = await tonA.getReserves();
    const before = await balanceOf(world, world.bob.address, world.A);
    const txs = await sendJettons(
      world,
      world.bob,
      world.A,
      tonA.address,
      toNano('7'),
      swapGasBudget(world.A, TON, false, 0),
      swapJettonPayload(exactInParams(receiver, refundTo)),
    );
    const { logs } = await expectReservesLogged(tonA, txs, seqno, world.bob.address);
    expect(logs).toMatchObject([{ type: 'swap_refunded', reason: 'badPayload' }]);
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
    expect(await tonA.getReserves()).toEqual(reserves);
  }

  it('swap TON in, -1: receiver: the TON comes back to the sender', async () => {
    await tonIn(MASTERCHAIN, world.bob.address);
  });

  it('swap TON in, -1: refund address: the TON comes back to the sender', async () => {
    await tonIn(world.bob.address, MASTERCHAIN);
  });

  it('swap jetton in, -1: receiver: the jettons come back to the initiator', async () => {
    await jettonIn(MASTERCHAIN, world.bob.address);
  });

  it('swap jetton in, -1: refund address: the jettons come back to the initiator', async () => {
    await jettonIn(world.bob.address, MASTERCHAIN);
  });

  it('remove liquidity, -1: receiver: the LP tokens come back', async () => {
    const lp = jetton(tonA.address);
    const seqno = (await tonA.getPoolData()).seqno;
    const data = await tonA.getPoolData();
    const lpBefore = await balanceOf(world, world.alice.address, lp);
    const tonBefore = await balanceOf(world, world.alice.address, TON);
    const aBefore = await balanceOf(world, world.alice.address, world.A);
    const txs = await sendBuilt(
      world,
      world.alice,
      buildRemoveLiquidity({
        userLpWallet: jettonWalletAddress(world.alice.address, tonA.address, world.walletCode),
        lpAmount: lpBefore / 10n,
        min0: 0n,
        min1: 0n,
        user: world.alice.address,
        receiver: MASTERCHAIN,
        deadline: 0,
        queryId: newQueryId(),
      }),
    );
    const { logs, data: after } = await expectReservesLogged(tonA, txs, seqno);
    expect(logs).toMatchObject([
      { type: 'liquidity_refunded', reason: 'badPayload', lpAmount: lpBefore / 10n },
    ]);
    expect(await balanceOf(world, world.alice.address, lp)).toBe(lpBefore);
    expect(await balanceOf(world, world.alice.address, world.A)).toBe(aBefore);
    expect(tonBefore - (await balanceOf(world, world.alice.address, TON))).toBeLessThan(toNano('0.1'));
    expect([after.reserve0, after.reserve1, after.lpSupply]).toEqual([
      data.reserve0,
      data.reserve1,
      data.lpSupply,
    ]);
  });
});

describe('bounces are held for the user and claimed, never added to the reserves', () => {
  it('a payout refused by a paused jetton wallet is held, then claimed', async () => {
    const data = await tonA.getPoolData();
    const aBefore = await balanceOf(world, world.bob.address, world.A);
    const tonBefore = await balanceOf(world, world.bob.address, TON);
    const amountIn = toNano('1');
    const quote = await tonA.getExpectedOut(TON, amountIn);
    // the pool's own A wallet is paused while the swap pays out
    const unpause = await refuseAt(world, data.wallet1!);
    const txs = await sendBuilt(
      world,
      world.bob,
      swapTx(world, world.bob, tonA.address, TON, world.A, amountIn),
    );
    await unpause();
    const { logs, data: after } = await expectReservesLogged(tonA, txs, data.seqno, world.bob.address);
    expect(logs).toMatchObject([
      { type: 'swap', amountIn, amountOut: quote },
      { type: 'reserves_changed', cause: ReservesChangeCause.payoutBounced, amount: quote },
    ]);
    // the swap stands; the payout is held outside the reserves
    expect([after.reserve0, after.reserve1]).toEqual([data.reserve0 + amountIn, data.reserve1 - quote]);
    expect(await tonA.getHeld(world.bob.address)).toEqual({ amount0: 0n, amount1: quote });
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(aBefore);

    const claimed = await claim(world.bob, tonA);
    const final = await expectReservesLogged(tonA, claimed, after.seqno);
    expect(final.logs).toMatchObject([
      { type: 'reserves_changed', cause: ReservesChangeCause.heldClaimed1, amount: quote },
    ]);
    expect(await tonA.getHeld(world.bob.address)).toEqual({ amount0: 0n, amount1: 0n });
    expect((await balanceOf(world, world.bob.address, world.A)) - aBefore).toBe(quote);
    const spent = tonBefore - (await balanceOf(world, world.bob.address, TON));
    expect(spent - amountIn).toBeLessThan(GAS_SLACK);
    expect([final.data.reserve0, final.data.reserve1]).toEqual([after.reserve0, after.reserve1]);
  });

  it('a refund the real jetton wallet refuses (too little TON to pay it) is held, then claimed', async () => {
    const data = await tonA.getPoolData();
    const before = await balanceOf(world, world.bob.address, world.A);
    const amount = toNano('5');
    const txs = await sendJettons(
      world,
      world.bob,
      world.A,
      tonA.address,
      amount,
      toNano('0.012'),
      swapJettonPayload(exactInParams(world.bob.address)),
    );
    // the pool's wallet refused the refund (709: not enough TON) and bounced it
    expect(exitCodeOf(findTx(txs, { from: tonA.address, to: data.wallet1! }))).toBe(709);
    const { logs, data: after } = await expectReservesLogged(tonA, txs, data.seqno, world.bob.address);
    expect(logs).toMatchObject([
      { type: 'swap_refunded', reason: 'notEnoughGas', amount },
      { type: 'reserves_changed', cause: ReservesChangeCause.payoutBounced, amount },
    ]);
    expect([after.reserve0, after.reserve1]).toEqual([data.reserve0, data.reserve1]);
    expect(await tonA.getHeld(world.bob.address)).toEqual({ amount0: 0n, amount1: amount });

    const claimed = await claim(world.bob, tonA);
    await expectReservesLogged(tonA, claimed, after.seqno);
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
    expect(await tonA.getReserves()).toEqual([data.reserve0, data.reserve1]);
  });

  it('a bounced LP mint takes its units off the supply and holds their share, then claimed', async () => {
    const lpWallet = jettonWalletAddress(world.bob.address, tonA.address, world.walletCode);
    const data = await tonA.getPoolData();
    const tonBefore = await balanceOf(world, world.bob.address, TON);
    const aBefore = await balanceOf(world, world.bob.address, world.A);
    const restore = await refuseAt(world, lpWallet);
    const amount0 = toNano('2');
    const amount1 = (amount0 * data.reserve1) / data.reserve0;
    const txs = await sendBuilt(
      world,
      world.bob,
      provideTx(world, world.bob, tonA.address, [TON, world.A], amount0, amount1),
    );
    await restore();
    const { logs, data: after } = await expectReservesLogged(tonA, txs, data.seqno, world.bob.address);
    const added = logs[0] as Extract<DexEvent, { type: 'liquidity_added' }>;
    expect(logs.map((e) => e.type)).toEqual(['liquidity_added', 'reserves_changed']);
    expect(logs[1]).toMatchObject({ cause: ReservesChangeCause.lpMintBounced, amount: added.lpOut });
    // the supply is back where it was; the LP holders lost nothing (rounding stays in the pool)
    expect(after.lpSupply).toBe(data.lpSupply);
    expect(after.reserve0 * data.lpSupply >= data.reserve0 * after.lpSupply).toBe(true);
    expect(after.reserve1 * data.lpSupply >= data.reserve1 * after.lpSupply).toBe(true);
    const held = await tonA.getHeld(world.bob.address);
    expect(held.amount0).toBe(added.amount0 + data.reserve0 - after.reserve0);
    // the user gets the deposit back less rounding (as a removal would): a few units at most
    const dust0 = data.reserve0 / data.lpSupply + 2n;
    const dust1 = data.reserve1 / data.lpSupply + 2n;
    expect(added.amount0 - held.amount0 <= dust0 && added.amount1 - held.amount1 <= dust1).toBe(true);
    expect(await balanceOf(world, world.bob.address, jetton(tonA.address))).toBe(0n);

    const claimed = await claim(world.bob, tonA);
    await expectReservesLogged(tonA, claimed, after.seqno);
    // the user has the deposit back, less those few units of rounding, and gas
    const aAfter = await balanceOf(world, world.bob.address, world.A);
    expect(aBefore - aAfter).toBe(added.amount1 - held.amount1);
    expect(tonBefore - (await balanceOf(world, world.bob.address, TON))).toBeLessThan(GAS_SLACK);
  });

  it('a bounced deposit credit holds the leg, then claimed', async () => {
    const deposit = depositAddress(tonA.address, world.bob.address, world.codes.deposit);
    const data = await tonA.getPoolData();
    const before = await balanceOf(world, world.bob.address, world.A);
    const restore = await refuseAt(world, deposit);
    const legs = provideTx(world, world.bob, tonA.address, [TON, world.A], toNano('1'), toNano('4'));
    // only the jetton leg
    const txs = await sendBuilt(world, world.bob, { messages: [legs.messages[1]!], totalTon: 0n });
    await restore();
    const { logs, data: after } = await expectReservesLogged(tonA, txs, data.seqno, world.bob.address);
    expect(logs).toMatchObject([
      { type: 'reserves_changed', cause: ReservesChangeCause.depositCreditBounced, amount: toNano('4') },
    ]);
    expect([after.reserve0, after.reserve1, after.lpSupply]).toEqual([
      data.reserve0,
      data.reserve1,
      data.lpSupply,
    ]);
    expect(await tonA.getHeld(world.bob.address)).toEqual({ amount0: 0n, amount1: toNano('4') });
    expect(before - (await balanceOf(world, world.bob.address, world.A))).toBe(toNano('4'));

    const claimed = await claim(world.bob, tonA);
    await expectReservesLogged(tonA, claimed, after.seqno);
    expect(await balanceOf(world, world.bob.address, world.A)).toBe(before);
  });

  it('a claim with nothing held is refused and its TON bounces back', async () => {
    const before = await balanceOf(world, world.alice.address, TON);
    const txs = (await world.alice.send({ to: tonA.address, value: CLAIM_TON, body: claimHeldBody(1n) }))
      .transactions;
    expect(exitCodeOf(findTx(txs, { to: tonA.address }))).toBe(DexExitCode.nothingHeld);
    expect(before - (await balanceOf(world, world.alice.address, TON))).toBeLessThan(toNano('0.01'));
  });
});
