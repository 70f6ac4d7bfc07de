import { MIN_LIQUIDITY, quoteAddLiquidity, quoteRemoveLiquidity, withSlippage } from '@atoll/contracts/quote';

// Deposits and withdrawals priced with the pool's own math (@atoll/contracts/quote), in bigint. Pure.

export interface PoolReserves {
  reserveX: bigint;
  reserveY: bigint;
  lpSupply: bigint;
}

/**
 * The other side of a deposit in the pool's ratio, rounded up as the pool rounds what it takes
 * (pool.tolk: `used = mulDivCeil`), so that the pair deposits with no surplus. 0 for an empty pool.
 */
export function pairedAmount(amount: bigint, reserveTyped: bigint, reserveOther: bigint): bigint {
  if (amount <= 0n || reserveTyped === 0n || reserveOther === 0n) return 0n;
  return (amount * reserveOther + reserveTyped - 1n) / reserveTyped;
}

export interface DepositQuote {
  lpOut: bigint;
  /** The least LP the pool may mint before it refunds the deposit. */
  minLpOut: bigint;
  /** What comes back: the side above the pool's ratio. */
  surplusX: bigint;
  surplusY: bigint;
  /** The depositor's share of the pool afterwards, in parts per million. */
  sharePpm: bigint;
}

/**
 * What depositing (amountX, amountY) gives: LP tokens, their minimum after slippage, and the share of
 * the pool the wallet then holds (with the LP it already has). Null when the pool would refund it
 * (an amount is zero, or a first deposit does not exceed the locked 1,000 LP units).
 */
export function quoteDeposit(
  pool: PoolReserves,
  amountX: bigint,
  amountY: bigint,
  heldLp: bigint,
  slippageBps: number,
): DepositQuote | null {
  const quote = quoteAddLiquidity(amountX, amountY, pool.reserveX, pool.reserveY, pool.lpSupply);
  if (!quote) return null;
  return {
    lpOut: quote.lpOut,
    minLpOut: withSlippage(quote.lpOut, slippageBps),
    surplusX: quote.surplus0,
    surplusY: quote.surplus1,
    sharePpm: ((heldLp + quote.lpOut) * 1_000_000n) / quote.lpSupplyAfter,
  };
}

/** LP units locked forever by a pool's first deposit (contracts/dex/pool.tolk). */
export const LOCKED_LP = MIN_LIQUIDITY;

export interface WithdrawQuote {
  lpAmount: bigint;
  amountX: bigint;
  amountY: bigint;
  minX: bigint;
  minY: bigint;
}

/** LP burnt for `percent` (1–100) of a balance: 100 is the whole balance, never a rounded one. */
export function lpForPercent(lpBalance: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent <= 0 || lpBalance <= 0n) return 0n;
  if (percent >= 100) return lpBalance;
  return (lpBalance * BigInt(percent)) / 100n;
}

/** What burning `lpAmount` pays out now, and the minimums after slippage that the burn carries. */
export function quoteWithdraw(pool: PoolReserves, lpAmount: bigint, slippageBps: number): WithdrawQuote {
  const { amount0, amount1 } = quoteRemoveLiquidity(lpAmount, pool.reserveX, pool.reserveY, pool.lpSupply);
  return {
    lpAmount,
    amountX: amount0,
    amountY: amount1,
    minX: withSlippage(amount0, slippageBps),
    minY: withSlippage(amount1, slippageBps),
  };
}

/** "12.34%" from parts per million; "<0.01%" for a share too small to show, "0%" for none. */
export function formatSharePpm(ppm: bigint): string {
  if (ppm <= 0n) return '0%';
  if (ppm < 100n) return '<0.01%';
  const hundredths = ppm / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${hundredths / 100n}${fraction ? `.${fraction}` : ''}%`;
}
