import { z } from 'zod/mini';

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
