import { z } from 'zod/mini';
import { resultOf } from './common';

// The web app's analytics events (docs/product-spec.md §2 "Shell": a click event per navigation entry; §4: 'wallet
// connected' on the proof path, a cancelled connection, a confirmed transaction per variant). Off unless the
// build names an endpoint; that endpoint is our own API, which counts them. No third party, and no wallet
// address or amount leaves the browser: an event is a name and a label from the lists below.

export const ANALYTICS_EVENT_NAMES = [
  'nav_click',
  'wallet_connected',
  'connection_cancelled',
  'transaction_confirmed',
] as const;
export const AnalyticsEventNameSchema = z.enum(ANALYTICS_EVENT_NAMES);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventNameSchema>;

/** What an event may carry: a navigation entry, or a transaction variant. */
export const ANALYTICS_LABELS = [
  'home',
  'swap',
  'pools',
  'default',
  'remove-liquidity',
  'add-liquidity',
  'add-initial-liquidity',
  'place-order',
  'cancel-order',
  'demo',
] as const;
export const AnalyticsLabelSchema = z.enum(ANALYTICS_LABELS);
export type AnalyticsLabel = z.infer<typeof AnalyticsLabelSchema>;

export const AnalyticsEventSchema = z.strictObject({
  name: AnalyticsEventNameSchema,
  label: z.optional(AnalyticsLabelSchema),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** `POST /analytics/events`: a batch the browser flushed, at most 20 events. */
export const AnalyticsEventsRequestSchema = z.strictObject({
  events: z.array(AnalyticsEventSchema).check(z.minLength(1), z.maxLength(20)),
});
export type AnalyticsEventsRequest = z.infer<typeof AnalyticsEventsRequestSchema>;

export const AnalyticsEventsResponseSchema = resultOf(z.object({ accepted: z.int() }));
export type AnalyticsEventsResponse = z.infer<typeof AnalyticsEventsResponseSchema>;
