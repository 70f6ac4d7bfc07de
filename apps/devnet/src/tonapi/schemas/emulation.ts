import { z } from 'zod';
import { AccountAddressSchema, Int64Schema } from './common';
import { AccountEventsSchema, flag } from './accounts';
import { JettonPreviewSchema } from './jettons';
import { TraceSchema } from './traces';

// POST /v2/traces/emulate and /v2/wallet/emulate: TonAPI's Boc and EmulationBoc bodies, its
// Trace and MessageConsequences answers. Whether the BoC is an external-in message is checked by
// the service, which answers TonAPI's precise 400s.

const bocField = z.string({ error: 'boc must be a base64 encoded string or hex string' });

export const EmulateTraceBodySchema = z.object({ boc: bocField });
export const EmulateTraceQuerySchema = z.object({ ignore_signature_check: flag });

export const EmulateWalletBodySchema = z.object({
  boc: bocField,
  address_override: z.string().optional(),
  params: z
    .array(
      z.object({
        address: z.string(),
        balance: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).optional(),
      }),
    )
    .optional(),
});

export const RiskSchema = z.object({
  transfer_all_remaining_balance: z.boolean(),
  gram: Int64Schema,
  jettons: z.array(
    z.object({
      quantity: z.string().regex(/^\d+$/),
      wallet_address: AccountAddressSchema,
      jetton: JettonPreviewSchema,
    }),
  ),
  nfts: z.array(z.never()),
});

export const MessageConsequencesSchema = z.object({
  trace: TraceSchema,
  risk: RiskSchema,
  event: AccountEventsSchema.shape.events.element,
});
