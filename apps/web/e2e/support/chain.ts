import { parseUnits } from '@atoll/chain';
import { expect } from 'vitest';
import { balances, type DevnetInfo, swapTonFrom } from '@atoll/devnet/http-client';

// Reads and writes on the stack's devnet from the test process (@atoll/devnet/http-client): what the browser
// shows is checked against what the chain itself says.
export * from '@atoll/devnet/http-client';

/** A number as the UI shows it ("1,234.5", with any group separator) in a token's smallest units. */
export function toUnits(text: string, decimals: number): bigint {
  const units = parseUnits(text.replace(/[\s,\u00a0\u202f]/g, ''), decimals);
  if (units === null) throw new Error(`${text} is not an amount of at most ${decimals} decimals`);
  return units;
}

/**
 * Another wallet sells `amountTon` TON into a TON/jetton pool (swapTonFrom) and the test waits until the
 * jetton arrived: a pool's price moved under a swap the page has quoted already.
 */
export async function moveThePrice(
  devnet: string,
  trader: DevnetInfo['wallets'][number],
  swap: { pool: string; jetton: string; symbol: string; amountTon: string },
): Promise<void> {
  const before = (await balances(devnet, trader.address))[swap.symbol] ?? 0n;
  await swapTonFrom(devnet, trader, swap);
  await expect
    .poll(async () => (await balances(devnet, trader.address))[swap.symbol] ?? 0n, { timeout: 20_000 })
    .toBeGreaterThan(before);
}
