import { describe, expect, it } from 'vitest';
import { dateTimeLocal, expiryOf, MAX_EXPIRY_S } from './expiry';

const NOW_MS = Date.UTC(2026, 4, 1, 12, 0, 0);
const NOW = NOW_MS / 1000;

describe('expiryOf', () => {
  it.each([
    ['1d', NOW + 86_400],
    ['1w', NOW + 7 * 86_400],
    ['1m', NOW + 30 * 86_400],
  ] as const)('%s', (preset, expiresAt) =>
    expect(expiryOf(preset, '', NOW_MS)).toEqual({ ok: true, expiresAt }),
  );

  it('takes a custom date and time in the local time zone', () => {
    const at = NOW_MS + 3 * 3_600_000;
    expect(expiryOf('custom', dateTimeLocal(at), NOW_MS)).toEqual({ ok: true, expiresAt: at / 1000 });
  });

  it.each([
    ['', 'expiry-invalid'],
    ['tomorrow', 'expiry-invalid'],
    [dateTimeLocal(NOW_MS - 60_000), 'expiry-past'],
    [dateTimeLocal(NOW_MS + 60_000), 'expiry-past'],
    [dateTimeLocal(NOW_MS + (MAX_EXPIRY_S + 86_400) * 1000), 'expiry-far'],
  ])('refuses %j', (text, error) => expect(expiryOf('custom', text, NOW_MS)).toEqual({ ok: false, error }));
});
