import { assetKey, jetton, type OrderRouteHop, type OrderTerms, TON } from '@atoll/contracts';
import type { PoolState } from '@atoll/contracts/route';
import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { backoffUntil } from './backoff.fns';
import { expiryReward, type OpenOrder, planActions, planFill } from './plan.fns';

const TON_KEY = `0:${'0'.repeat(64)}`;
const USD = Address.parseRaw(`0:${'11'.repeat(32)}`);
const BTC = Address.parseRaw(`0:${'22'.repeat(32)}`);
const maker = Address.parseRaw(`0:${'33'.repeat(32)}`);
const ONE_TON = 1_000_000_000n;
/** A route as keys, since assets hold Address objects. */
const keys = (route: OrderRouteHop[]) => route.map((hop) => [assetKey(hop.asset), hop.feeBps]);
const costs = { fill: 35_000_000n, expire: 12_000_000n };

/** TON/aUSD at 3.2 aUSD a TON, deep; TON/aBTC and aBTC/aUSD shallower. */
const pools: PoolState[] = [
  {
    address: 'p1',
    feeBps: 30,
    tokenX: TON_KEY,
    tokenY: USD.toRawString(),
    reserveX: 100_000n * ONE_TON,
    reserveY: 320_000_000_000n,
  },
];

function order(over: Partial<OrderTerms> = {}, rest: Partial<OpenOrder> = {}): OpenOrder {
  const terms: OrderTerms = {
    maker,
    sellAsset: TON,
    buyAsset: jetton(USD),
    sellAmount: 10n * ONE_TON,
    minBuyAmount: 30_000_000n, // 3.0 aUSD a TON: below the market's 3.2
    expiresAt: 2_000_000_000,
    reward: 70_000_000n,
    partial: false,
    minFill: 0n,
    nonce: 1n,
    ...over,
  };
  return { address: 'o1', terms, remaining: terms.sellAmount, rewardPaid: 0n, lastSeqno: 1n, ...rest };
}

describe('planFill', () => {
  it('fills the whole order through the pool when the pool pays at least the limit after fees', () => {
    const fill = planFill(pools, order(), costs)!;
    expect(fill.amount).toBe(10n * ONE_TON);
    expect(keys(fill.route)).toEqual([[USD.toRawString(), 30]]);
    expect(fill.expectedOut).toBeGreaterThanOrEqual(fill.limitOut);
    expect(fill.limitOut).toBe(30_000_000n);
    expect(fill.reward).toBe(70_000_000n);
  });

  it('leaves an order whose limit is above what the pool pays (3.5 > 3.2 minus fees)', () => {
    expect(planFill(pools, order({ minBuyAmount: 35_000_000n }), costs)).toBeNull();
  });

  it('takes the fee into account: a limit at the exact mid price is not met', () => {
    expect(planFill(pools, order({ minBuyAmount: 32_000_000n }), costs)).toBeNull();
  });

  it('never sends a fill whose reward does not pay for it', () => {
    expect(planFill(pools, order({ reward: 34_999_999n }), costs)).toBeNull();
    expect(planFill(pools, order({ reward: 35_000_000n }), costs)).not.toBeNull();
  });

  it('fills the largest part the price allows when partial fills are on, and no less than the smallest fill', () => {
    // 5,000 TON moves the pool far: the whole does not meet 3.1, a part does
    const big = order({
      sellAmount: 5_000n * ONE_TON,
      minBuyAmount: 15_500_000_000n,
      partial: true,
      minFill: 100n * ONE_TON,
      reward: 10n * ONE_TON,
    });
    const fill = planFill(pools, big, costs)!;
    expect(fill.amount).toBeGreaterThanOrEqual(100n * ONE_TON);
    expect(fill.amount).toBeLessThan(5_000n * ONE_TON);
    expect(fill.expectedOut).toBeGreaterThanOrEqual(fill.limitOut);
    // one unit more would miss the limit
    const more = planFill(
      pools,
      { ...big, remaining: fill.amount + ONE_TON, terms: { ...big.terms, partial: false } },
      costs,
    );
    expect(more).toBeNull();
    // and the reward is pro rata to the part
    expect(fill.reward).toBe((fill.amount * 10n * ONE_TON) / (5_000n * ONE_TON));
  });

  it('does not fill a part below the smallest fill', () => {
    const big = order({
      sellAmount: 5_000n * ONE_TON,
      minBuyAmount: 15_500_000_000n,
      partial: true,
      minFill: 4_000n * ONE_TON,
      reward: 10n * ONE_TON,
    });
    expect(planFill(pools, big, costs)).toBeNull();
  });

  it('fills through one pool only: no direct pool, no fill (an order refuses longer routes)', () => {
    const viaTon: PoolState[] = [
      ...pools,
      {
        address: 'p2',
        feeBps: 100,
        tokenX: TON_KEY,
        tokenY: BTC.toRawString(),
        reserveX: 100_000n * ONE_TON,
        reserveY: 500_000_000n,
      },
    ];
    const btcForUsd = order({
      sellAsset: jetton(BTC),
      buyAsset: jetton(USD),
      sellAmount: 1_000n,
      minBuyAmount: 1_000n,
    });
    expect(planFill(viaTon, btcForUsd, costs)).toBeNull();
    // with a direct pool, its route is one hop
    const direct = planFill(
      viaTon,
      order({ sellAsset: jetton(BTC), buyAsset: TON, sellAmount: 1_000n, minBuyAmount: 1n }),
      costs,
    )!;
    expect(keys(direct.route)).toEqual([[TON_KEY, 100]]);
  });
});

describe('planActions', () => {
  it('triggers the refund of an expired order, after a grace, when its share of the reward pays for it, and never fills it', () => {
    const expired = order({ expiresAt: 1_000 });
    // neither filled nor refunded during the grace the chain's clock needs
    expect(planActions([expired], pools, 1_004, costs)).toEqual([]);
    expect(planActions([expired], pools, 1_005, costs)).toEqual([
      { kind: 'expire', order: expired, reward: 35_000_000n },
    ]);
    expect(expiryReward(order({}, { rewardPaid: 20_000_000n }))).toBe(25_000_000n);
    expect(planActions([order({ expiresAt: 1_000, reward: 20_000_000n })], pools, 1_005, costs)).toEqual([]);
  });

  it('plans a fill of an order the market reaches and nothing for one it does not', () => {
    const reached = order();
    const far = order({ minBuyAmount: 40_000_000n }, { address: 'o2' });
    expect(planActions([reached, far], pools, 1_000, costs).map((a) => [a.kind, a.order.address])).toEqual([
      ['fill', 'o1'],
    ]);
  });
});

describe('backoffUntil', () => {
  it('waits 2^n seconds after n failed fills, at most five minutes', () => {
    const last = new Date(1_000_000);
    expect(backoffUntil(0, last)).toBe(0);
    expect(backoffUntil(1, last)).toBe(1_002_000);
    expect(backoffUntil(3, last)).toBe(1_008_000);
    expect(backoffUntil(20, last)).toBe(1_300_000);
  });
});
