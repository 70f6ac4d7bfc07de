import { createTonApi as createClient } from '@atoll/chain';
import { createTonApiSdk } from '@atoll/chain/sdk';
import type { TonApiClient } from '@ton-api/client';
import type { Env } from '../env';

/**
 * The chain reader: TonAPI (the devnet locally, tonapi.io on testnet and mainnet) through @atoll/chain's one
 * client, so the API's reads share its queue (the key's rate, retries with backoff), parsed by @ton-api/client.
 */
export function createTonApi(env: Env): TonApiClient {
  const api = createClient({
    baseUrl: env.TONAPI_URL,
    apiKey: env.TONAPI_KEY || undefined,
    rps: env.TONAPI_RPS,
  });
  return createTonApiSdk(api).client;
}

/**
 * The HTTP status of a failed @ton-api/client call: it throws an Error whose cause is the one client's
 * TonApiError (or the Response); undefined for network errors.
 */
export function tonApiStatus(error: unknown): number | undefined {
  const cause = error instanceof Error ? (error.cause as { status?: unknown } | undefined) : undefined;
  return typeof cause?.status === 'number' ? cause.status : undefined;
}
