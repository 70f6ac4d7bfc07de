import { z } from 'zod/mini';
import { ApiErrorSchema } from './errors';

// `GET /chain/v2/…`: the API's relay of the TonAPI reads the web app makes (issue 16: outside the devnet
// the browser reads the chain only through the API, and no TonAPI key ships to it). Its clients are TonAPI
// clients, so it answers as TonAPI does: the answer as TonAPI wrote it, failures as `{"error": "…"}`.

/** The TonAPI path after `/chain/` (`v2/accounts/0:…/jettons`), the query as TonAPI takes it. */
export const ChainRelayParamsSchema = z.object({ '*': z.string() });

/** TonAPI's answer, unchanged (int64 numbers beyond 2^53 included): typed by TonAPI's OpenAPI spec. */
export const ChainReadSchema = z.unknown();

/** TonAPI's error shape: 400 malformed, 404 not relayed or not found, 502 the chain API did not answer. */
export const ChainRelayErrorSchema = z.strictObject({ error: z.string() });
export type ChainRelayError = z.infer<typeof ChainRelayErrorSchema>;

// `POST /chain/v2/wallet/emulate` and `POST /chain/v2/traces/emulate`: the transaction preview (issue 18)
// emulates the external the user's wallet will sign, through the API's key and rate, never cached. The bodies
// are TonAPI's (`Boc`, `EmulationBoc`) reduced to what the web app sends: one BoC, base64 or hex.

/** One external message as a bag of cells: TonAPI takes hex or base64 (either alphabet). */
const BocSchema = z.string().check(
  z.minLength(1, { message: 'boc must be a non-empty string' }),
  z.maxLength(65_536, { message: 'boc is longer than 64 KiB' }),
  z.regex(/^(?:(?:[0-9a-fA-F]{2})+|[A-Za-z0-9+/_-]+={0,2})$/, {
    message: 'boc must be a base64 encoded string or hex string',
  }),
);

export const EmulateBodySchema = z.strictObject({ boc: BocSchema });
export type EmulateBody = z.infer<typeof EmulateBodySchema>;

/** traces/emulate only: TonAPI's flag; the web app sets it for a wallet whose code it does not know. */
export const EmulateTraceQuerySchema = z.strictObject({
  ignore_signature_check: z.optional(
    z.enum(['true', 'false'], { message: 'ignore_signature_check must be true or false' }),
  ),
});

/** TonAPI's `MessageConsequences` (wallet) or `Trace` (traces), unchanged: typed by TonAPI's OpenAPI spec. */
export const EmulationSchema = z.unknown();

/** A bad body, in the API's error shape (`body.boc: …`); or TonAPI's refusal of the message, as it said it. */
export const EmulationErrorSchema = z.union([ApiErrorSchema, ChainRelayErrorSchema]);
