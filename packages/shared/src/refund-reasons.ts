import { REFUND_REASON_NAMES } from '@atoll/contracts/protocol';

// No zod and no @ton/core (`@atoll/contracts/protocol` imports nothing), so the web app can import it on
// its own (`@atoll/shared/refund-reasons`) without carrying the schemas into its chunks.

/**
 * Refund reasons as the API names them: the names of RefundReason in packages/contracts (errors.tolk
 * REASON_*), which the indexer passes through, and `unknown` for a code the contracts do not name.
 */
export const REFUND_REASONS = [...REFUND_REASON_NAMES, 'unknown'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
