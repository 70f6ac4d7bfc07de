// The SDK's quote math must equal the pool's get methods to the last nano, on any reserves.
import { toNano } from '@ton/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getAmountIn,
  getAmountOut,
  quoteAddLiquidity,
  quoteRemoveLiquidity,
  sqrtFloor,
} from '../src/sdk/quote';
import { type Pool } from '../src/wrappers/pool';
import type { SandboxContract } from '@ton/sandbox';
import { createDexWorld, createPoolWithLiquidity, type DexWorld, TON } from './helpers/dex-world';

let world: DexWorld;
let pools: { pool: SandboxContract<Pool>; fee: number }[];

beforeAll(async () => {
  world = await createDexWorld();
  pools = [];
  for (const [fee, r0, r1] of [
    [1, '3', '1'],
    [30, '100', '123456.789'],
    [100, '0.000001', '999999'],
  ] as const) {
    const { pool } = await createPoolWithLiquidity(
      world,
      world.alice,
      TON,
      world.A,
      fee,
      toNano(r0),
      toNano(r1),
    );
    pools.push({ pool, fee });
  }
});

describe('quote math equals the get methods', () => {
  it('get_expected_out and get_expected_in, both directions, random amounts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 }),
        fc.bigInt({ min: 1n, max: 10n ** 16n }),
        fc.boolean(),
        async (i, amount, tonIn) => {
          const { pool, fee } = pools[i]!;
          const [r0, r1] = await pool.getReserves();
          const [rin, rout] = tonIn ? [r0, r1] : [r1, r0];
          expect(await pool.getExpectedOut(tonIn ? TON : world.A, amount)).toBe(
            getAmountOut(amount, rin, rout, fee),
          );
          expect(await pool.getExpectedIn(tonIn ? world.A : TON, amount)).toBe(
            getAmountIn(amount, rin, rout, fee) ?? 0n,
          );
        },
      ),
      { numRuns: 150 },
    );
  });

  it('liquidity quotes match what the pool did', () => {
    expect(quoteAddLiquidity(toNano('3'), toNano('1'), 0n, 0n, 0n)?.lpSupplyAfter).toBe(
      sqrtFloor(toNano('3') * toNano('1')),
    );
    expect(quoteAddLiquidity(900n, 1000n, 0n, 0n, 0n)).toBeNull();
    expect(quoteRemoveLiquidity(10n, 1000n, 3000n, 100n)).toEqual({ amount0: 100n, amount1: 300n });
  });

  it('sqrtFloor is the integer square root', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 240n }), (x) => {
        const r = sqrtFloor(x);
        expect(r * r <= x && (r + 1n) * (r + 1n) > x).toBe(true);
      }),
    );
  });
});
