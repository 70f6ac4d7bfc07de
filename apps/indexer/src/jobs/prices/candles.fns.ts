import { formatFixed, parseFixed } from '@atoll/chain';
import { PRICE_SCALE, USD_SCALE } from '@atoll/db';
import { bucketStart, CANDLE_INTERVALS, type CandleInterval } from '@atoll/db';

// A pool's candles from its trades. The price is continuous: a bucket opens at the price the pool had
// when it began (the close of the event before), so a bucket with trades and a quiet bucket (a flat
// candle, prices job) mean the same thing. New events only ever extend a pool's history (a page is
// stored in lt order after its cursor, and a replayed event is not new), so a bucket is merged into:
// open stays, high and low widen, close moves, volume adds up.

export interface PricedEvent {
  seqno: number;
  timestamp: Date;
  /** The pool's price after the event (poolPrice), a decimal string. */
  price: string;
  /** USD in of a swap, null otherwise (or when no price was known yet). */
  volumeUsd: string | null;
}

export interface CandleUpdate {
  interval: CandleInterval;
  openTime: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volumeUsd: string;
}

/**
 * The candles these new events make, per interval and bucket, to merge into what is stored. `before` is
 * the pool's price before the first of them (null: they start the pool's history).
 */
export function candleUpdates(events: PricedEvent[], before: string | null): CandleUpdate[] {
  const sorted = [...events].sort((a, b) => a.seqno - b.seqno);
  const out: CandleUpdate[] = [];
  for (const interval of Object.keys(CANDLE_INTERVALS) as CandleInterval[]) {
    let current:
      (Omit<CandleUpdate, 'high' | 'low' | 'volumeUsd'> & { hi: bigint; lo: bigint; vol: bigint }) | null =
      null;
    let previous = before;
    const flush = () => {
      if (!current) return;
      out.push({
        interval,
        openTime: current.openTime,
        open: current.open,
        high: formatFixed(current.hi, PRICE_SCALE),
        low: formatFixed(current.lo, PRICE_SCALE),
        close: current.close,
        volumeUsd: formatFixed(current.vol, USD_SCALE),
      });
    };
    for (const e of sorted) {
      const at = bucketStart(e.timestamp.getTime(), interval);
      const p = parseFixed(e.price, PRICE_SCALE);
      const vol = e.volumeUsd === null ? 0n : parseFixed(e.volumeUsd, USD_SCALE);
      if (!current || current.openTime.getTime() !== at.getTime()) {
        flush();
        const open = previous ?? e.price;
        const o = parseFixed(open, PRICE_SCALE);
        current = { interval, openTime: at, open, close: e.price, hi: o > p ? o : p, lo: o < p ? o : p, vol };
      } else {
        current.close = e.price;
        if (p > current.hi) current.hi = p;
        if (p < current.lo) current.lo = p;
        current.vol += vol;
      }
      previous = e.price;
    }
    flush();
  }
  return out;
}
