import type { Transaction } from '@ton/core';

/**
 * What a transaction adds to its account's balance: value in, less fees and everything sent out.
 * The header's `ihr_fee` is not a cost: IHR is disabled on TON, and since rich bounces the field
 * carries a message's extra flags (bit 0: bounce with the whole body), which @ton/core still
 * reads as coins.
 */
export function balanceChange(t: Transaction): bigint {
  const info = t.inMessage?.info;
  let change = (info?.type === 'internal' ? info.value.coins : 0n) - t.totalFees.coins;
  for (const m of t.outMessages.values())
    if (m.info.type === 'internal') change -= m.info.value.coins + m.info.forwardFee;
  return change;
}
