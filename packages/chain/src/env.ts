import { z } from 'zod';

// The chain settings every service reads from its environment, in one shape: which network, and the
// TonAPI it reads it through (the devnet locally; testnet.tonapi.io and tonapi.io on real networks).

export const CHAINS = ['devnet', 'testnet', 'mainnet'] as const;
export type ChainName = (typeof CHAINS)[number];

/** `CHAIN`, `TONAPI_URL` (no trailing slash), `TONAPI_KEY` and `TONAPI_RPS` (this service's default rate). */
export function chainEnvShape({ rps }: { rps: number }) {
  return {
    CHAIN: z.enum(CHAINS).default('devnet'),
    TONAPI_URL: z
      .url()
      .default('http://127.0.0.1:8081')
      .transform((u) => u.replace(/\/+$/, '')),
    TONAPI_KEY: z.string().optional(),
    /** Requests per second toward TonAPI; tonapi.io's free tier allows 1. */
    TONAPI_RPS: z.coerce.number().int().positive().default(rps),
  };
}
