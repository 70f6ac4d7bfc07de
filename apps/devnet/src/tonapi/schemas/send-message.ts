import { z } from 'zod';

// POST /v2/blockchain/message: one BoC or a batch. Whether each is an external-in message is
// checked by the service, which answers TonAPI's precise 400s.

export const SendMessageBodySchema = z
  .object({
    boc: z.string().optional(),
    batch: z.array(z.string()).optional(),
  })
  .optional()
  .transform((b) => (b?.boc !== undefined ? [b.boc] : (b?.batch ?? [])));

/** TonAPI answers an accepted message with an empty 200. */
export const SentSchema = z.undefined();
