import { parseUnits } from '@atoll/chain';

// Reads and writes on the stack's devnet from the test process (@atoll/devnet/http-client): what the browser
// shows is checked against what the chain itself says.
export * from '@atoll/devnet/http-client';

/** A number as the UI shows it ("1,234.5", with any group separator) in a token's smallest units. */
export function toUnits(text: string, decimals: number): bigint {
  const units = parseUnits(text.replace(/[\s,\u00a0\u202f]/g, ''), decimals);
  if (units === null) throw new Error(`${text} is not an amount of at most ${decimals} decimals`);
  return units;
}
