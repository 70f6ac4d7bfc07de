import { z } from 'zod';
import {
  AccountAddressSchema,
  AccountStatusSchema,
  Hash256Schema,
  Int64Schema,
  intQuery,
  ListQuerySchema,
  ltQuery,
  RawAddressSchema,
} from './common';
import { JettonPreviewSchema, TokenRatesSchema } from './jettons';

// /v2/accounts/*: TonAPI's Account, JettonsBalances and AccountEvents.

export const AccountSchema = z.object({
  address: RawAddressSchema,
  balance: Int64Schema,
  last_activity: z.number().int(),
  status: AccountStatusSchema,
  interfaces: z.array(z.string()).optional(),
  name: z.string().optional(),
  icon: z.string().optional(),
  is_scam: z.boolean(),
  memo_required: z.boolean(),
  get_methods: z.array(z.string()),
  is_wallet: z.boolean(),
});

/** POST /v2/accounts/_bulk: TonAPI's AccountIDs body; the bound keeps one request's work finite. */
export const AccountIdsBodySchema = z.object({
  account_ids: z.array(z.string()).min(1).max(1000),
});

export const AccountsSchema = z.object({ accounts: z.array(AccountSchema) });

export const JettonsBalancesSchema = z.object({
  balances: z.array(
    z.object({
      balance: z.string().regex(/^\d+$/),
      price: TokenRatesSchema.optional(),
      wallet_address: AccountAddressSchema,
      jetton: JettonPreviewSchema,
    }),
  ),
});

export const AccountJettonsQuerySchema = z.object({
  currencies: ListQuerySchema,
  offset: intQuery('offset', 0, Number.MAX_SAFE_INTEGER),
  limit: intQuery('limit', 1, 1000),
});

export const flag = z
  .string()
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const AccountEventsQuerySchema = z.object({
  limit: intQuery('limit', 1, 100)
    .refine((v) => v !== undefined, 'limit is required')
    .transform((v) => v!),
  before_lt: ltQuery('before_lt'),
  after_lt: ltQuery('after_lt'),
  start_date: intQuery('start_date', 0, Number.MAX_SAFE_INTEGER),
  end_date: intQuery('end_date', 0, Number.MAX_SAFE_INTEGER),
  subject_only: flag,
  initiator: flag,
  sort_order: z.enum(['asc', 'desc']).optional(),
});

const PreviewSchema = z.object({
  name: z.string(),
  description: z.string(),
  value: z.string(),
  accounts: z.array(AccountAddressSchema),
});

const Amount = z.string().regex(/^\d+$/);
const base = {
  status: z.enum(['ok', 'failed']),
  base_transactions: z.array(Hash256Schema),
  simple_preview: PreviewSchema,
};

/** The Action variants the classifier produces (events/actions.ts), as TonAPI writes them. */
export const ActionSchema = z.discriminatedUnion('type', [
  z.object({
    ...base,
    type: z.literal('TonTransfer'),
    TonTransfer: z.object({
      sender: AccountAddressSchema,
      recipient: AccountAddressSchema,
      amount: Int64Schema,
      comment: z.string().optional(),
    }),
  }),
  z.object({
    ...base,
    type: z.literal('JettonTransfer'),
    JettonTransfer: z.object({
      sender: AccountAddressSchema.optional(),
      recipient: AccountAddressSchema.optional(),
      senders_wallet: RawAddressSchema,
      recipients_wallet: RawAddressSchema,
      amount: Amount,
      comment: z.string().optional(),
      jetton: JettonPreviewSchema,
    }),
  }),
  z.object({
    ...base,
    type: z.literal('JettonMint'),
    JettonMint: z.object({
      recipient: AccountAddressSchema,
      recipients_wallet: RawAddressSchema,
      amount: Amount,
      jetton: JettonPreviewSchema,
    }),
  }),
  z.object({
    ...base,
    type: z.literal('JettonBurn'),
    JettonBurn: z.object({
      sender: AccountAddressSchema,
      senders_wallet: RawAddressSchema,
      amount: Amount,
      jetton: JettonPreviewSchema,
    }),
  }),
  z.object({
    ...base,
    type: z.literal('JettonSwap'),
    JettonSwap: z.object({
      dex: z.string(),
      amount_in: Amount,
      amount_out: Amount,
      ton_in: Int64Schema.optional(),
      gram_in: Int64Schema.optional(),
      ton_out: Int64Schema.optional(),
      gram_out: Int64Schema.optional(),
      user_wallet: AccountAddressSchema,
      router: AccountAddressSchema,
      jetton_master_in: JettonPreviewSchema.optional(),
      jetton_master_out: JettonPreviewSchema.optional(),
    }),
  }),
  z.object({
    ...base,
    type: z.literal('SmartContractExec'),
    SmartContractExec: z.object({
      executor: AccountAddressSchema,
      contract: AccountAddressSchema,
      ton_attached: Int64Schema,
      gram_attached: Int64Schema,
      operation: z.string(),
    }),
  }),
]);

export const AccountEventsSchema = z.object({
  events: z.array(
    z.object({
      event_id: Hash256Schema,
      account: AccountAddressSchema,
      timestamp: z.number().int(),
      actions: z.array(ActionSchema),
      is_scam: z.boolean(),
      lt: Int64Schema,
      in_progress: z.boolean(),
      extra: Int64Schema,
      progress: z.number(),
      ext_msg_hash: Hash256Schema.optional(),
    }),
  ),
  next_from: Int64Schema,
});
