// The order's remaining exit codes, refund reasons and bounces, one test each: TEP-89 answers from a
// stranger, short cancels, unknown messages, fills of a closed order, a direct fill in the wrong
// asset, and the order's own jetton wallet refusing a fill's transfer.
import { beginCell, toNano } from '@ton/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TON } from '../src/sdk/assets';
import { buildPlaceOrder, cancelOrderBody, directFillBody } from '../src/sdk/order-payloads';
import { toTreasuryMessage } from '../src/sdk/wallet-messages';
import { Order } from '../src/wrappers/order';
import { JettonOp } from '../src/wrappers/jetton-constants';
import { OrderExitCode, OrderRefundReason, OrderStatus } from '../src/wrappers/order-constants';
import { balanceOf, refuseAt, userJettonWallet } from './helpers/dex-world';
import {
  cancelOrder,
  createOrderWorld,
  fillOrder,
  type OrderWorld,
  orderEventsOf,
  placeOrder,
  sendRaw,
  termsOf,
} from './helpers/order-world';
import { exitCodeOf, findTx } from './helpers/transactions';

let ow: OrderWorld;
beforeEach(async () => {
  ow = await createOrderWorld();
});

const failures = (txs: Parameters<typeof orderEventsOf>[0], order: Parameters<typeof orderEventsOf>[1]) =>
  orderEventsOf(txs, order).flatMap((e) => (e.type === 'order_fill_failed' ? [e.reasonCode] : []));

describe('exit codes', () => {
  it('a TEP-89 answer from anyone but a master being asked, a short cancel, an unknown op', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order } = await placeOrder(ow, world.bob, terms);
    const answer = beginCell()
      .storeUint(JettonOp.takeWalletAddress, 32)
      .storeUint(0, 64)
      .storeAddress(ow.carol.address)
      .storeMaybeRef(null)
      .endCell();
    // (the order is open: no side is being discovered any more)
    const stranger = await sendRaw(ow, ow.carol.address, order.address, toNano('0.05'), answer);
    expect(exitCodeOf(findTx(stranger, { to: order.address }))).toBe(OrderExitCode.closed);
    const short = await sendRaw(ow, world.bob.address, order.address, toNano('0.01'), cancelOrderBody(0n));
    expect(exitCodeOf(findTx(short, { to: order.address }))).toBe(OrderExitCode.notEnoughTon);
    const unknown = beginCell().storeUint(0x12345678, 32).endCell();
    const odd = await sendRaw(ow, ow.carol.address, order.address, toNano('0.05'), unknown);
    expect(exitCodeOf(findTx(odd, { to: order.address }))).toBe(OrderExitCode.wrongOp);
    expect((await order.getOrderData()).status).toBe(OrderStatus.open);
  });
});

it('a TEP-89 answer from a stranger while discovering (a jetton sell deployed, not funded yet)', async () => {
  const { world } = ow;
  const terms = termsOf(world, world.bob.address, world.A, TON, toNano('10'), toNano('1.5'));
  const [deploy] = buildPlaceOrder(terms, {
    factory: world.factory.address,
    codes: ow.codes,
    makerJettonWallet: userJettonWallet(world, world.bob.address, world.A),
  }).messages;
  await world.bob.sendMessages([toTreasuryMessage(deploy!)]);
  const order = Order.createFromTerms(terms, world.factory.address, ow.codes);
  const answer = beginCell()
    .storeUint(JettonOp.takeWalletAddress, 32)
    .storeUint(0, 64)
    .storeAddress(ow.carol.address)
    .storeMaybeRef(null)
    .endCell();
  const txs = await sendRaw(ow, ow.carol.address, order.address, toNano('0.05'), answer);
  expect(exitCodeOf(findTx(txs, { to: order.address }))).toBe(OrderExitCode.notFromMaster);
  // not funded: a cancel gives the reward back
  const opened = world.blockchain.openContract(order);
  expect((await opened.getOrderData()).status).toBe(OrderStatus.discovering);
  await cancelOrder(ow, world.bob, order.address);
  expect((await opened.getOrderData()).status).toBe(OrderStatus.closed);
});

describe('refund reasons', () => {
  it('a fill of a closed order, a direct fill in TON of an order that buys a jetton', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order } = await placeOrder(ow, world.bob, terms);
    const wrong = await sendRaw(
      ow,
      ow.carol.address,
      order.address,
      toNano('1'),
      directFillBody(0n, toNano('0.5')),
    );
    expect(findTx(wrong, { from: order.address, to: ow.carol.address })).toBeDefined();
    expect((await order.getOrderData()).remaining).toBe(terms.sellAmount);
    await cancelOrder(ow, world.bob, order.address);
    const late = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, [
      { asset: world.A, feeBps: 30 },
    ]);
    expect(failures(late, order.address)).toEqual([OrderRefundReason.notOpen]);
  });
});

describe('bounces', () => {
  it('the order’s sell wallet refusing the fill’s transfer restores the order; the filler is unpaid', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, world.A, TON, toNano('10'), toNano('1.5'));
    const { order } = await placeOrder(ow, world.bob, terms);
    const sellWallet = (await order.getOrderData()).sellWallet!;
    const undo = await refuseAt(world, sellWallet);
    const txs = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, [{ asset: TON, feeBps: 30 }]);
    await undo();
    expect(failures(txs, order.address)).toEqual([OrderRefundReason.poolFailed]);
    expect(await order.getOrderData()).toMatchObject({
      status: OrderStatus.open,
      reserved: 0n,
      rewardLeft: terms.reward,
    });
    expect(await balanceOf(world, order.address, world.A)).toBe(terms.sellAmount);
  });
});
