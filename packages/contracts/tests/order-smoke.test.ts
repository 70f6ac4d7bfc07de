import { toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { TON } from '../src/sdk/assets';
import { OrderStatus } from '../src/wrappers/order-constants';
import { balanceOf } from './helpers/dex-world';
import { createOrderWorld, fillOrder, orderEventsOf, placeOrder, termsOf } from './helpers/order-world';

describe('smoke', () => {
  it('TON sell via pool', async () => {
    const ow = await createOrderWorld();
    const { world } = ow;
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order, txs } = await placeOrder(ow, world.bob, terms);
    for (const t of txs) if (t.description.type === 'generic' && t.description.computePhase.type === 'vm') console.log(t.description.computePhase.exitCode, t.description.aborted);
    console.log(orderEventsOf(txs));
    const data = await order.getOrderData();
    expect(data.status).toBe(OrderStatus.open);
    const before = await balanceOf(world, world.bob.address, world.A);
    const ftx = await fillOrder(ow, ow.carol, order.address, toNano('1'), [{ asset: world.A, feeBps: 30 }]);
    for (const t of ftx) if (t.description.type === 'generic' && t.description.computePhase.type === 'vm') console.log(t.description.computePhase.exitCode, t.description.aborted, t.description.actionPhase?.resultCode);
    console.log(orderEventsOf(ftx));
    console.log(await order.getOrderData());
    console.log((await balanceOf(world, world.bob.address, world.A)) - before);
  });
});
