import { z } from 'zod/mini';
import { AddressSchema, resultOf, TokenDecimalsSchema, UsdSchema } from './common';

// docs/product-spec.md §3 "Token (list entry)" as the server sends it (custom, notApproved, loaded,
// readableBalance and usdBalance are client-side fields) and "USD price list".

export const TokenSchema = z.object({
  /** A jetton master, or NATIVE_TON_ADDRESS for the native coin. */
  address: AddressSchema,
  name: z.string(),
  symbol: z.string(),
  icon_url: z.nullable(z.string()),
  decimals: TokenDecimalsSchema,
  /** USD per whole token; "0" when unknown. */
  price: UsdSchema,
  verified: z.boolean(),
  is_meme: z.boolean(),
});
export type Token = z.infer<typeof TokenSchema>;

/** `GET /tokens` → `{ result: Token[] }`. */
export const TokensResponseSchema = resultOf(z.array(TokenSchema));
export type TokensResponse = z.infer<typeof TokensResponseSchema>;

export const TokenPriceSchema = z.object({ address: AddressSchema, price: UsdSchema });
export type TokenPrice = z.infer<typeof TokenPriceSchema>;

/** `GET /prices` → `{ result: [{address, price}] }` (polled every 30 s). */
export const PricesResponseSchema = resultOf(z.array(TokenPriceSchema));
export type PricesResponse = z.infer<typeof PricesResponseSchema>;
