import { FEE_DENOMINATOR, MIN_LIQUIDITY } from './quote-constants';

// The fee tiers and the locked minimum, for clients that import only the quote math (the web app).
export { FEE_TIERS_BPS, type FeeTierBps, MIN_LIQUIDITY } from './quote-constants';

// The pool's math (contracts/dex/math.tolk, pool-swap.tolk and pool-liquidity.tolk), in bigint, to the last nano.

function mulDivFloor(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b) / c;
}

function mulDivCeil(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b + c - 1n) / c;
}

/** Exact-in: what `amountIn` buys. 0 when a reserve is empty. */
export function getAmountOut(
  amountIn: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): bigint {
  if (amountIn <= 0n || reserveIn === 0n || reserveOut === 0n) return 0n;
  const inWithFee = amountIn * (FEE_DENOMINATOR - BigInt(feeBps));
  return mulDivFloor(inWithFee, reserveOut, reserveIn * FEE_DENOMINATOR + inWithFee);
}

/** Exact-out: the input needed for `amountOut`; null when the pool cannot pay that much. */
export function getAmountIn(
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
  feeBps: number,
): bigint | null {
  if (amountOut <= 0n || reserveIn === 0n || amountOut >= reserveOut) return null;
  return mulDivCeil(
    reserveIn * amountOut,
    FEE_DENOMINATOR,
    (reserveOut - amountOut) * (FEE_DENOMINATOR - BigInt(feeBps)),
  );
}

export function sqrtFloor(x: bigint): bigint {
  if (x < 0n) throw new Error('sqrt of a negative number');
  if (x < 2n) return x;
  let z = 1n << BigInt(Math.ceil(x.toString(2).length / 2));
  let y = (z + x / z) / 2n;
  while (y < z) {
    z = y;
    y = (z + x / z) / 2n;
  }
  return z;
}

export interface LiquidityQuote {
  /** LP tokens minted to the depositor. */
  lpOut: bigint;
  used0: bigint;
  used1: bigint;
  /** Returned to the depositor: the side over the pool ratio. */
  surplus0: bigint;
  surplus1: bigint;
  /** LP supply after the deposit (includes the locked minimum on the first one). */
  lpSupplyAfter: bigint;
}

/** What a deposit of (amount0, amount1) gives; null when it would be refunded for its size. */
export function quoteAddLiquidity(
  amount0: bigint,
  amount1: bigint,
  reserve0: bigint,
  reserve1: bigint,
  lpSupply: bigint,
): LiquidityQuote | null {
  if (amount0 <= 0n || amount1 <= 0n) return null;
  if (lpSupply === 0n) {
    const supply = sqrtFloor(amount0 * amount1);
    const lpOut = supply - MIN_LIQUIDITY;
    if (lpOut <= 0n) return null;
    return { lpOut, used0: amount0, used1: amount1, surplus0: 0n, surplus1: 0n, lpSupplyAfter: supply };
  }
  let used0 = amount0;
  let used1 = amount1;
  let lpOut: bigint;
  if (amount0 * reserve1 <= amount1 * reserve0) {
    used1 = mulDivCeil(amount0, reserve1, reserve0);
    lpOut = mulDivFloor(amount0, lpSupply, reserve0);
  } else {
    used0 = mulDivCeil(amount1, reserve0, reserve1);
    lpOut = mulDivFloor(amount1, lpSupply, reserve1);
  }
  if (lpOut === 0n) return null;
  return {
    lpOut,
    used0,
    used1,
    surplus0: amount0 - used0,
    surplus1: amount1 - used1,
    lpSupplyAfter: lpSupply + lpOut,
  };
}

/** Both assets paid for burning `lpAmount`. */
export function quoteRemoveLiquidity(
  lpAmount: bigint,
  reserve0: bigint,
  reserve1: bigint,
  lpSupply: bigint,
): { amount0: bigint; amount1: bigint } {
  if (lpSupply === 0n || lpAmount <= 0n) return { amount0: 0n, amount1: 0n };
  return {
    amount0: mulDivFloor(lpAmount, reserve0, lpSupply),
    amount1: mulDivFloor(lpAmount, reserve1, lpSupply),
  };
}

/** Amount after slippage tolerance, rounded down; `slippageBps` of 100 is 1%. */
export function withSlippage(amount: bigint, slippageBps: number): bigint {
  return (amount * (10_000n - BigInt(slippageBps))) / 10_000n;
}
