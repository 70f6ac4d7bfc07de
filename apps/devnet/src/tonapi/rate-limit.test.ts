import { describe, expect, it } from 'vitest';
import { bucketOf, RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  const at = (clock: { t: number }) => () => clock.t;

  it('admits N in any second, refuses the next with the seconds until a slot frees', () => {
    const clock = { t: 10_000 };
    const limiter = new RateLimiter(3, at(clock));
    for (const t of [10_000, 10_300, 10_600]) {
      clock.t = t;
      expect(limiter.admit('k')).toEqual({ ok: true });
    }
    clock.t = 10_900;
    expect(limiter.admit('k')).toEqual({ ok: false, retryAfterSeconds: 1 });
    // a sliding window: at 11 000 the first request has left it, the other two have not
    clock.t = 11_000;
    expect(limiter.admit('k')).toEqual({ ok: true });
    clock.t = 11_100;
    expect(limiter.admit('k')).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.stats()).toEqual({ k: { requests: 4, rejected: 2, peakPerSecond: 3 } });
  });

  it('a refused request does not use up the window; keys are counted apart', () => {
    const clock = { t: 0 };
    const limiter = new RateLimiter(1, at(clock));
    expect(limiter.admit('a').ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(limiter.admit('a').ok).toBe(false);
    expect(limiter.admit('b').ok).toBe(true);
    clock.t = 1000;
    expect(limiter.admit('a').ok).toBe(true);
    expect(limiter.stats()).toEqual({
      a: { requests: 2, rejected: 5, peakPerSecond: 1 },
      b: { requests: 1, rejected: 0, peakPerSecond: 1 },
    });
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new RateLimiter(0)).toThrow(RangeError);
    expect(() => new RateLimiter(1.5)).toThrow(RangeError);
  });
});

describe('bucketOf', () => {
  it('a bearer key by fingerprint (never the key), else the IP', () => {
    const bucket = bucketOf('Bearer secret-key', '10.0.0.1');
    expect(bucket).toMatch(/^key:[0-9a-f]{12}$/);
    expect(bucket).not.toContain('secret');
    expect(bucketOf('bearer secret-key', '10.0.0.2')).toBe(bucket);
    expect(bucketOf('Bearer other', '10.0.0.1')).not.toBe(bucket);
    expect(bucketOf(undefined, '10.0.0.1')).toBe('ip:10.0.0.1');
    expect(bucketOf('Basic abc', '10.0.0.1')).toBe('ip:10.0.0.1');
  });
});
