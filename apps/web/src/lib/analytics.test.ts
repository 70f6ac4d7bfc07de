import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_FLUSH_MS, createAnalytics } from './analytics';

const URL = 'https://api.atoll.example/analytics/events';

function recorder() {
  const sent: Array<{ url: string; events: unknown }> = [];
  return {
    sent,
    sink: {
      send: (url: string, body: string) => {
        sent.push({ url, events: (JSON.parse(body) as { events: unknown }).events });
        return true;
      },
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('analytics', () => {
  it('is off by default: nothing is queued or sent', () => {
    vi.useFakeTimers();
    const { sent, sink } = recorder();
    const analytics = createAnalytics(null, sink);
    analytics.track({ name: 'nav_click', label: 'swap' });
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS * 10);
    analytics.flush();
    expect(sent).toEqual([]);
  });

  it('batches the events of a second into one request to our endpoint', () => {
    vi.useFakeTimers();
    const { sent, sink } = recorder();
    const analytics = createAnalytics(URL, sink);
    analytics.track({ name: 'nav_click', label: 'pools' });
    analytics.track({ name: 'wallet_connected' });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_MS);
    expect(sent).toEqual([
      { url: URL, events: [{ name: 'nav_click', label: 'pools' }, { name: 'wallet_connected' }] },
    ]);
  });

  it('splits a long queue into batches the API accepts (20 at most), and flushes when the page is left', () => {
    const { sent, sink } = recorder();
    const analytics = createAnalytics(URL, sink);
    for (let i = 0; i < 25; i++) analytics.track({ name: 'nav_click', label: 'home' });
    dispatchEvent(new Event('pagehide'));
    expect(sent.map((batch) => (batch.events as unknown[]).length)).toEqual([20, 5]);
  });
});
