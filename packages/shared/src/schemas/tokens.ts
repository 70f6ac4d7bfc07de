import { z } from 'zod/mini';
import { AddressSchema, resultOf, TokenDecimalsSchema, UsdSchema } from './common';

// docs/product-spec.md §3 "Token (list entry)" as the server sends it (custom, notApproved, loaded,
// readableBalance and usdBalance are client-side fields) and "USD price list".

/** The chain API's verification of a jetton (TonAPI's JettonVerificationType). */
export const TokenVerificationSchema = z.enum(['whitelist', 'graylist', 'blacklist', 'none']);
export type TokenVerification = z.infer<typeof TokenVerificationSchema>;

/**
 * A token's safety as the chain API sees it (issue 18): the jetton info's verification level and the
 * master account's `is_scam`. Every list that names a token carries both, so each screen can label it.
 */
export const tokenSafetyFields = {
  verification: TokenVerificationSchema,
  /** The master's account is marked as a scam (TonAPI's `is_scam` of GET /v2/accounts/{master}). */
  is_scam: z.boolean(),
};

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
  ...tokenSafetyFields,
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
