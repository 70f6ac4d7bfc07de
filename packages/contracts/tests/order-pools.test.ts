// The pools an order sends its fills to: the one of each fee tier the SDK derives for the pair, which
// the order's address binds (OrderDex), looked up by the fee tier the filler names.
import { toNano } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TON } from '../src/sdk/assets';
import { poolAddress } from '../src/sdk/addresses';
import { FEE_TIERS_BPS } from '../src/sdk/quote-constants';
import {
  createOrderWorld,
  fillOrder,
  type OrderWorld,
  orderEventsOf,
  placeOrder,
  termsOf,
} from './helpers/order-world';
import { accountKey } from './helpers/transactions';

let ow: OrderWorld;
beforeAll(async () => {
  ow = await createOrderWorld();
});

describe('the pool of a fill', () => {
  it.each(FEE_TIERS_BPS)('at %i bps is the SDK’s pool of the pair at that tier', async (feeBps) => {
    const { world } = ow;
    const terms = termsOf(world, world.alice.address, TON, world.A, toNano('1'), toNano('1'));
    const { order } = await placeOrder(ow, world.alice, terms);
    const txs = await fillOrder(ow, ow.carol, order.address, toNano('1'), [{ asset: world.A, feeBps }]);
    const sent = txs.find((t) => t.address === accountKey(order.address) && t.outMessagesCount > 0);
    const dests = [...(sent?.outMessages.values() ?? [])].map((m) => m.info.dest?.toString());
    expect(dests).toContain(poolAddress(world.factory.address, TON, world.A, feeBps, world.codes).toString());
    // only TON/A at 30 bps exists: the others bounce the swap and the fill fails, restoring the order
    expect(orderEventsOf(txs, order.address).map((e) => e.type)).toEqual([
      feeBps === 30 ? 'order_filled' : 'order_fill_failed',
    ]);
  });
});
