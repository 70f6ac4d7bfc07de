import type { AnalyticsEvent } from '@atoll/shared/analytics';
import type { Analytics } from '../lib/analytics';
import { env } from './env';

// The app's one analytics queue (lib/analytics.ts), off unless the build sets VITE_ANALYTICS_URL. Its code loads
// with the first event of a build that has analytics on: the page-load JavaScript only holds this check.
let queue: Promise<Analytics> | null = null;

export function track(event: AnalyticsEvent): void {
  const url = env.analyticsUrl;
  if (url === null) return;
  queue ??= import('../lib/analytics').then((module) => module.createAnalytics(url));
  void queue.then((analytics) => analytics.track(event));
}
