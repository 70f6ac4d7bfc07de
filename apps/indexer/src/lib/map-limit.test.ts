import { describe, expect, it } from 'vitest';
import { mapSettledLimit } from './map-limit';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('mapSettledLimit', () => {
  it.each([
    { items: [], limit: 4, inFlight: 0 },
    { items: [1], limit: 4, inFlight: 1 },
    { items: [1, 2, 3, 4, 5, 6, 7], limit: 3, inFlight: 3 },
    { items: [1, 2, 3], limit: 0, inFlight: 1 },
  ])(
    '$items.length items, limit $limit → at most $inFlight at once, results in order',
    async ({ items, limit, inFlight }) => {
      let running = 0;
      let peak = 0;
      const r = await mapSettledLimit(items, limit, async (x) => {
        running++;
        peak = Math.max(peak, running);
        await tick();
        running--;
        return x * 10;
      });
      expect(peak).toBe(inFlight);
      expect(r).toEqual(items.map((x) => ({ status: 'fulfilled', value: x * 10 })));
    },
  );

  it('reports failures in place and still runs every item', async () => {
    const seen: number[] = [];
    const r = await mapSettledLimit([1, 2, 3], 2, async (x) => {
      seen.push(x);
      await tick();
      if (x === 2) throw new Error('two');
      return x;
    });
    expect(seen).toEqual([1, 2, 3]);
    expect(r.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((r[1] as PromiseRejectedResult).reason).toEqual(new Error('two'));
  });
});
