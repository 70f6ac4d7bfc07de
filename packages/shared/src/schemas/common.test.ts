import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { describe, expect, it } from 'vitest';
import {
  FRIENDLY,
  HASH,
  OTHER,
  RAW,
  expectIssueAt,
  expectUnknownKeyRejected,
  expectValid,
} from '../testing/expect-issue';
import {
  AddressSchema,
  Base64Schema,
  HashSchema,
  NanoAmountSchema,
  PageQuerySchema,
  pagedResultOf,
  QueryIdSchema,
  resultOf,
  UsdSchema,
} from './common';
import { z } from 'zod/mini';

describe('AddressSchema', () => {
  const STANDARD_BASE64 = FRIENDLY.replace(/-/g, '+').replace(/_/g, '/');

  it.each([RAW, RAW.toUpperCase().replace('0X', '0x'), FRIENDLY, OTHER, NATIVE_TON_ADDRESS, STANDARD_BASE64])(
    'accepts %s',
    (value) => {
      expectValid(AddressSchema, value);
    },
  );

  it.each([
    ['empty', ''],
    ['garbage', 'not-an-address'],
    ['short hex', '0:abcd'],
    ['31 bytes', '0:' + 'a1'.repeat(31)],
    ['not hex', '0:' + 'g1'.repeat(32)],
    ['bad checksum', FRIENDLY.slice(0, -2) + (FRIENDLY.endsWith('AA') ? 'AB' : 'AA')],
    ['workchain 5', '5:' + 'a1'.repeat(32)],
    ['workchain 1', '1:' + 'a1'.repeat(32)],
    ['workchain 00', '00:' + 'a1'.repeat(32)],
    ['workchain +0', '+0:' + 'a1'.repeat(32)],
    ['a leading blank', ' ' + RAW],
    ['a trailing blank', FRIENDLY + ' '],
  ])('rejects %s', (_name, value) => {
    const result = AddressSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('invalid TON address');
  });

  it('rejects a number', () => {
    expect(AddressSchema.safeParse(42).success).toBe(false);
  });
});

describe('amounts', () => {
  it.each(['0', '1', '1000000000', '9'.repeat(78)])('NanoAmount accepts %s', (value) => {
    expectValid(NanoAmountSchema, value);
  });
  it.each(['', '-1', '1.5', '01', '1e9', ' 1', '9'.repeat(79)])('NanoAmount rejects %j', (value) => {
    expect(NanoAmountSchema.safeParse(value).success).toBe(false);
  });
  it('NanoAmount rejects JS numbers', () => {
    expect(NanoAmountSchema.safeParse(1).success).toBe(false);
  });
  it.each(['0', '12.5', '0.000031', '1000'])('Usd accepts %s', (value) => {
    expectValid(UsdSchema, value);
  });
  it.each(['', '-1', '.5', '1.', 'NaN', '1,5'])('Usd rejects %j', (value) => {
    expect(UsdSchema.safeParse(value).success).toBe(false);
  });
});

describe('scalars', () => {
  it('HashSchema takes lowercase 64-hex only', () => {
    expectValid(HashSchema, HASH);
    expect(HashSchema.safeParse(HASH.toUpperCase()).success).toBe(false);
    expect(HashSchema.safeParse(HASH.slice(2)).success).toBe(false);
  });
  it.each([
    ['0', true],
    ['18446744073709551615', true],
    ['18446744073709551616', false],
    ['-1', false],
    ['0x10', false],
  ])('QueryId %s → %s', (value, ok) => {
    expect(QueryIdSchema.safeParse(value).success).toBe(ok);
  });
  it.each([
    ['te6cckEBAQEAAgAAAEysuc0=', true],
    ['te6cckEBAQEAAgAAAEysuc0', true],
    ['abc-_w', true],
    ['', false],
    ['not base64!', false],
    ['abcde', false],
  ])('Base64 %j → %s', (value, ok) => {
    expect(Base64Schema.safeParse(value).success).toBe(ok);
  });
});

describe('PageQuerySchema', () => {
  it('defaults to page 1, size 10', () => {
    expect(expectValid(PageQuerySchema, {})).toEqual({ page: 1, size: 10 });
  });
  it('reads query-string integers', () => {
    expect(expectValid(PageQuerySchema, { page: '3', size: '25' })).toEqual({ page: 3, size: 25 });
  });
  it.each([
    [{ page: 0 }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: 1.5 }, 'page'],
    [{ size: 0 }, 'size'],
    [{ size: '101' }, 'size'],
    [{ size: 'ten' }, 'size'],
  ])('rejects %j at %s', (input, field) => {
    expectIssueAt(PageQuerySchema, input, [field]);
  });
  it('rejects unknown parameters', () => {
    expectUnknownKeyRejected(PageQuerySchema, {}, 'sort');
  });
});

describe('envelopes', () => {
  it('resultOf wraps in result', () => {
    expectValid(resultOf(z.string()), { result: 'x' });
    expectIssueAt(resultOf(z.string()), { result: 1 }, ['result']);
  });
  it('pagedResultOf adds page info', () => {
    const schema = pagedResultOf(z.array(z.number()));
    expectValid(schema, { result: [1], page: { current: 1, size: 10, total: 1 } });
    expectIssueAt(schema, { result: [1], page: { current: 0, size: 10, total: 1 } }, ['page', 'current']);
  });
});
