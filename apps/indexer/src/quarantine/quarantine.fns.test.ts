import { describe, expect, it } from 'vitest';
import {
  type FailureStreak,
  holds,
  isPoison,
  nextStreak,
  QUARANTINE_AFTER,
  QUARANTINE_MS,
  quarantineEntry,
} from './quarantine.fns';

const streak = (attempts: number, since = 1_000): FailureStreak => ({ attempts, since, error: 'boom' });

describe('nextStreak', () => {
  it.each([
    { prev: null, now: 5, out: { attempts: 1, since: 5, error: 'e' } },
    { prev: streak(3, 2), now: 9, out: { attempts: 4, since: 2, error: 'e' } },
  ])('$prev at $now → $out', ({ prev, now, out }) => {
    expect(nextStreak(prev, 'e', now)).toEqual(out);
  });
});

describe('isPoison', () => {
  it.each([
    { name: 'too few attempts', s: streak(QUARANTINE_AFTER - 1), ok: 2_000, poison: false },
    { name: 'enough attempts, others succeeded since', s: streak(QUARANTINE_AFTER), ok: 2_000, poison: true },
    {
      name: 'enough attempts, nothing succeeded (outage)',
      s: streak(QUARANTINE_AFTER),
      ok: null,
      poison: false,
    },
    {
      name: 'last success before the streak (outage)',
      s: streak(QUARANTINE_AFTER + 3),
      ok: 500,
      poison: false,
    },
  ])('$name', ({ s, ok, poison }) => {
    expect(isPoison(s, ok)).toBe(poison);
  });
});

describe('holds', () => {
  const entry = quarantineEntry('0:ab', streak(QUARANTINE_AFTER), 10_000);
  it.each([
    { name: 'no entry', e: null, now: 10_000, held: false },
    { name: 'just quarantined', e: entry, now: 10_001, held: true },
    { name: 'retry time reached', e: entry, now: 10_000 + QUARANTINE_MS, held: false },
  ])('$name', ({ e, now, held }) => {
    expect(holds(e, now)).toBe(held);
  });
  it('lists what an operator needs', () => {
    expect(entry).toEqual({
      account: '0:ab',
      error: 'boom',
      attempts: QUARANTINE_AFTER,
      failingSince: new Date(1_000).toISOString(),
      at: new Date(10_000).toISOString(),
      retryAt: new Date(10_000 + QUARANTINE_MS).toISOString(),
    });
  });
});
