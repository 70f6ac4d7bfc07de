import { z } from 'zod';
import { AddressSchema, NanoAmountSchema, resultOf, UnixTimeSchema, UsdSchema } from './common';

// Spec 3 "Account (chain)" and "Jetton balance". Deviation from the spec: balances are nano
// decimal strings, not JSON numbers (house rule: money never travels as a float).

export const AccountStatusSchema = z.enum(['nonexist', 'uninit', 'active', 'frozen']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const ExtraCurrencyPreviewSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  decimals: z.number().int().min(0).max(255),
  image: z.string().default(''),
});
export type ExtraCurrencyPreview = z.infer<typeof ExtraCurrencyPreviewSchema>;

export const ExtraCurrencyBalanceSchema = z.object({
  amount: NanoAmountSchema,
  preview: ExtraCurrencyPreviewSchema,
});
export type ExtraCurrencyBalance = z.infer<typeof ExtraCurrencyBalanceSchema>;

/** `GET /accounts/{address}` → `{ result: Account }`. An address never seen is `uninit` with balance "0". */
export const AccountSchema = z.object({
  address: AddressSchema,
  /** Native coin, 9 decimals, in nanoton. */
  balance: NanoAmountSchema,
  extra_balance: z.array(ExtraCurrencyBalanceSchema).default([]),
  currencies_balance: z.record(z.string(), NanoAmountSchema).default({}),
  last_activity: UnixTimeSchema,
  status: AccountStatusSchema,
  interfaces: z.array(z.string()).default([]),
  name: z.string().optional(),
  is_scam: z.boolean().default(false),
  icon: z.string().optional(),
  memo_required: z.boolean().default(false),
  get_methods: z.array(z.string()).default([]),
  is_suspended: z.boolean().default(false),
  is_wallet: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountResponseSchema = resultOf(AccountSchema);
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/** The jetton a balance is in (spec "product form": address and decimals, plus what the list shows). */
export const JettonRefSchema = z.object({
  address: AddressSchema,
  decimals: z.number().int().min(0).max(255),
  name: z.string(),
  symbol: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
});
export type JettonRef = z.infer<typeof JettonRefSchema>;

export const JettonBalanceSchema = z.object({
  jetton: JettonRefSchema,
  /** The jetton master's wallet for this owner. */
  wallet_address: AddressSchema,
  /** In the jetton's smallest units. */
  balance: NanoAmountSchema,
  /** USD per whole token ("0" when unknown). */
  price: UsdSchema,
  /** balance × price, in USD. */
  balance_usd: UsdSchema,
});
export type JettonBalance = z.infer<typeof JettonBalanceSchema>;

/** `GET /accounts/{address}/jettons` → `{ result: { balances } }`. */
export const JettonBalancesResponseSchema = resultOf(z.object({ balances: z.array(JettonBalanceSchema) }));
export type JettonBalancesResponse = z.infer<typeof JettonBalancesResponseSchema>;
