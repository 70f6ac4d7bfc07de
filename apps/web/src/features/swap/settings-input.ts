import { MAX_DEADLINE_MINUTES, MAX_SLIPPAGE_BPS } from './swap-settings';

// What the settings panel accepts. Pure; loaded with the panel.

export const SLIPPAGE_PRESETS_BPS = [10, 50, 100, 300] as const;

/** "0.5" (percent) → 50 bps; null outside (0, 50%] or with more than two decimals. */
export function parseSlippagePercent(text: string): number | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps > 0 && bps <= MAX_SLIPPAGE_BPS ? bps : null;
}

export const formatSlippagePercent = (bps: number) => (bps / 100).toString();

/** Whole minutes, 1 to 3 days. */
export function parseDeadlineMinutes(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const minutes = Number(text);
  return minutes >= 1 && minutes <= MAX_DEADLINE_MINUTES ? minutes : null;
}
