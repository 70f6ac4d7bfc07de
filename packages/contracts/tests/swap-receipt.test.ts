// A swap that asks for a receipt (what a limit order's fill does) answers its sender alone: the
// receipt and a refund's input go to the contract that paid the swap, never to the refund address it
// names, so that nobody can make a pool tell a contract about a swap it did not send. The refund
// address gets the value left of a jetton payout. One hop only.
import { type Address, type Cell, toNano, type Transaction } from '@ton/core';
import { type SandboxContract } from '@ton/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { swapJettonPayload, swapTonBody, type SwapParams } from '../src/sdk/payloads';
import { DexOp, RECEIPT_NOTICE_TON, RefundReason } from '../src/wrappers/dex-constants';
import { type Pool } from '../src/wrappers/pool';
import { balanceOf, createTwoPoolWorld, type DexWorld, TON } from './helpers/dex-world';
import { findTxs, succeeded, valueOf } from './helpers/transactions';
import { sendJettons } from './helpers/user-actions';

let world: DexWorld;
let tonA: SandboxContract<Pool>;
let bob: Address;
let carol: Address;

beforeEach(async () => {
  ({ world, tonA } = await createTwoPoolWorld());
  bob = (await world.blockchain.treasury('receipt bob')).address;
  carol = (await world.blockchain.treasury('receipt carol')).address;
});

/** Exact-in with a receipt: bob receives, carol is the refund address; `extra` changes any of it. */
const receiptParams = (extra: Partial<SwapParams> = {}): SwapParams => ({
  exactOut: false,
  limit: 0n,
  deadline: 0,
  receiver: bob,
  refundTo: carol,
  receipt: true,
  ...extra,
});

/** Alice pays TON into TON/A herself, asking for a receipt, with `gas` for the swap. */
async function aliceSwapsTon(
  amountIn: bigint,
  params: SwapParams,
  gas = toNano('0.1'),
): Promise<Transaction[]> {
  const body = swapTonBody(77n, amountIn, params);
  return (await world.alice.send({ to: tonA.address, value: amountIn + gas, body })).transactions;
}

/** The messages `to` received from the pool with op `op`. */
const fromPool = (txs: Transaction[], to: Address, op: number) =>
  findTxs(txs, { from: tonA.address, to, op });

const refundReasonOf = (body: Cell | undefined) => {
  const s = body!.beginParse();
  s.skip(32 + 64);
  return s.loadUint(8);
};

describe('a swap that asks for a receipt', () => {
  it('TON in, jettons out: the receipt goes to the sender with its budget, the value left to the refund address', async () => {
    const bobA = await balanceOf(world, bob, world.A);
    const carolTon = await balanceOf(world, carol, TON);
    const txs = await aliceSwapsTon(toNano('1'), receiptParams());
    const [receipt] = fromPool(txs, world.alice.address, DexOp.swapReceipt);
    expect(receipt && succeeded(receipt)).toBe(true);
    expect(valueOf(receipt!)).toBe(RECEIPT_NOTICE_TON);
    expect(fromPool(txs, carol, DexOp.swapReceipt)).toHaveLength(0);
    expect((await balanceOf(world, bob, world.A)) - bobA).toBeGreaterThan(0n);
    // the jetton payout's excess: most of the 0.1 TON attached
    expect((await balanceOf(world, carol, TON)) - carolTon).toBeGreaterThan(toNano('0.05'));
  });

  it('jettons in, TON out: the receipt goes to the transfer’s initiator with the value left; the receiver gets the amount', async () => {
    const bobTon = await balanceOf(world, bob, TON);
    const carolTon = await balanceOf(world, carol, TON);
    const txs = await sendJettons(
      world,
      world.alice,
      world.A,
      tonA.address,
      toNano('5'),
      toNano('0.1'),
      swapJettonPayload(receiptParams()),
    );
    const [receipt] = fromPool(txs, world.alice.address, DexOp.swapReceipt);
    expect(receipt && succeeded(receipt)).toBe(true);
    const body = receipt!.inMessage!.body.beginParse();
    body.skip(32 + 64);
    body.loadCoins();
    const amountOut = body.loadCoins();
    // (less the fees of bob's wallet)
    const bobGot = (await balanceOf(world, bob, TON)) - bobTon;
    expect(bobGot).toBeLessThanOrEqual(amountOut);
    expect(bobGot).toBeGreaterThan(amountOut - toNano('0.001'));
    expect(valueOf(receipt!)).toBeGreaterThan(toNano('0.05'));
    expect(await balanceOf(world, carol, TON)).toBe(carolTon);
  });

  it('refused (price): the input goes back to the sender, not to the refund address', async () => {
    const aliceTon = await balanceOf(world, world.alice.address, TON);
    const carolTon = await balanceOf(world, carol, TON);
    const txs = await aliceSwapsTon(toNano('1'), receiptParams({ limit: toNano('1000') }));
    // (a ReceiptRefund, not a DexRefund: only a receipt swap's sender gets one)
    const [refund] = fromPool(txs, world.alice.address, DexOp.receiptRefund);
    expect(refundReasonOf(refund?.inMessage?.body)).toBe(RefundReason.slippage);
    expect(valueOf(refund!)).toBeGreaterThan(toNano('1'));
    expect(aliceTon - (await balanceOf(world, world.alice.address, TON))).toBeLessThan(toNano('0.02'));
    expect(await balanceOf(world, carol, TON)).toBe(carolTon);
  });

  it('refused (price), jettons in: the jettons go back to the initiator with a notification', async () => {
    const aliceA = await balanceOf(world, world.alice.address, world.A);
    const carolA = await balanceOf(world, carol, world.A);
    const payload = swapJettonPayload(receiptParams({ limit: toNano('1000') }));
    await sendJettons(world, world.alice, world.A, tonA.address, toNano('5'), toNano('0.1'), payload);
    expect(await balanceOf(world, world.alice.address, world.A)).toBe(aliceA);
    expect(await balanceOf(world, carol, world.A)).toBe(carolA);
  });

  it('with a hop: refused up front, the input back to the sender', async () => {
    const carolTon = await balanceOf(world, carol, TON);
    const next = { assetOut: world.B, feeBps: 5, minOut: 0n };
    // (with gas enough for the hop, so that nothing but the receipt refuses it)
    const txs = await aliceSwapsTon(toNano('1'), receiptParams({ next }), toNano('0.3'));
    const [refund] = fromPool(txs, world.alice.address, DexOp.receiptRefund);
    expect(refundReasonOf(refund?.inMessage?.body)).toBe(RefundReason.badPayload);
    expect(findTxs(txs, { from: tonA.address, op: DexOp.swapTon })).toHaveLength(0);
    expect(await balanceOf(world, carol, TON)).toBe(carolTon);
  });
});
