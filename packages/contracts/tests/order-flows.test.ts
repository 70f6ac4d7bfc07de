// Limit orders on the happy paths: placement of TON and jetton sells, fills through a pool in either
// direction, partial and direct fills, cancel and expire, each checked as balances the users see.
import { toNano } from '@ton/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TON } from '../src/sdk/assets';
import { orderLimitOut, orderReward } from '../src/sdk/orders';
import { ORDER_EXPIRE_SHARE_BPS, OrderStatus } from '../src/wrappers/order-constants';
import { balanceOf } from './helpers/dex-world';
import {
  cancelOrder,
  createOrderWorld,
  directFill,
  expireOrder,
  fillOrder,
  type OrderWorld,
  orderEventsOf,
  placeOrder,
  termsOf,
} from './helpers/order-world';
import { findTxs, succeeded } from './helpers/transactions';

let ow: OrderWorld;
beforeEach(async () => {
  ow = await createOrderWorld();
});

describe('placing', () => {
  it('a TON sell opens once its buy wallet is known, holding amount + reward', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order, txs } = await placeOrder(ow, world.bob, terms);
    const data = await order.getOrderData();
    expect(data.status).toBe(OrderStatus.open);
    expect(data.remaining).toBe(terms.sellAmount);
    expect(data.rewardLeft).toBe(terms.reward);
    expect(data.buyWallet).not.toBeNull();
    expect(orderEventsOf(txs, order.address).map((e) => e.type)).toEqual(['order_placed']);
    const balance = (await world.blockchain.getContract(order.address)).balance;
    expect(balance).toBeGreaterThanOrEqual(terms.sellAmount + terms.reward);
    expect(balance).toBeLessThan(terms.sellAmount + terms.reward + toNano('0.02'));
  });

  it('a jetton sell is funded by the transfer beside the deploy, from its verified wallet', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, world.A, TON, toNano('5'), toNano('0.9'));
    const before = await balanceOf(world, world.bob.address, world.A);
    const { order } = await placeOrder(ow, world.bob, terms);
    const data = await order.getOrderData();
    expect(data.status).toBe(OrderStatus.open);
    expect(data.remaining).toBe(terms.sellAmount);
    expect(data.sellWallet).not.toBeNull();
    expect(await balanceOf(world, order.address, world.A)).toBe(terms.sellAmount);
    expect(before - (await balanceOf(world, world.bob.address, world.A))).toBe(terms.sellAmount);
  });

  it('invalid terms are refused with the value back and the order stays NEW', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'), {
      expiresAt: world.blockchain.now! - 1,
    });
    const { order } = await placeOrder(ow, world.bob, terms);
    expect((await order.getOrderData()).status).toBe(OrderStatus.new);
    expect((await world.blockchain.getContract(order.address)).balance).toBeLessThan(toNano('0.01'));
  });
});

describe('filling through a pool', () => {
  it('TON→jetton: the maker gets at least the limit, the filler the reward, the order closes', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order } = await placeOrder(ow, world.bob, terms);
    const makerA = await balanceOf(world, world.bob.address, world.A);
    const carolTon = await balanceOf(world, ow.carol.address, TON);
    const txs = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, [
      { asset: world.A, feeBps: 30 },
    ]);
    const [filled] = orderEventsOf(txs, order.address);
    expect(filled).toMatchObject({
      type: 'order_filled',
      amountIn: terms.sellAmount,
      rewardPaid: terms.reward,
      direct: false,
    });
    const got = (await balanceOf(world, world.bob.address, world.A)) - makerA;
    expect(got).toBeGreaterThanOrEqual(terms.minBuyAmount);
    // the filler paid fees but earned the reward
    expect((await balanceOf(world, ow.carol.address, TON)) - carolTon).toBeGreaterThan(
      terms.reward - toNano('0.06'),
    );
    const data = await order.getOrderData();
    expect(data.status).toBe(OrderStatus.closed);
    expect(data.filled).toBe(terms.sellAmount);
    expect(data.received).toBe(got);
    expect((await world.blockchain.getContract(order.address)).balance).toBeLessThanOrEqual(toNano('0.002'));
  });

  it('jetton→TON: the pool is probed, then swapped; partial fills pay the reward pro rata', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, world.A, TON, toNano('10'), toNano('1.5'), {
      partial: true,
      minFill: toNano('2'),
    });
    const { order } = await placeOrder(ow, world.bob, terms);
    const makerTon = await balanceOf(world, world.bob.address, TON);
    const txs = await fillOrder(ow, ow.carol, order.address, toNano('4'), [{ asset: TON, feeBps: 30 }]);
    const [filled] = orderEventsOf(txs, order.address);
    expect(filled).toMatchObject({ type: 'order_filled', amountIn: toNano('4'), remaining: toNano('6') });
    expect(filled?.type === 'order_filled' && filled.rewardPaid).toBe(orderReward(terms, toNano('4')));
    expect((await balanceOf(world, world.bob.address, TON)) - makerTon).toBeGreaterThanOrEqual(
      orderLimitOut(terms, toNano('4')),
    );
    const data = await order.getOrderData();
    expect(data).toMatchObject({ status: OrderStatus.open, remaining: toNano('6'), reserved: 0n });
    expect(await balanceOf(world, order.address, world.A)).toBe(toNano('6'));
  });

  it('jetton→jetton through the A/B pool', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, world.A, world.B, toNano('10'), toNano('19'));
    const { order } = await placeOrder(ow, world.bob, terms);
    const makerB = await balanceOf(world, world.bob.address, world.B);
    await fillOrder(ow, ow.carol, order.address, terms.sellAmount, [{ asset: world.B, feeBps: 5 }]);
    expect((await balanceOf(world, world.bob.address, world.B)) - makerB).toBeGreaterThanOrEqual(
      toNano('19'),
    );
    expect((await order.getOrderData()).status).toBe(OrderStatus.closed);
  });
});

describe('direct fills', () => {
  it('a taker pays TON for a jetton sell at the limit and gets the jettons pro rata, the excess back', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, world.A, TON, toNano('10'), toNano('2'), {
      partial: true,
    });
    const { order } = await placeOrder(ow, world.bob, terms);
    const makerTon = await balanceOf(world, world.bob.address, TON);
    const takerA = await balanceOf(world, ow.carol.address, world.A);
    const txs = await directFill(ow, ow.carol, order.address, TON, toNano('1'));
    expect(findTxs(txs, { to: order.address }).every(succeeded)).toBe(true);
    expect((await balanceOf(world, ow.carol.address, world.A)) - takerA).toBe(toNano('5'));
    expect((await balanceOf(world, world.bob.address, TON)) - makerTon).toBeGreaterThan(toNano('0.999'));
    const [filled] = orderEventsOf(txs, order.address);
    expect(filled).toMatchObject({
      type: 'order_filled',
      direct: true,
      amountIn: toNano('5'),
      amountOut: toNano('1'),
    });
  });

  it('a taker overpaying in jettons takes the rest; the surplus comes back', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('2'), toNano('10'));
    const { order } = await placeOrder(ow, world.bob, terms);
    const takerA = await balanceOf(world, ow.carol.address, world.A);
    const takerTon = await balanceOf(world, ow.carol.address, TON);
    const makerA = await balanceOf(world, world.bob.address, world.A);
    await directFill(ow, ow.carol, order.address, world.A, toNano('12'));
    expect((await balanceOf(world, world.bob.address, world.A)) - makerA).toBe(toNano('10'));
    expect(takerA - (await balanceOf(world, ow.carol.address, world.A))).toBe(toNano('10'));
    expect((await balanceOf(world, ow.carol.address, TON)) - takerTon).toBeGreaterThan(toNano('2'));
    expect((await order.getOrderData()).status).toBe(OrderStatus.closed);
  });
});

describe('cancel and expire', () => {
  it('the maker cancels: unfilled sell and unspent reward come back', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, world.A, TON, toNano('10'), toNano('2'));
    const { order } = await placeOrder(ow, world.bob, terms);
    const makerA = await balanceOf(world, world.bob.address, world.A);
    const txs = await cancelOrder(ow, world.bob, order.address);
    expect(orderEventsOf(txs, order.address)).toMatchObject([
      { type: 'order_cancelled', remaining: toNano('10'), rewardReturned: terms.reward },
    ]);
    expect((await balanceOf(world, world.bob.address, world.A)) - makerA).toBe(toNano('10'));
    expect((await order.getOrderData()).status).toBe(OrderStatus.closed);
  });

  it('after expiry anyone refunds the maker and earns the set share of the reward', async () => {
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('3'), toNano('4'));
    const { order } = await placeOrder(ow, world.bob, terms);
    world.blockchain.now = terms.expiresAt + 1;
    const makerTon = await balanceOf(world, world.bob.address, TON);
    const txs = await expireOrder(ow, ow.carol, order.address);
    const share = (terms.reward * BigInt(ORDER_EXPIRE_SHARE_BPS)) / 10000n;
    expect(orderEventsOf(txs, order.address)).toMatchObject([
      { type: 'order_expired', remaining: toNano('3'), triggerReward: share },
    ]);
    expect((await balanceOf(world, world.bob.address, TON)) - makerTon).toBeGreaterThan(
      terms.sellAmount + terms.reward - share,
    );
  });
});
