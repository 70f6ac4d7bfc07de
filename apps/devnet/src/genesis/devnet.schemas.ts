import { z } from 'zod';

// The devnet's own routes (/devnet/*): what a developer or a test reads about the demo world,
// and the faucet's answer.

const Raw = z.string().regex(/^-?\d+:[0-9a-f]{64}$/);

export const DevnetInfoSchema = z.object({
  network: z.literal('devnet'),
  global_id: z.number().int(),
  public_url: z.string(),
  tonapi_url: z.string(),
  masterchain_seqno: z.number().int(),
  transactions: z.number().int(),
  factory: Raw,
  lp_image: z.string(),
  tokens: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int(),
      address: Raw,
      friendly: z.string(),
      image: z.string(),
      usd_price: z.number(),
      is_meme: z.boolean(),
      verified: z.boolean(),
      verification: z.enum(['whitelist', 'graylist', 'blacklist', 'none']),
      is_scam: z.boolean(),
    }),
  ),
  pools: z.array(
    z.object({
      address: Raw,
      friendly: z.string(),
      a: z.string(),
      b: z.string(),
      a_address: z.union([Raw, z.literal('TON')]),
      b_address: z.union([Raw, z.literal('TON')]),
      fee_bps: z.number().int(),
      usd_depth_per_side: z.number(),
    }),
  ),
  wallets: z.array(
    z.object({
      name: z.string(),
      address: Raw,
      friendly: z.string(),
      public_key: z.string().regex(/^[0-9a-f]{64}$/),
      mnemonic: z.string(),
      version: z.literal('v5r1'),
    }),
  ),
  market: z.object({
    enabled: z.boolean(),
    running: z.boolean(),
    interval_ms: z.number().int(),
    bots: z.array(z.object({ name: z.string(), address: Raw, friendly: z.string() })),
    stats: z
      .object({
        actions: z.number().int(),
        swaps: z.number().int(),
        liquidity_added: z.number().int(),
        liquidity_removed: z.number().int(),
        refunds: z.number().int(),
        top_ups: z.number().int(),
        errors: z.number().int(),
        failed_transactions: z.number().int(),
        last_action: z.string().nullable(),
      })
      .nullable(),
  }),
});

/** The raw text of the request: the faucet parses it itself (faucet-request.fns.ts). */
export const FaucetBodySchema = z.string().optional();

export const FaucetAnswerSchema = z.object({
  ok: z.literal(true),
  address: Raw,
  friendly: z.string(),
  ton: z.string(),
  jettons: z.array(
    z.object({
      symbol: z.string(),
      master: Raw,
      decimals: z.number().int(),
      amount: z.string(),
      units: z.string().regex(/^\d+$/),
    }),
  ),
});

export const IconParamsSchema = z.object({ file: z.string() });

/** GET /devnet/rate-limit: strict mode's counts, by `key:<sha256 prefix>` or `ip:<address>`. */
export const RateLimitStatsSchema = z.object({
  rps: z.number().int().nullable(),
  buckets: z.record(
    z.string(),
    z.object({
      requests: z.number().int(),
      rejected: z.number().int(),
      peak_per_second: z.number().int(),
    }),
  ),
});
