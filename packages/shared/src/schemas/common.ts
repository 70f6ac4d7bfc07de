import { Address } from '@ton/core';
import { z } from 'zod';

// Building blocks of the API contract. Wire conventions: nano amounts and USD values are decimal
// strings (bigint / exact decimals in code, never JS numbers); addresses are strings that
// @ton/core parses, compared after parsing, never as text.

/** The native coin in token lists and pool fields: the zero address (`EQAAAA…M9c`), so it parses like any jetton. */
export const NATIVE_TON_ADDRESS = '0:0000000000000000000000000000000000000000000000000000000000000000';

/** Parses a raw (`0:<hex>`) or user-friendly address; null when it is neither or not on workchain 0 / -1. */
export function parseTonAddress(value: string): Address | null {
  if (!Address.isFriendly(value) && !Address.isRaw(value)) return null;
  try {
    const address = Address.parse(value);
    return address.workChain === 0 || address.workChain === -1 ? address : null;
  } catch {
    return null;
  }
}

/** The raw form on workchain 0 or -1: valid without building an Address (responses validate thousands). */
const RAW_ADDRESS = /^(0|-1):[0-9a-fA-F]{64}$/;

export const AddressSchema = z
  .string()
  .refine((value) => RAW_ADDRESS.test(value) || parseTonAddress(value) !== null, {
    message: 'invalid TON address',
  });
export type AddressString = z.infer<typeof AddressSchema>;

const MAX_UINT256_DIGITS = 78;

/** A non-negative integer amount in the smallest unit (nanoton, jetton units, LP units). */
export const NanoAmountSchema = z
  .string()
  .max(MAX_UINT256_DIGITS)
  .regex(/^(0|[1-9][0-9]*)$/, { message: 'expected a decimal string of a non-negative integer' });
export type NanoAmount = z.infer<typeof NanoAmountSchema>;

/** A non-negative USD value, exact: `"0"`, `"12.5"`, `"0.000031"`. */
export const UsdSchema = z
  .string()
  .max(100)
  .regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, { message: 'expected a non-negative decimal string' });
export type Usd = z.infer<typeof UsdSchema>;

/** A non-negative decimal that is not money: prices in another token, APR in percent. */
export const DecimalSchema = z
  .string()
  .max(100)
  .regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, { message: 'expected a non-negative decimal string' });
export type Decimal = z.infer<typeof DecimalSchema>;

/** A signed decimal (price changes, percentages that can go negative). */
export const SignedDecimalSchema = z
  .string()
  .max(100)
  .regex(/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/, { message: 'expected a decimal string' });
export type SignedDecimal = z.infer<typeof SignedDecimalSchema>;

/** Transaction / message hash: 32 bytes as lowercase hex, as TonAPI writes them. */
export const HashSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { message: 'expected 64 lowercase hex characters' });
export type Hash = z.infer<typeof HashSchema>;

/** A TEP-74 query id (uint64) as a decimal string. */
export const QueryIdSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,19})$/, { message: 'expected a decimal uint64' })
  .refine((value) => !/^[0-9]+$/.test(value) || BigInt(value) < 2n ** 64n, {
    message: 'query_id exceeds uint64',
  });
export type QueryId = z.infer<typeof QueryIdSchema>;

/** Unix time in seconds. */
export const UnixTimeSchema = z.number().int().nonnegative();

/** An integer from a query string ("3") or a JSON body (3). */
function intParam() {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?[0-9]+$/, { message: 'expected an integer' })
        .transform(Number),
    ])
    .pipe(z.number().int());
}

/** Paging of list endpoints such as `GET /users/events` (page size 10 by default, as the web app asks). */
export const PageQuerySchema = z.strictObject({
  page: intParam().pipe(z.number().min(1)).default(1),
  size: intParam().pipe(z.number().min(1).max(100)).default(10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PageInfoSchema = z.object({
  current: z.number().int().min(1),
  size: z.number().int().min(1),
  total: z.number().int().nonnegative(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** For routes that take no query string: unknown parameters are rejected like unknown body fields. */
export const EmptyQuerySchema = z.strictObject({});

export const AddressParamsSchema = z.strictObject({ address: AddressSchema });
export type AddressParams = z.infer<typeof AddressParamsSchema>;

/** `{ result: T }`: the envelope of every product-backend response. */
export function resultOf<T extends z.ZodType>(schema: T) {
  return z.object({ result: schema });
}

/** `{ result: T, page: {current, size, total} }` for paged lists. */
export function pagedResultOf<T extends z.ZodType>(schema: T) {
  return z.object({ result: schema, page: PageInfoSchema });
}

/** The time window a chart covers, shared by pool charts and the public price chart. */
export const ChartIntervalSchema = z.enum(['24h', '7d', '30d', '1y', 'all']);
export type ChartInterval = z.infer<typeof ChartIntervalSchema>;

/** Standard or URL-safe base64, padding optional (TON Connect sends standard base64). */
export const Base64Schema = z
  .string()
  .min(1)
  .regex(/^(?:[A-Za-z0-9+/]|[A-Za-z0-9_-])+={0,2}$/, { message: 'expected base64' })
  .refine((value) => value.replace(/=+$/, '').length % 4 !== 1, { message: 'expected base64' });
export type Base64 = z.infer<typeof Base64Schema>;
