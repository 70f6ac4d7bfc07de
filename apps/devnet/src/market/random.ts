/** A source of uniform numbers in [0, 1). */
export type Random = () => number;

/** mulberry32: a small seeded generator, so that a market run can be replayed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => {
  if (!items.length) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)]!;
};

/** Log-uniform in [min, max]: small trades are common, large ones rare. */
export const logUniform = (random: Random, min: number, max: number): number =>
  Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min)));

/** Standard normal (Box-Muller). */
export function gaussian(random: Random): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
