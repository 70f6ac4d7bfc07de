import { describe, expect, it } from 'vitest';
import { backoffMs, newBucket, takeToken } from './rate-limit.fns';

describe('takeToken', () => {
  it.each([
    // rps, calls at the same instant, expected waits
    { rps: 2, calls: 3, waits: [0, 0, 500] },
    { rps: 10, calls: 12, waits: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 100, 200] },
    { rps: 1, calls: 3, waits: [0, 1000, 2000] },
  ])('$rps rps, $calls calls at once', ({ rps, calls, waits }) => {
    let bucket = newBucket(rps, 0);
    const got: number[] = [];
    for (let i = 0; i < calls; i++) {
      const r = takeToken(bucket, rps, 0);
      bucket = r.bucket;
      got.push(r.waitMs);
    }
    expect(got).toEqual(waits);
  });

  it('refills over time, never above one second of tokens', () => {
    let bucket = newBucket(5, 0);
    for (let i = 0; i < 5; i++) bucket = takeToken(bucket, 5, 0).bucket;
    expect(takeToken(bucket, 5, 200).waitMs).toBe(0);
    expect(takeToken(bucket, 5, 10_000).bucket.tokens).toBe(4);
  });

  it('waits out a block set by a 429', () => {
    const bucket = { ...newBucket(5, 0), blockedUntil: 1_500 };
    expect(takeToken(bucket, 5, 1_000).waitMs).toBe(500);
  });
});

describe('backoffMs', () => {
  it.each([
    { attempt: 0, header: null, ms: 250 },
    { attempt: 3, header: null, ms: 2_000 },
    { attempt: 20, header: null, ms: 30_000 },
    { attempt: 0, header: '2', ms: 2_000 },
    { attempt: 5, header: '0.5', ms: 500 },
    { attempt: 0, header: new Date(10_000).toUTCString(), ms: 10_000 },
    { attempt: 1, header: 'nonsense', ms: 500 },
  ])('attempt $attempt, Retry-After $header', ({ attempt, header, ms }) => {
    expect(backoffMs(attempt, header, 0)).toBe(ms);
  });
});
