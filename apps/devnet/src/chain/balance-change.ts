import type { Transaction } from '@ton/core';

/** What a transaction adds to its account's balance: value in, less fees and everything sent out. */
export function balanceChange(t: Transaction): bigint {
  const info = t.inMessage?.info;
  let change = (info?.type === 'internal' ? info.value.coins : 0n) - t.totalFees.coins;
  for (const m of t.outMessages.values())
    if (m.info.type === 'internal') change -= m.info.value.coins + m.info.forwardFee + m.info.ihrFee;
  return change;
}
