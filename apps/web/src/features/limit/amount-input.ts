import { AMOUNT_INPUT } from '../../lib/amounts';

// The limit form's fields refuse a keystroke that would not leave an amount (kept out of lib/amounts.ts:
// the swap page's load does not need it).

/**
 * What an amount field may hold after a keystroke: digits with one decimal point (a comma counts
 * as one), at most `decimals` fraction digits. Null when the keystroke must be refused.
 */
export function sanitizeAmountInput(text: string, decimals: number): string | null {
  const value = text.replace(',', '.').replace(/\s/g, '');
  const match = AMOUNT_INPUT.exec(value);
  if (!match) return null;
  if ((match[2]?.length ?? 0) > decimals) return null;
  if (decimals === 0 && value.includes('.')) return null;
  return value;
}
