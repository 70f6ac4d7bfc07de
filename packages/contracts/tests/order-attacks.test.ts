// Attacks on limit orders, each written before the path it attacks: forged outcomes (receipts,
// refunds, excesses), routes to pools that do not exist, fills that break the terms, racing fills,
// strangers' cancels and jettons from the wrong wallet. Every one ends with the funds where they
// belong, checked as balances and as the order's own view.
import { Address, beginCell, toNano } from '@ton/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { jetton, TON } from '../src/sdk/assets';
import { directFillJettonPayload, orderFundingPayload } from '../src/sdk/order-payloads';
import { type SwapParams, swapTonBody } from '../src/sdk/payloads';
import { DexOp } from '../src/wrappers/dex-constants';
import { JettonOp } from '../src/wrappers/jetton-constants';
import { OrderExitCode, OrderRefundReason, OrderStatus } from '../src/wrappers/order-constants';
import { balanceOf } from './helpers/dex-world';
import {
  cancelOrder,
  createOrderWorld,
  expireOrder,
  fillOrder,
  type OrderWorld,
  orderEventsOf,
  placeOrder,
  sendRaw,
  startFill,
  termsOf,
} from './helpers/order-world';
import { sendJettons } from './helpers/user-actions';
import { exitCodeOf, findTx, findTxs } from './helpers/transactions';

let ow: OrderWorld;
beforeEach(async () => {
  ow = await createOrderWorld();
});

const receiptBody = (fillId: bigint, amountIn: bigint, amountOut: bigint) =>
  beginCell()
    .storeUint(DexOp.swapReceipt, 32)
    .storeUint(fillId, 64)
    .storeCoins(amountIn)
    .storeCoins(amountOut)
    .endCell();
const refundBody = (fillId: bigint, reason: number) =>
  beginCell().storeUint(DexOp.receiptRefund, 32).storeUint(fillId, 64).storeUint(reason, 8).endCell();

async function tonSellOrder(extra = {}) {
  const { world } = ow;
  const terms = termsOf(world, world.bob.address, TON, world.A, toNano('10'), toNano('40'), extra);
  return { terms, ...(await placeOrder(ow, world.bob, terms)) };
}

async function jettonSellOrder(extra = {}) {
  const { world } = ow;
  const terms = termsOf(world, world.bob.address, world.A, TON, toNano('10'), toNano('1.5'), extra);
  return { terms, ...(await placeOrder(ow, world.bob, terms)) };
}

/** A stranger's TON swap through TON/A naming `order` as its refund address and `fillId` as its query id. */
const strangerSwap = (order: Address, fillId: bigint, amountIn: bigint, extra: Partial<SwapParams>) =>
  sendRaw(
    ow,
    ow.carol.address,
    ow.tonA.address,
    amountIn + toNano('0.5'),
    swapTonBody(fillId, amountIn, {
      exactOut: false,
      limit: 0n,
      deadline: 0,
      receiver: ow.carol.address,
      refundTo: order,
      ...extra,
    }),
  );

/** The fill in flight settles for real: the rest of its trace logs it filled for `amount`. */
async function expectSettles(fill: Awaited<ReturnType<typeof startFill>>, order: Address, amount: bigint) {
  const rest = await fill.finish();
  expect(orderEventsOf(rest, order)).toMatchObject([{ type: 'order_filled', amountIn: amount }]);
}

/** The fill-failed reasons this order logged in these transactions. */
const failures = (txs: Parameters<typeof orderEventsOf>[0], order: Address) =>
  orderEventsOf(txs, order).flatMap((e) => (e.type === 'order_fill_failed' ? [e.reasonCode] : []));

describe('forged outcomes', () => {
  it('a receipt or a TON refund from anyone but the fill’s pool is refused; the fill settles for real', async () => {
    const { world } = ow;
    const { order, terms } = await tonSellOrder({ partial: true, minFill: toNano('1') });
    const fill = await startFill(ow, ow.carol.address, order.address, toNano('2'), [
      { asset: world.A, feeBps: 30 },
    ]);
    expect((await order.getOrderData()).reserved).toBe(toNano('2'));
    for (const body of [receiptBody(fill.fillId, toNano('2'), toNano('100')), refundBody(fill.fillId, 1)]) {
      const txs = await sendRaw(ow, ow.carol.address, order.address, toNano('0.1'), body);
      expect(exitCodeOf(findTx(txs, { to: order.address }))).toBe(OrderExitCode.notFromPool);
    }
    // a cancel must wait for the fill in flight
    const cancel = await cancelOrder(ow, world.bob, order.address);
    expect(exitCodeOf(findTx(cancel, { to: order.address }))).toBe(OrderExitCode.fillInFlight);
    await expectSettles(fill, order.address, toNano('2'));
    expect(await order.getOrderData()).toMatchObject({
      remaining: toNano('8'),
      reserved: 0n,
      status: OrderStatus.open,
    });
    expect((await order.getOrderData()).rewardLeft).toBe(terms.reward - terms.reward / 5n);
  });

  it('a stranger’s swap through the fill’s pool, naming the order and the fill’s id, tells the order nothing', async () => {
    // (before the pool answered only a receipt swap's sender, this settled the fill: the pool sent
    // its receipt to whatever refund address the swap named)
    const { world } = ow;
    const { order } = await tonSellOrder({ partial: true, minFill: toNano('1') });
    const fill = await startFill(ow, ow.carol.address, order.address, toNano('2'), [
      { asset: world.A, feeBps: 30 },
    ]);
    const forged = await strangerSwap(order.address, fill.fillId, toNano('0.01'), { receipt: true });
    // (the payout's excess reaches the order, as plain TON: it changes nothing)
    expect(findTxs(forged, { to: order.address, op: DexOp.swapReceipt })).toHaveLength(0);
    expect(findTxs(forged, { to: ow.carol.address, op: DexOp.swapReceipt })).toHaveLength(1);
    expect((await order.getOrderData()).reserved).toBe(toNano('2'));
    await expectSettles(fill, order.address, toNano('2'));
  });

  it('a stranger’s failing swap through the fill’s pool, naming the order and the fill’s id, undoes nothing', async () => {
    // (the pool's TON refund of it used to settle the fill as failed: a TON sell's amount counted
    // back while it was being swapped, a jetton sell's jettons counted while on their way to the
    // pool, for a direct taker to pay for. A receipt swap's refund is a ReceiptRefund now, which only
    // its sender gets; a DexRefund is not an order message.)
    const { world } = ow;
    for (const { order, terms } of [
      await tonSellOrder({ partial: true, minFill: toNano('1') }),
      await jettonSellOrder({ partial: true, minFill: toNano('1') }),
    ]) {
      const fill = await startFill(ow, ow.carol.address, order.address, toNano('2'), [
        { asset: terms.buyAsset, feeBps: 30 },
      ]);
      const forged = await strangerSwap(order.address, fill.fillId, toNano('2.5'), {
        limit: toNano('1000000'),
      });
      expect(exitCodeOf(findTx(forged, { to: order.address }))).toBe(OrderExitCode.wrongOp);
      expect((await order.getOrderData()).reserved).toBe(toNano('2'));
      await expectSettles(fill, order.address, toNano('2'));
      expect(await order.getOrderData()).toMatchObject({ remaining: toNano('8'), reserved: 0n });
      if (terms.sellAsset.kind === 'jetton') {
        expect(await balanceOf(world, order.address, world.A)).toBe(toNano('8'));
      }
    }
  });

  it('a jetton "refund" into the order’s own wallet from a non-pool is returned, not counted', async () => {
    const { world } = ow;
    const { order } = await jettonSellOrder({ partial: true, minFill: toNano('1') });
    const fill = await startFill(ow, ow.carol.address, order.address, toNano('2'), [
      { asset: TON, feeBps: 30 },
    ]);
    const carolA = await balanceOf(world, ow.carol.address, world.A);
    const fake = beginCell().storeUint(DexOp.refund, 32).storeUint(fill.fillId, 64).storeUint(1, 8).endCell();
    await sendJettons(world, ow.carol, world.A, order.address, toNano('3'), toNano('0.05'), fake);
    expect(await balanceOf(world, ow.carol.address, world.A)).toBe(carolA);
    expect((await order.getOrderData()).reserved).toBe(toNano('2'));
    await fill.finish();
    expect(await order.getOrderData()).toMatchObject({ remaining: toNano('8'), reserved: 0n });
    expect(await balanceOf(world, order.address, world.A)).toBe(toNano('8'));
  });

  it('fake excesses and plain TON change nothing', async () => {
    const { order } = await tonSellOrder();
    const view = async () => {
      const { status, remaining, reserved, received, rewardLeft, seqno } = await order.getOrderData();
      return { status, remaining, reserved, received, rewardLeft, seqno };
    };
    const before = await view();
    const excesses = beginCell().storeUint(JettonOp.excesses, 32).storeUint(0, 64).endCell();
    await sendRaw(ow, ow.carol.address, order.address, toNano('0.1'), excesses);
    await sendRaw(ow, ow.carol.address, order.address, toNano('0.1'));
    expect(await view()).toEqual(before);
  });
});

describe('routes', () => {
  it('a TON fill to a pool that does not exist bounces: the order is restored, the filler unpaid', async () => {
    const { world } = ow;
    const { order, terms } = await tonSellOrder();
    const carolTon = await balanceOf(world, ow.carol.address, TON);
    const txs = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, [
      { asset: world.A, feeBps: 100 },
    ]);
    expect(failures(txs, order.address)).toEqual([OrderRefundReason.noPool]);
    expect(await order.getOrderData()).toMatchObject({
      status: OrderStatus.open,
      remaining: terms.sellAmount,
      reserved: 0n,
      rewardLeft: terms.reward,
    });
    expect(carolTon - (await balanceOf(world, ow.carol.address, TON))).toBeLessThan(toNano('0.02'));
    expect((await world.blockchain.getContract(order.address)).balance).toBeGreaterThanOrEqual(
      terms.sellAmount + terms.reward,
    );
  });

  it('a jetton fill to a pool that does not exist stops at the probe: the jettons never leave', async () => {
    const { world } = ow;
    const { order, terms } = await jettonSellOrder();
    const txs = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, [{ asset: TON, feeBps: 100 }]);
    expect(failures(txs, order.address)).toEqual([OrderRefundReason.noPool]);
    expect(await balanceOf(world, order.address, world.A)).toBe(terms.sellAmount);
    expect((await order.getOrderData()).reserved).toBe(0n);
  });

  it('routes that do not end in the buy asset, take two hops or name no fee tier (any uint16) are refused up front', async () => {
    const { world } = ow;
    const { order, terms } = await tonSellOrder();
    for (const route of [
      [{ asset: world.B, feeBps: 30 }],
      [
        { asset: world.A, feeBps: 30 },
        { asset: world.B, feeBps: 5 },
      ],
      [{ asset: world.A, feeBps: 31 }],
      // (a shift by more than 1023 bits throws in the TVM: the tier is capped before its test)
      [{ asset: world.A, feeBps: 65535 }],
    ]) {
      const txs = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, route);
      expect(failures(txs, order.address)).toEqual([OrderRefundReason.badRoute]);
    }
    expect((await order.getOrderData()).remaining).toBe(terms.sellAmount);
  });
});

describe('terms', () => {
  it('price not there: the pool refunds, the order stays open, the filler earns nothing', async () => {
    const { world } = ow;
    for (const { order, terms } of [
      await tonSellOrder({ minBuyAmount: toNano('1000') }),
      await jettonSellOrder({ minBuyAmount: toNano('100') }),
    ]) {
      const route = [{ asset: terms.buyAsset, feeBps: 30 }];
      const carolTon = await balanceOf(world, ow.carol.address, TON);
      const txs = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, route);
      expect(failures(txs, order.address)).toEqual([OrderRefundReason.price]);
      expect(await order.getOrderData()).toMatchObject({
        status: OrderStatus.open,
        remaining: terms.sellAmount,
        reserved: 0n,
        rewardLeft: terms.reward,
      });
      expect(await balanceOf(world, ow.carol.address, TON)).toBeLessThan(carolTon);
    }
  });

  it('below minFill, a part of an all-or-nothing order, too much, too little gas, after expiry', async () => {
    const { world } = ow;
    const route = [{ asset: world.A, feeBps: 30 }];
    const partial = (await tonSellOrder({ partial: true, minFill: toNano('2') })).order;
    const whole = (await tonSellOrder()).order;
    const cases: [Address, bigint, number][] = [
      [partial.address, toNano('1'), OrderRefundReason.tooSmall],
      [partial.address, toNano('11'), OrderRefundReason.tooLarge],
      [whole.address, toNano('5'), OrderRefundReason.tooSmall],
    ];
    for (const [order, amount, reason] of cases) {
      expect(failures(await fillOrder(ow, ow.carol, order, amount, route), order)).toEqual([reason]);
    }
    const short = await sendRaw(
      ow,
      ow.carol.address,
      whole.address,
      toNano('0.05'),
      beginCell()
        .storeUint(0xa7013003, 32)
        .storeUint(0, 64)
        .storeCoins(toNano('10'))
        .storeRef(beginCell().storeAddress(world.minterA.address).storeUint(30, 16).storeBit(0).endCell())
        .endCell(),
    );
    expect(failures(short, whole.address)).toEqual([OrderRefundReason.notEnoughGas]);
    world.blockchain.now = world.blockchain.now! + 7200;
    expect(
      failures(await fillOrder(ow, ow.carol, whole.address, toNano('10'), route), whole.address),
    ).toEqual([OrderRefundReason.expired]);
  });

  it('two racing fills never take more than the order holds', async () => {
    const { world } = ow;
    const { order, terms } = await tonSellOrder({ partial: true, minFill: toNano('1') });
    const route = [{ asset: world.A, feeBps: 30 }];
    const first = await startFill(ow, ow.carol.address, order.address, toNano('6'), route);
    const second = await fillOrder(ow, world.alice, order.address, toNano('6'), route);
    // one fill in flight at a time: the racer is refused at once, and pays only its gas
    expect(failures(second, order.address)).toEqual([OrderRefundReason.inFlight]);
    await first.finish();
    expect(await order.getOrderData()).toMatchObject({
      remaining: terms.sellAmount - toNano('6'),
      reserved: 0n,
    });
  });
});

describe('who may act', () => {
  it('only the maker cancels; expiry is only after expiresAt', async () => {
    const { world } = ow;
    const { order, terms } = await tonSellOrder();
    const stranger = await cancelOrder(ow, ow.carol, order.address);
    expect(exitCodeOf(findTx(stranger, { to: order.address }))).toBe(OrderExitCode.notFromMaker);
    const early = await expireOrder(ow, ow.carol, order.address);
    expect(exitCodeOf(findTx(early, { to: order.address }))).toBe(OrderExitCode.notExpired);
    expect((await order.getOrderData()).remaining).toBe(terms.sellAmount);
    await cancelOrder(ow, world.bob, order.address);
    const again = await cancelOrder(ow, world.bob, order.address);
    expect(exitCodeOf(findTx(again, { to: order.address }))).toBe(OrderExitCode.closed);
  });

  it('only the maker places', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order, txs } = await placeOrder(ow, ow.carol as never, { ...terms });
    expect(exitCodeOf(findTx(txs, { to: order.address }))).toBe(OrderExitCode.notFromMaker);
  });
});

describe('jettons that are not the order’s', () => {
  it('jettons from a wrong wallet, or not matching the terms, go back', async () => {
    const { world } = ow;
    const { order } = await jettonSellOrder({ partial: true });
    const carolB = await balanceOf(world, ow.carol.address, world.B);
    const carolA = await balanceOf(world, ow.carol.address, world.A);
    await sendJettons(
      world,
      ow.carol,
      world.B,
      order.address,
      toNano('5'),
      toNano('0.1'),
      directFillJettonPayload(),
    );
    await sendJettons(
      world,
      ow.carol,
      world.B,
      order.address,
      toNano('5'),
      toNano('0.1'),
      orderFundingPayload(),
    );
    await sendJettons(
      world,
      ow.carol,
      world.A,
      order.address,
      toNano('5'),
      toNano('0.1'),
      orderFundingPayload(),
    );
    expect(await balanceOf(world, ow.carol.address, world.B)).toBe(carolB);
    expect(await balanceOf(world, ow.carol.address, world.A)).toBe(carolA);
    expect((await order.getOrderData()).remaining).toBe(toNano('10'));
  });

  it('a buy master that does not answer TEP-89 closes the order and refunds the maker', async () => {
    const { world } = ow;
    const nowhere = jetton(new Address(0, Buffer.alloc(32, 7)));
    const makerTon = await balanceOf(world, world.bob.address, TON);
    const terms = termsOf(world, world.bob.address, TON, nowhere, toNano('5'), toNano('1'));
    const { order, txs } = await placeOrder(ow, world.bob, terms);
    expect((await order.getOrderData()).status).toBe(OrderStatus.closed);
    expect(orderEventsOf(txs, order.address).map((e) => e.type)).toEqual(['order_cancelled']);
    // what it cost: the placement's fees and the bounce, everything else came back
    expect(makerTon - (await balanceOf(world, world.bob.address, TON))).toBeLessThan(toNano('0.07'));
  });
});
