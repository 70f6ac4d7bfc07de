import { createTonApi, type TonApi } from '@atoll/chain';
import { createTonApiSdk } from '@atoll/chain/sdk';
import type { TonApiClient } from '@ton-api/client';
import type { Env } from '../env';
import { createReadCache, type ReadCache } from './read-cache';

export interface ApiChain {
  /** TonAPI's endpoints, answers parsed (@ton-api/client), reads cached. */
  client: TonApiClient;
  /** The cache every read goes through: its fetch for the relay (GET /chain/v2/…), its stats. */
  reads: ReadCache;
  /** The one client underneath: its queue and request counts. */
  api: TonApi;
}

/**
 * The chain reader: TonAPI (the devnet locally, tonapi.io on testnet and mainnet) through @atoll/chain's one
 * client, so the API's reads share its queue (the key's rate, retries with backoff), behind the read cache
 * (read-cache.ts), parsed by @ton-api/client.
 */
export function createApiChain(env: Env): ApiChain {
  const api = createTonApi({
    baseUrl: env.TONAPI_URL,
    apiKey: env.TONAPI_KEY || undefined,
    rps: env.TONAPI_RPS,
  });
  const reads = createReadCache(api, { rps: env.TONAPI_RPS });
  return { client: createTonApiSdk({ ...api, fetch: reads.fetch }).client, reads, api };
}

/**
 * The HTTP status of a failed @ton-api/client call: it throws an Error whose cause is the one client's
 * TonApiError (or the Response); undefined for network errors.
 */
export function tonApiStatus(error: unknown): number | undefined {
  const cause = error instanceof Error ? (error.cause as { status?: unknown } | undefined) : undefined;
  return typeof cause?.status === 'number' ? cause.status : undefined;
}
