import { describe, expect, it } from 'vitest';
import { candleUpdates, type PricedEvent } from './candles.fns';

const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);
const ev = (
  seqno: number,
  secondsAfter: number,
  price: string,
  volumeUsd: string | null = null,
): PricedEvent => ({
  seqno,
  timestamp: new Date(T0 + secondsAfter * 1000),
  price,
  volumeUsd,
});
const at = (secondsAfter: number) => new Date(T0 + secondsAfter * 1000);

describe('candleUpdates', () => {
  it.each([
    {
      name: 'one bucket opens at the price before',
      events: [ev(5, 1, '2', '10'), ev(6, 2, '3', '5.5'), ev(7, 3, '1.5')],
      before: '2.5',
      m1: [{ openTime: at(0), open: '2.5', high: '3', low: '1.5', close: '1.5', volumeUsd: '15.5' }],
    },
    {
      name: 'the first events of a pool open at their own price',
      events: [ev(1, 0, '4')],
      before: null,
      m1: [{ openTime: at(0), open: '4', high: '4', low: '4', close: '4', volumeUsd: '0' }],
    },
    {
      name: 'a new bucket opens at the close of the previous one; order is by seqno',
      events: [ev(3, 61, '5', '1'), ev(2, 30, '4', '2')],
      before: '3',
      m1: [
        { openTime: at(0), open: '3', high: '4', low: '3', close: '4', volumeUsd: '2' },
        { openTime: at(60), open: '4', high: '5', low: '4', close: '5', volumeUsd: '1' },
      ],
    },
  ])('$name', ({ events, before, m1 }) => {
    const updates = candleUpdates(events, before);
    expect(updates.filter((u) => u.interval === 'm1').map(({ interval: _, ...u }) => u)).toEqual(m1);
    // the coarser intervals hold everything in one bucket here
    const d1 = updates.filter((u) => u.interval === 'd1');
    expect(d1).toHaveLength(1);
    expect(d1[0]).toMatchObject({ open: m1[0]!.open, close: m1.at(-1)!.close });
  });

  it('nothing for no events', () => {
    expect(candleUpdates([], '1')).toEqual([]);
  });
});
