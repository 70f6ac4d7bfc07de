import { describe, expect, it } from 'vitest';
import { intQuery, ListQuerySchema, ltQuery } from './common';

describe('query values as TonAPI reads them', () => {
  it.each([
    [undefined, []],
    ['ton', ['ton']],
    ['ton, usd,,', ['ton', 'usd']],
    [
      ['ton,usd', 'eur'],
      ['ton', 'usd', 'eur'],
    ],
  ])('list %j → %j', (raw, list) => {
    expect(ListQuerySchema.parse(raw)).toEqual(list);
  });

  const limit = intQuery('limit', 1, 1000);
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['1', 1],
    ['1000', 1000],
  ])('limit %j → %j', (raw, n) => {
    expect(limit.parse(raw)).toBe(n);
  });

  it.each(['0', '1001', '1.5', 'abc', '-1', '1e3'])('refuses limit=%s, naming it', (raw) => {
    const result = limit.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`invalid limit: ${raw}`);
  });

  it('reads an lt as an exact bigint up to int64 and refuses beyond', () => {
    const lt = ltQuery('before_lt');
    expect(lt.parse('9223372036854775807')).toBe(9223372036854775807n);
    expect(lt.parse('')).toBeUndefined();
    expect(lt.safeParse('9223372036854775808').success).toBe(false);
    expect(lt.safeParse('-5').success).toBe(false);
  });
});
