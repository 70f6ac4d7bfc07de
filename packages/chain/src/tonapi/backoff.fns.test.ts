import { describe, expect, it } from 'vitest';
import { backoffMs, isRetryableStatus } from './backoff.fns';

describe('backoffMs', () => {
  it.each([
    { attempt: 0, header: null, ms: 250 },
    { attempt: 3, header: null, ms: 2_000 },
    { attempt: 20, header: null, ms: 30_000 },
    { attempt: 0, header: '2', ms: 2_000 },
    { attempt: 5, header: '0.5', ms: 500 },
    { attempt: 0, header: '3600', ms: 60_000 },
    { attempt: 0, header: new Date(10_000).toUTCString(), ms: 10_000 },
    { attempt: 1, header: 'nonsense', ms: 500 },
  ])('attempt $attempt, Retry-After $header', ({ attempt, header, ms }) => {
    expect(backoffMs(attempt, header, 0)).toBe(ms);
  });
});

describe('isRetryableStatus', () => {
  it.each([
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [400, false],
    [404, false],
    [200, false],
  ])('%i → %s', (status, retry) => expect(isRetryableStatus(status)).toBe(retry));
});
