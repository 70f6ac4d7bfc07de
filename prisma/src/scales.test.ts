import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRICE_SCALE, USD_SCALE } from './scales';

const schema = readFileSync(new URL('../schema.prisma', import.meta.url), 'utf8');

/** The scale of every `@db.Decimal(p, s)` column whose name matches. */
function scalesOf(column: RegExp): number[] {
  return schema
    .split('\n')
    .filter((line) => line.includes('@db.Decimal') && column.test(line.trim().split(/\s+/)[0] ?? ''))
    .map((line) => Number(/@db\.Decimal\(\d+,\s*(\d+)\)/.exec(line)?.[1]));
}

describe('the scales are the columns’ own', () => {
  it('every price column has PRICE_SCALE digits', () => {
    const scales = scalesOf(/^(price\w*|open|high|low|close)$/);
    expect(scales.length).toBeGreaterThan(0);
    for (const scale of scales) expect(scale).toBe(PRICE_SCALE);
  });

  it('every USD column has USD_SCALE digits', () => {
    const scales = scalesOf(/^(?!price)\w+Usd$|^apr$/);
    expect(scales.length).toBeGreaterThan(4);
    for (const scale of scales) expect(scale).toBe(USD_SCALE);
  });
});
