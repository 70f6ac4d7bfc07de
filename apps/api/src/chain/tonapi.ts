import { TonApiClient } from '@ton-api/client';
import type { Env } from '../env';

/** The chain reader: TonAPI (the devnet locally, tonapi.io on testnet and mainnet). */
export function createTonApi(env: Env): TonApiClient {
  return new TonApiClient({
    baseUrl: env.TONAPI_URL.replace(/\/$/, ''),
    apiKey: env.TONAPI_KEY || undefined,
  });
}
