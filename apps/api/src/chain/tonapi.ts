import { TonApiClient } from '@ton-api/client';
import type { Env } from '../env';

/** The chain reader: TonAPI (the devnet locally, tonapi.io on testnet and mainnet). */
export function createTonApi(env: Env): TonApiClient {
  return new TonApiClient({
    baseUrl: env.TONAPI_URL.replace(/\/$/, ''),
    apiKey: env.TONAPI_KEY || undefined,
  });
}

/** The HTTP status of a failed @ton-api/client call (it throws an Error whose cause is the Response); undefined for network errors. */
export function tonApiStatus(error: unknown): number | undefined {
  const cause = error instanceof Error ? (error.cause as { status?: unknown } | undefined) : undefined;
  return typeof cause?.status === 'number' ? cause.status : undefined;
}
