import { toNano } from '@ton/core';
import { FAUCET_TON, FAUCET_USD_PER_ASSET, isHandedOut, unitsForUsd } from './catalog';
import type { DemoToken, DemoWorld } from './demo-world';

/** What one faucet request (genesis.ts `fundAddress`) gives: the same figures, in smallest units. */
export function faucetGrant(world: DemoWorld): {
  ton: bigint;
  jettons: { token: DemoToken; amount: bigint }[];
} {
  return {
    ton: toNano(FAUCET_TON),
    jettons: world.tokens.filter(isHandedOut).map((token) => ({
      token,
      amount: unitsForUsd(FAUCET_USD_PER_ASSET, token.usdPrice, token.decimals),
    })),
  };
}

/** Smallest units as a decimal string: 1500000n with 6 decimals is "1.5". */
export function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}
