import { describe, expect, it } from 'vitest';
import { editFees, placeFees } from './order-fees';

const E9 = 1_000_000_000n;
// 0.02 TON of gas, and 0.015 TON more per jetton side for the order's wallet discovery
const constants = {
  placeGas: ({ sellIsJetton, buyIsJetton }: { sellIsJetton: boolean; buyIsJetton: boolean }) =>
    20_000_000n + (sellIsJetton ? 15_000_000n : 0n) + (buyIsJetton ? 15_000_000n : 0n),
  jettonLegTon: 61_000_000n,
  cancelGas: 50_000_000n,
};

describe('placeFees', () => {
  it('a TON sell attaches the amount, the reward and the gas', () => {
    const order = { sellIsTon: true, buyIsTon: false, sellAmount: 10n * E9, reward: 70_000_000n };
    expect(placeFees(order, constants)).toEqual({
      attached: 10n * E9 + 70_000_000n + 35_000_000n,
      reward: 70_000_000n,
      gas: 35_000_000n,
      sellTon: 10n * E9,
    });
  });

  it("a jetton sell attaches the reward, the gas and the jetton wallet's transfer, not the amount", () => {
    const order = { sellIsTon: false, buyIsTon: false, sellAmount: 10n * E9, reward: 70_000_000n };
    expect(placeFees(order, constants)).toEqual({
      attached: 70_000_000n + 50_000_000n + 61_000_000n,
      reward: 70_000_000n,
      gas: 50_000_000n + 61_000_000n,
      sellTon: 0n,
    });
  });
});

describe('editFees', () => {
  it('is a cancel and a new order', () => {
    const fees = editFees(
      { sellIsTon: false, buyIsTon: true, sellAmount: E9, reward: 100_000_000n },
      constants,
    );
    expect(fees.cancel).toBe(50_000_000n);
    expect(fees.attached).toBe(50_000_000n + 100_000_000n + 35_000_000n + 61_000_000n);
  });
});
