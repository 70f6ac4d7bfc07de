import { z } from 'zod/mini';
import { AddressSchema, Base64Schema, resultOf, UnixTimeSchema } from './common';
import { TonNetworkSchema } from './auth';

// "Sign out everywhere" (docs/product-spec.md §1: the wallet signs data where the user benefits): the wallet
// signs a text with TON Connect's signData, the API checks it against the wallet's key and refuses every
// session token of that wallet issued until then.

/** The statement the wallet shows and signs, in both languages; `code` is a single-use payload of GET /auth/ton-proof. */
export function signOutEverywhereText(code: string): string {
  return `Atoll: sign me out of every session.\nAtoll: выйти из всех сеансов.\nCode: ${code}`;
}

/** The code back out of a signed text; null when the text is not the statement above. */
export function codeOfSignOutText(text: string): string | null {
  const code = /\nCode: (\S{1,128})$/.exec(text)?.[1];
  return code !== undefined && signOutEverywhereText(code) === text ? code : null;
}

/** `POST /auth/sign-out-everywhere`: TON Connect's signData result with what the key is checked against. */
export const SignOutEverywhereRequestSchema = z.strictObject({
  /** The wallet, as TON Connect names it (raw form). */
  address: AddressSchema,
  network: TonNetworkSchema,
  /** The account's `walletStateInit` (base64 BoC): the key of a wallet that is not deployed yet. */
  state_init: Base64Schema,
  /** signData's result. */
  signature: Base64Schema,
  timestamp: UnixTimeSchema,
  domain: z.string().check(z.minLength(1), z.maxLength(128)),
  payload: z.strictObject({ type: z.literal('text'), text: z.string().check(z.maxLength(512)) }),
});
export type SignOutEverywhereRequest = z.infer<typeof SignOutEverywhereRequestSchema>;

/** Every session of `wallet` issued until `revoked_through` (unix seconds) is refused from now on. */
export const SignOutEverywhereResponseSchema = resultOf(
  z.object({ wallet: AddressSchema, revoked_through: UnixTimeSchema }),
);
export type SignOutEverywhereResponse = z.infer<typeof SignOutEverywhereResponseSchema>;
