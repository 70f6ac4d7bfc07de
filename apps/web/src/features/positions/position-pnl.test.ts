import type { Pool, Position } from '@atoll/shared';
import { describe, expect, it } from 'vitest';
import { verifiedToken } from '../pools/test-fixtures';
import {
  formatSignedBps,
  formatSignedUsd,
  heldBaseline,
  positionResult,
  type PoolLiquidityFlow,
} from './position-pnl';

const TON = `0:${'0'.repeat(64)}`;
const AUSD = `0:${'a1'.repeat(32)}`;
const POOL = `0:${'c1'.repeat(32)}`;
const OTHER_POOL = `0:${'c2'.repeat(32)}`;
const sides = { address: POOL, tokenX: TON, tokenY: AUSD };

const flow = (
  type: PoolLiquidityFlow['type'],
  amountX: string,
  amountY: string,
  extra: Partial<PoolLiquidityFlow> = {},
): PoolLiquidityFlow => ({
  type,
  pool: POOL,
  token_x: TON,
  token_y: AUSD,
  amount_x: amountX,
  amount_y: amountY,
  success: true,
  ...extra,
});

describe('heldBaseline', () => {
  it('deposits minus withdrawals of this pool; refunds and other pools count for nothing', () => {
    const events = [
      flow('add_liquidity', '10000000000', '32000000'),
      flow('add_liquidity', '5000000000', '16000000', { success: false }),
      flow('add_liquidity', '7000000000', '9000000', { pool: OTHER_POOL }),
      flow('remove_liquidity', '1000000000', '3000000'),
    ];
    expect(heldBaseline(events, sides)).toEqual({
      amountX: 9_000_000_000n,
      amountY: 29_000_000n,
      deposits: 1,
    });
  });

  it('reads an event that names the tokens the other way round', () => {
    const swapped = flow('add_liquidity', '32000000', '10000000000', { token_x: AUSD, token_y: TON });
    expect(heldBaseline([swapped], sides)).toEqual({
      amountX: 10_000_000_000n,
      amountY: 32_000_000n,
      deposits: 1,
    });
  });

  it('compares friendly and raw pool addresses after parsing', () => {
    const friendly = 'EQDBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwS2C';
    expect(heldBaseline([flow('add_liquidity', '1', '2', { pool: friendly })], sides).deposits).toBe(1);
  });
});

const pool = {
  address: POOL,
  type: 'constant_product',
  fee_bps: 30,
  token_x: verifiedToken(TON, 'TON', 9),
  token_y: verifiedToken(AUSD, 'aUSD', 6),
  reserve_x: '1000000000000',
  reserve_y: '4000000000',
  lp_supply: '2000000000000',
  tvl: '8000',
  volume_24h: '0',
  fees_24h: '0',
  apr: '0',
  price: '4',
} satisfies Pool;

// Deposited 10 TON + 32 aUSD at 3.2; TON is now worth 4 aUSD. The position holds 8.95 TON + 35.8 aUSD
// ($71.60, fees of $0.80 included); holding would be worth 10 × 4 + 32 = $72.
const position: Position = {
  lp_tokens_sum: '17888543820',
  token_x_fees: '100000000',
  token_x_fees_usd: '0.4',
  token_x_liquidity: '8950000000',
  token_x_liquidity_usd: '35.8',
  token_y_fees: '400000',
  token_y_fees_usd: '0.4',
  token_y_liquidity: '35800000',
  token_y_liquidity_usd: '35.8',
  total_fees_usd: '0.8',
  total_liquidity_usd: '71.6',
  pool,
};

describe('positionResult', () => {
  it('values the deposit at today’s prices: IL −$1.20 (−1.66%), net −$0.40 after $0.80 of fees', () => {
    const result = positionResult(position, { amountX: 10_000_000_000n, amountY: 32_000_000n, deposits: 1 })!;
    expect(result).toEqual({
      valueUsd: 71_600_000n,
      feesUsd: 800_000n,
      holdUsd: 72_000_000n,
      impermanentLossUsd: -1_200_000n,
      impermanentLossBps: -166n,
      netUsd: -400_000n,
    });
    expect(formatSignedUsd(result.impermanentLossUsd)).toBe('−$1.20');
    expect(formatSignedBps(result.impermanentLossBps!)).toBe('−1.66%');
    expect(formatSignedUsd(result.netUsd)).toBe('−$0.40');
  });

  it('with no price move the net result is the fees earned', () => {
    const result = positionResult(position, { amountX: 8_950_000_000n, amountY: 35_000_000n, deposits: 2 })!;
    expect(result.holdUsd).toBe(70_800_000n);
    expect(result.netUsd).toBe(800_000n);
    expect(result.impermanentLossUsd).toBe(0n);
    expect(formatSignedUsd(result.netUsd)).toBe('+$0.80');
  });

  it('is null without a deposit to compare with', () => {
    expect(positionResult(position, { amountX: 0n, amountY: 0n, deposits: 0 })).toBeNull();
  });
});

describe('formatSignedBps', () => {
  it.each([
    [150n, '+1.5%'],
    [-50n, '−0.5%'],
    [0n, '0%'],
    [1234n, '+12.34%'],
  ])('%s → %s', (bps, text) => {
    expect(formatSignedBps(bps)).toBe(text);
  });
});
