// The API's own request series must read at /metrics exactly as prom-client's Counter and Histogram did.
import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerHttpSeries } from './http-series';

/** The same answers, fed to prom-client's own classes and to ours, in two registries labelled alike. */
function both() {
  const theirs = new Registry();
  const ours = new Registry();
  for (const r of [theirs, ours]) r.setDefaultLabels({ service: 'api' });
  const requests = new Counter({
    name: 'atoll_http_requests_total',
    help: 'HTTP requests answered, by method, route (its pattern, not the path) and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [theirs],
  });
  const duration = new Histogram({
    name: 'atoll_http_request_duration_seconds',
    help: 'Time from request to response, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [theirs],
  });
  const series = registerHttpSeries(ours);
  return {
    theirs,
    ours,
    record(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status_code: String(status) });
      duration.observe({ method, route }, seconds);
      series.record(method, route, status, seconds);
    },
  };
}

/** The exposition's lines, sorted: Prometheus reads series in any order. */
const lines = async (registry: Registry) => (await registry.metrics()).split('\n').sort();

describe('HTTP request series', () => {
  it('reads as prom-client’s Counter and Histogram: counts, buckets (bounds included), sums', async () => {
    const m = both();
    // on a bound, between bounds, past the last bound, and a second route, method and status
    for (const s of [0.005, 0.0051, 0.3, 12, 0.0001, 0.0001]) m.record('GET', '/prices', 200, s);
    m.record('GET', '/prices', 304, 0.002);
    m.record('POST', '/pools/search', 200, 1);
    m.record('GET', 'unmatched', 404, 0.01);
    expect(await lines(m.ours)).toEqual(await lines(m.theirs));
    const text = await m.ours.metrics();
    expect(text).toContain(
      'atoll_http_requests_total{method="GET",route="/prices",status_code="200",service="api"} 6',
    );
    expect(text).toContain(
      'atoll_http_request_duration_seconds_bucket{le="0.005",service="api",method="GET",route="/prices"} 4',
    );
    expect(text).toContain(
      'atoll_http_request_duration_seconds_count{service="api",method="GET",route="/prices"} 7',
    );
  });

  it('gives the same JSON as prom-client, and nothing before the first answer', async () => {
    const m = both();
    expect(await m.ours.metrics()).toBe(await m.theirs.metrics());
    m.record('GET', '/tokens', 200, 0.02);
    expect(await m.ours.getMetricsAsJSON()).toEqual(await m.theirs.getMetricsAsJSON());
  });

  it('starts over when the registry resets its metrics', async () => {
    const m = both();
    m.record('GET', '/tokens', 200, 0.02);
    m.theirs.resetMetrics();
    m.ours.resetMetrics();
    m.record('GET', '/tokens', 500, 0.2);
    expect(await lines(m.ours)).toEqual(await lines(m.theirs));
  });
});
