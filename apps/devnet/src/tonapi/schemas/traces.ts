import { z } from 'zod';
import { TransactionSchema } from './blockchain';

// /v2/traces/{trace_id}: TonAPI's Trace, a transaction and the traces its messages started.

export interface TraceShape {
  transaction: z.infer<typeof TransactionSchema>;
  interfaces: string[];
  children?: TraceShape[];
  emulated: boolean;
}

export const TraceSchema: z.ZodType<TraceShape> = z.lazy(() =>
  z.object({
    transaction: TransactionSchema,
    interfaces: z.array(z.string()),
    children: z.array(TraceSchema).optional(),
    emulated: z.boolean(),
  }),
);

export const TraceParamsSchema = z.object({ trace_id: z.string() });
