import type { AnalyticsEvent } from '@atoll/shared/analytics';

// The app's analytics (docs/product-spec.md §2: a click event per navigation entry; §4: 'wallet connected' on
// the proof path, a cancelled connection, a confirmed transaction per variant). Off unless the build names an
// endpoint (VITE_ANALYTICS_URL: our own API's POST /analytics/events, which validates and counts them); no third
// party, no address, no amount. Events are batched and sent as a beacon: a text/plain body needs no CORS
// preflight and survives leaving the page. Kept tiny: it ships with the entry.

export const ANALYTICS_FLUSH_MS = 1000;
const MAX_BATCH = 20;

export interface AnalyticsSink {
  /** Delivers one batch's JSON body; false when the browser would not take it. */
  send(url: string, body: string): boolean;
}

const beaconSink: AnalyticsSink = {
  send(url, body) {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, body)) return true;
    void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
    return true;
  },
};

export interface Analytics {
  track(event: AnalyticsEvent): void;
  /** Sends what is queued now (leaving the page, tests). */
  flush(): void;
}

export function createAnalytics(url: string | null, sink: AnalyticsSink = beaconSink): Analytics {
  const queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    while (url !== null && queue.length > 0)
      sink.send(url, JSON.stringify({ events: queue.splice(0, MAX_BATCH) }));
  };
  if (url !== null && typeof addEventListener !== 'undefined') addEventListener('pagehide', flush);
  return {
    track(event) {
      if (url === null) return;
      queue.push(event);
      timer ??= setTimeout(flush, ANALYTICS_FLUSH_MS);
    },
    flush,
  };
}
