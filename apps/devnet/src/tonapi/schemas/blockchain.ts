import { z } from 'zod';
import {
  AccountAddressSchema,
  AccountIdParamsSchema,
  AccountStatusSchema,
  Hash256Schema,
  HexSchema,
  Int64Schema,
  intQuery,
  ltQuery,
  RawAddressSchema,
  SortOrderSchema,
} from './common';

// /v2/blockchain/*: TonAPI's Message, Transaction, BlockchainBlock, BlockchainBlockShards,
// BlockchainRawAccount and MethodExecutionResult, as the devnet writes them.

export const MessageSchema = z.object({
  msg_type: z.enum(['int_msg', 'ext_in_msg', 'ext_out_msg']),
  created_lt: Int64Schema,
  ihr_disabled: z.boolean(),
  bounce: z.boolean(),
  bounced: z.boolean(),
  value: Int64Schema,
  fwd_fee: Int64Schema,
  ihr_fee: Int64Schema,
  import_fee: Int64Schema,
  created_at: z.number().int(),
  hash: Hash256Schema,
  source: AccountAddressSchema.optional(),
  destination: AccountAddressSchema.optional(),
  op_code: z
    .string()
    .regex(/^0x[0-9a-f]{8}$/)
    .optional(),
  init: z.object({ boc: HexSchema, interfaces: z.array(z.string()) }).optional(),
  raw_body: HexSchema.optional(),
});

const ComputePhaseSchema = z.object({
  skipped: z.boolean(),
  skip_reason: z.string().optional(),
  success: z.boolean().optional(),
  gas_fees: Int64Schema.optional(),
  gas_used: Int64Schema.optional(),
  vm_steps: z.number().int().optional(),
  exit_code: z.number().int().optional(),
});

export const TransactionSchema = z.object({
  hash: Hash256Schema,
  lt: Int64Schema,
  account: AccountAddressSchema,
  success: z.boolean(),
  utime: z.number().int(),
  orig_status: AccountStatusSchema,
  end_status: AccountStatusSchema,
  total_fees: Int64Schema,
  end_balance: Int64Schema,
  transaction_type: z.string(),
  state_update_old: Hash256Schema,
  state_update_new: Hash256Schema,
  in_msg: MessageSchema.optional(),
  out_msgs: z.array(MessageSchema),
  block: z.string(),
  prev_trans_hash: Hash256Schema.optional(),
  prev_trans_lt: Int64Schema.optional(),
  aborted: z.boolean(),
  destroyed: z.boolean(),
  compute_phase: ComputePhaseSchema.optional(),
  storage_phase: z
    .object({ fees_collected: Int64Schema, fees_due: Int64Schema.optional(), status_change: z.string() })
    .optional(),
  credit_phase: z.object({ fees_collected: Int64Schema, credit: Int64Schema }).optional(),
  action_phase: z
    .object({
      success: z.boolean(),
      result_code: z.number().int(),
      total_actions: z.number().int(),
      skipped_actions: z.number().int(),
      fwd_fees: Int64Schema,
      total_fees: Int64Schema,
    })
    .optional(),
  bounce_phase: z.string().optional(),
  raw: HexSchema,
});

export const TransactionsSchema = z.object({ transactions: z.array(TransactionSchema) });

const ValueFlowSchema = z.record(z.string(), z.object({ grams: Int64Schema, other: z.array(z.unknown()) }));

export const BlockSchema = z.object({
  workchain_id: z.number().int(),
  shard: z.string(),
  seqno: z.number().int(),
  root_hash: Hash256Schema,
  file_hash: Hash256Schema,
  global_id: z.number().int(),
  value_flow: ValueFlowSchema,
  version: z.number().int(),
  after_merge: z.boolean(),
  before_split: z.boolean(),
  after_split: z.boolean(),
  want_split: z.boolean(),
  want_merge: z.boolean(),
  key_block: z.boolean(),
  gen_utime: Int64Schema,
  start_lt: Int64Schema,
  end_lt: Int64Schema,
  vert_seqno: z.number().int(),
  gen_catchain_seqno: z.number().int(),
  min_ref_mc_seqno: z.number().int(),
  prev_key_block_seqno: z.number().int(),
  master_ref: z.string().optional(),
  prev_refs: z.array(z.string()),
  in_msg_descr_length: Int64Schema,
  out_msg_descr_length: Int64Schema,
  rand_seed: Hash256Schema,
  created_by: Hash256Schema,
  tx_quantity: z.number().int(),
});

export const ShardsSchema = z.object({
  shards: z.array(z.object({ last_known_block_id: z.string(), last_known_block: BlockSchema })),
});

export const RawAccountSchema = z.object({
  address: RawAddressSchema,
  balance: Int64Schema,
  code: HexSchema.optional(),
  data: HexSchema.optional(),
  last_transaction_lt: Int64Schema,
  last_transaction_hash: Hash256Schema.optional(),
  frozen_hash: Hash256Schema.optional(),
  status: AccountStatusSchema,
  storage: z.object({
    used_cells: Int64Schema,
    used_bits: Int64Schema,
    used_public_cells: Int64Schema,
    last_paid: z.number().int(),
    due_payment: Int64Schema,
  }),
  libraries: z.array(z.object({ public: z.boolean(), root: HexSchema })).optional(),
});

type StackRecordJson = {
  type: 'num' | 'cell' | 'tuple' | 'nan' | 'null';
  num?: string;
  cell?: string;
  tuple?: StackRecordJson[];
};
const StackRecordSchema: z.ZodType<StackRecordJson> = z.lazy(() =>
  z.object({
    type: z.enum(['num', 'cell', 'tuple', 'nan', 'null']),
    num: z.string().optional(),
    cell: HexSchema.optional(),
    tuple: z.array(StackRecordSchema).optional(),
  }),
);

export const MethodResultSchema = z.object({
  success: z.boolean(),
  exit_code: z.number().int(),
  stack: z.array(StackRecordSchema),
});

export const MethodParamsSchema = AccountIdParamsSchema.extend({ method_name: z.string() });
export const MethodQuerySchema = z.object({
  args: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});
export const MethodBodySchema = z
  .object({
    args: z.array(z.object({ type: z.string(), value: z.string() }), {
      error: 'args must be an array of {type, value}',
    }),
  })
  .partial()
  .optional();

export const AccountTransactionsQuerySchema = z.object({
  after_lt: ltQuery('after_lt'),
  before_lt: ltQuery('before_lt'),
  limit: intQuery('limit', 1, 1000),
  sort_order: SortOrderSchema.default('desc'),
});

export const TransactionParamsSchema = z.object({ transaction_id: z.string() });
export const MessageParamsSchema = z.object({ msg_id: z.string() });
export const ShardsParamsSchema = z.object({ masterchain_seqno: z.string() });
