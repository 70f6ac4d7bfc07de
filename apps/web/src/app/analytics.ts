import { createAnalytics } from '../lib/analytics';
import { env } from './env';

/** The app's one analytics queue: off unless the build sets VITE_ANALYTICS_URL (lib/analytics.ts). */
export const analytics = createAnalytics(env.analyticsUrl);
