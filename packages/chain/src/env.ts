import { z } from 'zod';

// The chain settings every service reads from its environment, in one shape: which network, and the
// TonAPI it reads it through (the devnet locally; testnet.tonapi.io and tonapi.io on real networks).

export const CHAINS = ['devnet', 'testnet', 'mainnet'] as const;
export type ChainName = (typeof CHAINS)[number];

/** The chain API of each network when `TONAPI_URL` is not set. */
export const DEFAULT_TONAPI_URLS: Record<ChainName, string> = {
  devnet: 'http://127.0.0.1:8081',
  testnet: 'https://testnet.tonapi.io',
  mainnet: 'https://tonapi.io',
};

/**
 * `CHAIN`, `TONAPI_URL` (no trailing slash; unset, the network's own: `withTonapiDefault`), `TONAPI_KEY` and
 * `TONAPI_RPS` (this service's default rate).
 */
export function chainEnvShape({ rps }: { rps: number }) {
  return {
    CHAIN: z.enum(CHAINS).default('devnet'),
    TONAPI_URL: z
      .url()
      .optional()
      .transform((u) => u?.replace(/\/+$/, '')),
    TONAPI_KEY: z.string().optional(),
    /** Requests per second toward TonAPI; tonapi.io's free tier allows 1. */
    TONAPI_RPS: z.coerce.number().int().positive().default(rps),
  };
}

/** The parsed environment with `TONAPI_URL` defaulted to its network's chain API. */
export function withTonapiDefault<T extends { CHAIN: ChainName; TONAPI_URL?: string | undefined }>(
  env: T,
): T & { TONAPI_URL: string } {
  return { ...env, TONAPI_URL: env.TONAPI_URL ?? DEFAULT_TONAPI_URLS[env.CHAIN] };
}
