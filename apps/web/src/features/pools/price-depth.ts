// Price depth of a constant-product pool (x·y = k): how much must be sold into the pool to move its price
// (token_y per token_x) by a given percentage. Raising the price by d means selling token_y until
// y' = y·√(1+d) (then x' = k / y'); lowering it by d means selling token_x until x' = x / √(1−d).
// Amounts are the gross input a trader pays, the LP fee included (the fee stays in the pool and does not move
// the price). Bigint math in the tokens' smallest units, as the contracts compute.

/** The moves the pools page shows, in basis points (±1 %, ±2 %, ±5 %). */
export const DEPTH_STEPS_BPS = [100, 200, 500] as const;

const BPS = 10_000n;

/** ⌊√n⌋ for a non-negative bigint (Newton's method). */
export function bigintSqrt(n: bigint): bigint {
  if (n < 0n) throw new RangeError('square root of a negative number');
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  // The float start is close; a few steps make it exact for any size.
  for (;;) {
    const next = (x + n / x) >> 1n;
    if (next === x || next === x + 1n) break;
    x = next;
  }
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}

/** The input before the fee is taken: net / (1 − fee), rounded up. */
function withFee(net: bigint, feeBps: number): bigint {
  const kept = BPS - BigInt(feeBps);
  return (net * BPS + kept - 1n) / kept;
}

export interface DepthLevel {
  /** The move in basis points. */
  bps: number;
  /** token_y to sell to raise the price by bps (fee included). */
  up: bigint;
  /** token_x to sell to lower the price by bps (fee included). */
  down: bigint;
}

export interface DepthInput {
  reserveX: bigint;
  reserveY: bigint;
  feeBps: number;
}

/** The depth at one move; zero both ways for an empty pool. */
export function depthAt({ reserveX, reserveY, feeBps }: DepthInput, bps: number): DepthLevel {
  if (reserveX <= 0n || reserveY <= 0n || bps <= 0 || bps >= 10_000) return { bps, up: 0n, down: 0n };
  const move = BigInt(bps);
  // y' = √(y² · (1 + d)), x' = √(x² / (1 − d)); the roots round down, so each side is at most 1 unit short.
  const yAfter = bigintSqrt((reserveY * reserveY * (BPS + move)) / BPS);
  const xAfter = bigintSqrt((reserveX * reserveX * BPS) / (BPS - move));
  return { bps, up: withFee(yAfter - reserveY, feeBps), down: withFee(xAfter - reserveX, feeBps) };
}

export function priceDepth(pool: DepthInput, steps: readonly number[] = DEPTH_STEPS_BPS): DepthLevel[] {
  return steps.map((bps) => depthAt(pool, bps));
}
