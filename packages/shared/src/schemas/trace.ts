import { z } from 'zod/mini';
import { AddressSchema, HashSchema, NanoAmountSchema, QueryIdSchema, UnixTimeSchema } from './common';

// docs/product-spec.md §3 "Trace and transaction record", §4 "Transaction status". Neither response is
// wrapped in `result`: the spec shows them bare.

/** `GET /trace?account&query_id` */
export const TraceQuerySchema = z.strictObject({
  account: AddressSchema,
  query_id: QueryIdSchema,
});
export type TraceQuery = z.infer<typeof TraceQuerySchema>;

export const TraceEventSchema = z.object({
  tx_hash: HashSchema,
  success: z.boolean(),
  timestamp: UnixTimeSchema,
});
export type TraceEvent = z.infer<typeof TraceEventSchema>;

export const TraceSummarySchema = z.object({
  count: z.int().check(z.nonnegative()),
  events: z.array(TraceEventSchema),
});
export type TraceSummary = z.infer<typeof TraceSummarySchema>;

/**
 * Full (every transaction of the operation is final), Partial (some events are known, the rest
 * are still in flight) or Pending (nothing seen yet). The encoding is an externally tagged enum:
 * `{"Full":{count,events}}`, `{"Partial":{count,events}}`, or the bare JSON string `"Pending"`.
 * The route writes the JSON text `"Pending"` (content type application/json) itself, since Fastify
 * sends a bare string as text/plain; `response.json()` yields the text Pending.
 * Only Full counts as ready; Partial and Pending keep the client polling.
 */
export const TraceResponseSchema = z.union([
  z.strictObject({ Full: TraceSummarySchema }),
  z.strictObject({ Partial: TraceSummarySchema }),
  z.literal('Pending'),
]);
export type TraceResponse = z.infer<typeof TraceResponseSchema>;

export type TraceStatus = 'pending' | 'confirmed' | 'failed';

/**
 * docs/product-spec.md §4: no events (or not Full yet) is pending; all succeeded is confirmed; otherwise
 * failed.
 */
export function traceResponseStatus(response: TraceResponse): TraceStatus {
  if (response === 'Pending' || !('Full' in response)) return 'pending';
  const { events } = response.Full;
  if (events.length === 0) return 'pending';
  return events.every((event) => event.success) ? 'confirmed' : 'failed';
}

/** `GET /trace/{hash}`: the hash of any transaction of the trace, or the normalized external-in message hash. */
export const TraceHashParamsSchema = z.strictObject({ hash: HashSchema });
export type TraceHashParams = z.infer<typeof TraceHashParamsSchema>;

export const MessageTypeSchema = z.enum(['int_msg', 'ext_in_msg', 'ext_out_msg']);
export type MessageType = z.infer<typeof MessageTypeSchema>;

export const TraceMessageSchema = z.object({
  hash: HashSchema,
  msg_type: MessageTypeSchema,
  destination: z.optional(z.nullable(AddressSchema)),
  value: z.optional(NanoAmountSchema),
  /** First 32 bits of the body as `0x…`, when there is one. */
  op_code: z.optional(z.string().check(z.regex(/^0x[0-9a-f]{1,8}$/))),
});
export type TraceMessage = z.infer<typeof TraceMessageSchema>;

export const TraceTransactionSchema = z.object({
  hash: HashSchema,
  success: z.boolean(),
  /** External-out messages, plus internal ones whose transaction has not happened yet. */
  out_msgs: z.array(TraceMessageSchema),
  account: z.optional(AddressSchema),
  lt: z.optional(NanoAmountSchema),
  utime: z.optional(UnixTimeSchema),
});
export type TraceTransaction = z.infer<typeof TraceTransactionSchema>;

/**
 * A node of the transaction tree; internal messages that executed became `children`. Recursive (zod 4 getter
 * form), registered with an id so OpenAPI generators can refer to it as a component.
 */
export const TransactionTreeSchema = z.object({
  transaction: TraceTransactionSchema,
  get children(): z.ZodMiniDefault<z.ZodMiniArray<typeof TransactionTreeSchema>> {
    return z._default(z.array(TransactionTreeSchema), []);
  },
  emulated: z._default(z.boolean(), false),
});
z.globalRegistry.add(TransactionTreeSchema, { id: 'TransactionTree' });
export type TransactionTree = z.infer<typeof TransactionTreeSchema>;

/**
 * docs/product-spec.md §4: pending while emulated or while an internal message is still undelivered; failed
 * if any transaction failed.
 */
export function transactionTreeStatus(tree: TransactionTree): TraceStatus {
  let pending = false;
  let failed = false;
  const stack: TransactionTree[] = [tree];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.emulated || node.transaction.out_msgs.some((message) => message.msg_type === 'int_msg'))
      pending = true;
    if (!node.transaction.success) failed = true;
    stack.push(...node.children);
  }
  if (pending) return 'pending';
  return failed ? 'failed' : 'confirmed';
}
