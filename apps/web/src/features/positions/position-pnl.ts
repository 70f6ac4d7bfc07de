import type { Position } from '@atoll/shared';
import { formatUsd, parseUsd } from '../../lib/amounts';
import { sameAddress } from '@atoll/chain/address';

// A position against simply holding what went into it. Pure.
//
// The baseline is what the wallet deposited minus what it withdrew (its successful add/remove events in
// the pool), valued at today's prices: had the wallet kept its tokens instead, withdrawn ones included,
// it would hold that. Today's prices are the ones the API values the position with (liquidity USD /
// liquidity), so both sides of the comparison use the same prices.
//
// value − baseline is the net result. The pool's reserves include the fees it earned, so the net result
// splits into fees earned and the impermanent loss: IL = value − fees − baseline.

export interface PoolLiquidityFlow {
  type: 'add_liquidity' | 'remove_liquidity';
  pool: string;
  token_x: string;
  token_y: string;
  amount_x: string;
  amount_y: string;
  success: boolean;
}

export interface HeldBaseline {
  /** In the pool's token_x / token_y order; negative when more came out than went in. */
  amountX: bigint;
  amountY: bigint;
  /** Successful deposits counted: none means there is no history to compare with. */
  deposits: number;
}

export interface PoolSides {
  address: string;
  tokenX: string;
  tokenY: string;
}

/** Deposits minus withdrawals of `pool`, from the wallet's liquidity events; failed (refunded) ones count for nothing. */
export function heldBaseline(events: readonly PoolLiquidityFlow[], pool: PoolSides): HeldBaseline {
  let amountX = 0n;
  let amountY = 0n;
  let deposits = 0;
  for (const event of events) {
    if (!event.success || !sameAddress(event.pool, pool.address)) continue;
    const straight = sameAddress(event.token_x, pool.tokenX) && sameAddress(event.token_y, pool.tokenY);
    const x = BigInt(straight ? event.amount_x : event.amount_y);
    const y = BigInt(straight ? event.amount_y : event.amount_x);
    const sign = event.type === 'add_liquidity' ? 1n : -1n;
    amountX += sign * x;
    amountY += sign * y;
    if (event.type === 'add_liquidity') deposits++;
  }
  return { amountX, amountY, deposits };
}

export interface PositionResult {
  /** All in micro-dollars. What the position is worth now (fees included: they sit in the reserves). */
  valueUsd: bigint;
  feesUsd: bigint;
  /** The baseline at today's prices; may be negative after large withdrawals. */
  holdUsd: bigint;
  /** value − fees − hold: negative is a loss against holding. */
  impermanentLossUsd: bigint;
  /** The loss in basis points of the baseline; null when the baseline is not positive. */
  impermanentLossBps: bigint | null;
  /** value − hold = fees + IL. */
  netUsd: bigint;
}

/** `amount` valued at the price implied by `valueUsd` of `liquidity` (same token, same instant). */
function atPositionPrice(amount: bigint, liquidity: bigint, valueUsd: bigint): bigint {
  return liquidity === 0n ? 0n : (amount * valueUsd) / liquidity;
}

/** Null when the wallet has no deposit in its history for this pool (nothing to compare with). */
export function positionResult(position: Position, baseline: HeldBaseline): PositionResult | null {
  if (baseline.deposits === 0) return null;
  const xUsd = parseUsd(position.token_x_liquidity_usd);
  const yUsd = parseUsd(position.token_y_liquidity_usd);
  const valueUsd = xUsd + yUsd;
  const feesUsd = parseUsd(position.token_x_fees_usd) + parseUsd(position.token_y_fees_usd);
  const holdUsd =
    atPositionPrice(baseline.amountX, BigInt(position.token_x_liquidity), xUsd) +
    atPositionPrice(baseline.amountY, BigInt(position.token_y_liquidity), yUsd);
  const impermanentLossUsd = valueUsd - feesUsd - holdUsd;
  return {
    valueUsd,
    feesUsd,
    holdUsd,
    impermanentLossUsd,
    impermanentLossBps: holdUsd > 0n ? (impermanentLossUsd * 10_000n) / holdUsd : null,
    netUsd: valueUsd - holdUsd,
  };
}

/** "+$1.50", "−$0.25", "$0.00": a USD difference with its sign. */
export function formatSignedUsd(microUsd: bigint): string {
  if (microUsd === 0n) return formatUsd(0n);
  return microUsd > 0n ? `+${formatUsd(microUsd)}` : `−${formatUsd(-microUsd)}`;
}

/** "+1.25%", "−0.5%", "0%": basis points as a signed percentage. */
export function formatSignedBps(bps: bigint): string {
  if (bps === 0n) return '0%';
  const abs = bps < 0n ? -bps : bps;
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${bps > 0n ? '+' : '−'}${abs / 100n}${fraction ? `.${fraction}` : ''}%`;
}
