import { describe, expect, it } from 'vitest';
import { CONFETTI_PARTICLES, confettiPlan } from './confetti';

describe('confetti plan', () => {
  it('fires five bursts of 200 particles in all, in the ratios 0.25, 0.2, 0.35, 0.1, 0.1', () => {
    const plan = confettiPlan(false);
    expect(plan.map((burst) => burst.particleCount)).toEqual([50, 40, 70, 20, 20]);
    expect(plan.reduce((sum, burst) => sum + burst.particleCount, 0)).toBe(CONFETTI_PARTICLES);
    expect(CONFETTI_PARTICLES).toBe(200);
  });

  it('fires nothing when the user prefers reduced motion', () => {
    expect(confettiPlan(true)).toEqual([]);
  });
});
