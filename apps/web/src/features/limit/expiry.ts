// The order's expiry (docs/product-spec.md §2 "Limit orders"): a preset or a date and time the user picks.
// After it the order no longer fills and anyone may refund it. Pure: `now` is passed in, in milliseconds.

export const EXPIRY_PRESETS = ['1d', '1w', '1m'] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];
export type ExpiryChoice = ExpiryPreset | 'custom';
export const DEFAULT_EXPIRY: ExpiryChoice = '1w';

const DAY_S = 86_400;
/** A month is 30 days: the order counts seconds, not calendar months. */
export const PRESET_SECONDS: Record<ExpiryPreset, number> = {
  '1d': DAY_S,
  '1w': 7 * DAY_S,
  '1m': 30 * DAY_S,
};
/** A custom expiry must leave the order this long to live, so that it is not expired when it lands. */
export const MIN_EXPIRY_S = 10 * 60;
/** The furthest a custom expiry may lie: a year (the contract takes any 32-bit time; this is a sanity bound). */
export const MAX_EXPIRY_S = 365 * DAY_S;

export type ExpiryResult =
  { ok: true; expiresAt: number } | { ok: false; error: 'expiry-invalid' | 'expiry-past' | 'expiry-far' };

/**
 * Unix seconds of the expiry. `custom` is the value of a datetime-local input ("2026-05-01T12:30"), read in the
 * browser's time zone.
 */
export function expiryOf(choice: ExpiryChoice, custom: string, nowMs: number): ExpiryResult {
  const now = Math.floor(nowMs / 1000);
  if (choice !== 'custom') return { ok: true, expiresAt: now + PRESET_SECONDS[choice] };
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(custom) ? new Date(custom).getTime() : NaN;
  if (!Number.isFinite(at)) return { ok: false, error: 'expiry-invalid' };
  const expiresAt = Math.floor(at / 1000);
  if (expiresAt < now + MIN_EXPIRY_S) return { ok: false, error: 'expiry-past' };
  if (expiresAt > now + MAX_EXPIRY_S) return { ok: false, error: 'expiry-far' };
  return { ok: true, expiresAt };
}

/** The value a datetime-local input needs for `ms` in the browser's time zone (the custom field's default). */
export function dateTimeLocal(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
