import { parseAddress } from '@atoll/chain/address';
import { z } from 'zod/mini';

// Building blocks of the API contract. Wire conventions: nano amounts and USD values are decimal
// strings (bigint / exact decimals in code, never JS numbers); addresses are strings that
// @atoll/chain/address parses (raw or user-friendly, workchain 0 or -1), compared after parsing, never as
// text. The native coin is @atoll/chain's NATIVE_TON_ADDRESS (the zero address).
//
// Written with zod/mini (functions, not methods): the web app validates every answer with these schemas on
// page load, and zod/mini's functions tree-shake where the classic API's methods cannot. The api validates,
// serializes and documents its routes with the same schemas (fastify-type-provider-zod works on zod/v4/core).

/** Raw (`0:<hex>`) or user-friendly, on workchain 0 or -1, without surrounding blanks. */
export const AddressSchema = z.string().check(
  z.refine((value) => value.trim() === value && parseAddress(value) !== null, {
    message: 'invalid TON address',
  }),
);
export type AddressString = z.infer<typeof AddressSchema>;

const MAX_UINT256_DIGITS = 78;

/** A non-negative integer amount in the smallest unit (nanoton, jetton units, LP units). */
export const NanoAmountSchema = z
  .string()
  .check(
    z.maxLength(MAX_UINT256_DIGITS),
    z.regex(/^(0|[1-9][0-9]*)$/, { message: 'expected a decimal string of a non-negative integer' }),
  );
export type NanoAmount = z.infer<typeof NanoAmountSchema>;

/** A non-negative USD value, exact: `"0"`, `"12.5"`, `"0.000031"`. */
export const UsdSchema = z
  .string()
  .check(
    z.maxLength(100),
    z.regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, { message: 'expected a non-negative decimal string' }),
  );
export type Usd = z.infer<typeof UsdSchema>;

/** A non-negative decimal that is not money: prices in another token, APR in percent. */
export const DecimalSchema = z
  .string()
  .check(
    z.maxLength(100),
    z.regex(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/, { message: 'expected a non-negative decimal string' }),
  );
export type Decimal = z.infer<typeof DecimalSchema>;

/** A signed decimal (price changes, percentages that can go negative). */
export const SignedDecimalSchema = z
  .string()
  .check(
    z.maxLength(100),
    z.regex(/^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/, { message: 'expected a decimal string' }),
  );
export type SignedDecimal = z.infer<typeof SignedDecimalSchema>;

/** Transaction / message hash: 32 bytes as lowercase hex, as TonAPI writes them. */
export const HashSchema = z
  .string()
  .check(z.regex(/^[0-9a-f]{64}$/, { message: 'expected 64 lowercase hex characters' }));
export type Hash = z.infer<typeof HashSchema>;

/** A TEP-74 query id (uint64) as a decimal string. */
export const QueryIdSchema = z.string().check(
  z.regex(/^(0|[1-9][0-9]{0,19})$/, { message: 'expected a decimal uint64' }),
  z.refine((value) => !/^[0-9]+$/.test(value) || BigInt(value) < 2n ** 64n, {
    message: 'query_id exceeds uint64',
  }),
);
export type QueryId = z.infer<typeof QueryIdSchema>;

/** Unix time in seconds. */
export const UnixTimeSchema = z.int().check(z.nonnegative());

/** A token's decimals: a uint8, as TEP-64 metadata allows. */
export const TokenDecimalsSchema = z.int().check(z.minimum(0), z.maximum(255));

/** An integer from a query string ("3") or a JSON body (3), with the given bounds. */
function intParam(...bounds: z.core.$ZodCheck<number>[]) {
  return z.pipe(
    z.union([
      z.number(),
      z.pipe(
        z.string().check(z.regex(/^-?[0-9]+$/, { message: 'expected an integer' })),
        z.transform(Number),
      ),
    ]),
    z.int().check(...bounds),
  );
}

/** Paging of list endpoints such as `GET /users/events` (page size 10 by default, as the web app asks). */
export const PageQuerySchema = z.strictObject({
  page: z._default(intParam(z.minimum(1)), 1),
  size: z._default(intParam(z.minimum(1), z.maximum(100)), 10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PageInfoSchema = z.object({
  current: z.int().check(z.minimum(1)),
  size: z.int().check(z.minimum(1)),
  total: z.int().check(z.nonnegative()),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** For routes that take no query string: unknown parameters are rejected like unknown body fields. */
export const EmptyQuerySchema = z.strictObject({});

export const AddressParamsSchema = z.strictObject({ address: AddressSchema });
export type AddressParams = z.infer<typeof AddressParamsSchema>;

/** `{ result: T }`: the envelope of every product-backend response. */
export function resultOf<T extends z.ZodMiniType>(schema: T) {
  return z.object({ result: schema });
}

/** `{ result: T, page: {current, size, total} }` for paged lists. */
export function pagedResultOf<T extends z.ZodMiniType>(schema: T) {
  return z.object({ result: schema, page: PageInfoSchema });
}

/** The time window a chart covers, shared by pool charts and the public price chart. */
export const ChartIntervalSchema = z.enum(['24h', '7d', '30d', '1y', 'all']);
export type ChartInterval = z.infer<typeof ChartIntervalSchema>;

/** Standard or URL-safe base64, padding optional (TON Connect sends standard base64). */
export const Base64Schema = z.string().check(
  z.minLength(1),
  z.regex(/^(?:[A-Za-z0-9+/]|[A-Za-z0-9_-])+={0,2}$/, { message: 'expected base64' }),
  z.refine((value) => value.replace(/=+$/, '').length % 4 !== 1, { message: 'expected base64' }),
);
export type Base64 = z.infer<typeof Base64Schema>;
