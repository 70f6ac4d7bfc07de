import { z } from 'zod';
import { AccountAddressSchema, ListQuerySchema, RawAddressSchema } from './common';

// /v2/jettons/{id} and /v2/rates: TonAPI's JettonInfo, JettonPreview and TokenRates.

export const VerificationSchema = z.enum(['whitelist', 'graylist', 'blacklist', 'none']);

export const JettonPreviewSchema = z.object({
  address: RawAddressSchema,
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int(),
  image: z.string(),
  verification: VerificationSchema,
  score: z.number().int(),
});

export const JettonInfoSchema = z.object({
  mintable: z.boolean(),
  total_supply: z.string().regex(/^\d+$/),
  admin: AccountAddressSchema.optional(),
  metadata: z.record(z.string(), z.string()),
  preview: z.string(),
  verification: VerificationSchema,
  holders_count: z.number().int(),
  code_hash: z.string().optional(),
  data_hash: z.string().optional(),
  last_transaction_lt: z.string().regex(/^\d+$/),
  interfaces: z.array(z.string()),
});

const byCurrency = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

export const TokenRatesSchema = z.object({
  prices: byCurrency(z.number()),
  diff_24h: byCurrency(z.string()),
  diff_7d: byCurrency(z.string()),
  diff_30d: byCurrency(z.string()),
});

export const RatesQuerySchema = z.object({
  tokens: ListQuerySchema.refine((v) => v.length > 0, 'tokens is required').refine(
    (v) => v.length <= 100,
    'too many tokens',
  ),
  currencies: ListQuerySchema.refine((v) => v.length > 0, 'currencies is required'),
});

export const RatesSchema = z.object({ rates: z.record(z.string(), TokenRatesSchema) });
