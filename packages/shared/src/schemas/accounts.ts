import { z } from 'zod/mini';
import {
  AddressSchema,
  NanoAmountSchema,
  resultOf,
  TokenDecimalsSchema,
  UnixTimeSchema,
  UsdSchema,
} from './common';

// docs/product-spec.md §3 "Account" and "Jetton balance". Deviation from the spec: balances are nano
// decimal strings, not JSON numbers (house rule: money never travels as a float).

export const AccountStatusSchema = z.enum(['nonexist', 'uninit', 'active', 'frozen']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const ExtraCurrencyPreviewSchema = z.object({
  id: z.int(),
  symbol: z.string(),
  decimals: TokenDecimalsSchema,
  image: z._default(z.string(), ''),
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
  extra_balance: z._default(z.array(ExtraCurrencyBalanceSchema), []),
  currencies_balance: z._default(z.record(z.string(), NanoAmountSchema), {}),
  last_activity: UnixTimeSchema,
  status: AccountStatusSchema,
  interfaces: z._default(z.array(z.string()), []),
  name: z.optional(z.string()),
  is_scam: z._default(z.boolean(), false),
  icon: z.optional(z.string()),
  memo_required: z._default(z.boolean(), false),
  get_methods: z._default(z.array(z.string()), []),
  is_suspended: z._default(z.boolean(), false),
  is_wallet: z.boolean(),
});
export type Account = z.infer<typeof AccountSchema>;

export const AccountResponseSchema = resultOf(AccountSchema);
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/**
 * The jetton a balance is in (docs/product-spec.md §3 "Jetton balance", product form: address and decimals,
 * plus what the list shows).
 */
export const JettonRefSchema = z.object({
  address: AddressSchema,
  decimals: TokenDecimalsSchema,
  name: z.string(),
  symbol: z.string(),
  image: z.nullable(z.string()),
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
