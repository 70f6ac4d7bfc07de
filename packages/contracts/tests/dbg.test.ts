import { toNano } from '@ton/core';
import { it } from 'vitest';
import { TON } from '../src/sdk/assets';
import { createOrderWorld, fillOrder, placeOrder, termsOf } from './helpers/order-world';
import { writeFileSync } from 'node:fs';
it('dbg', async () => {
  const ow = await createOrderWorld();
  const { world } = ow;
  const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
  const { order } = await placeOrder(ow, world.bob, terms);
  const c = await world.blockchain.getContract(order.address);
  c.setVerbosity({ vmLogs: 'vm_logs_gas', print: false, blockchainLogs: false, debugLogs: false });
  const txs = await fillOrder(ow, ow.carol, order.address, toNano('1'), [{ asset: world.A, feeBps: 30 }]);
  let out = '';
  for (const t of txs as any[]) if (t.vmLogs && t.vmLogs.length) out += '=====TX\n' + t.vmLogs;
  writeFileSync('/tmp/o/vm.log', out);
});
