import type { Metric, Registry } from 'prom-client';

// The API's per-request series, `atoll_http_requests_total` (method, route, status_code) and
// `atoll_http_request_duration_seconds` (method, route), counted per answer without prom-client's per-call
// work (a labels object per call, validated and hashed into a string key, twice an answer): each series is
// an object found by three map lookups and bumped in place. The registry reads them as custom metrics,
// in the shape prom-client's own Counter and Histogram give (http-series.test.ts compares the exposition
// text with theirs), so /metrics shows the same series and values.

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

interface Requests {
  labels: { method: string; route: string; status_code: string };
  count: number;
}

interface Durations {
  labels: { method: string; route: string };
  /** Answers per bucket, not cumulative: `counts[i]` took at most `DURATION_BUCKETS[i]`, above the one before. */
  counts: number[];
  sum: number;
  count: number;
}

interface Series {
  durations: Durations;
  /** By status code. */
  requests: Map<number, Requests>;
}

export interface HttpSeries {
  /** One answer: its method, route pattern (or 'unmatched'), status and duration. */
  record(method: string, route: string, status: number, seconds: number): void;
}

/** Registers both series in `registry` and returns the recorder. */
export function registerHttpSeries(registry: Registry): HttpSeries {
  // route → method → series: routes and methods are few, and their strings are the same objects each time
  const byRoute = new Map<string, Map<string, Series>>();
  const series = (method: string, route: string): Series => {
    let byMethod = byRoute.get(route);
    if (!byMethod) byRoute.set(route, (byMethod = new Map()));
    let found = byMethod.get(method);
    if (!found) {
      found = {
        durations: { labels: { method, route }, counts: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 },
        requests: new Map(),
      };
      byMethod.set(method, found);
    }
    return found;
  };
  const all = function* () {
    for (const byMethod of byRoute.values()) yield* byMethod.values();
  };

  const requestsName = 'atoll_http_requests_total';
  const durationName = 'atoll_http_request_duration_seconds';
  registry.registerMetric(
    customMetric(
      requestsName,
      'HTTP requests answered, by method, route (its pattern, not the path) and status code',
      'counter',
      () => {
        const values = [];
        for (const s of all())
          for (const r of s.requests.values()) values.push({ value: r.count, labels: r.labels });
        return values;
      },
      () => {
        for (const s of all()) s.requests.clear();
      },
    ),
  );
  registry.registerMetric(
    customMetric(
      durationName,
      'Time from request to response, by method and route',
      'histogram',
      () => {
        const values = [];
        for (const { durations: d } of all()) {
          if (d.count === 0) continue;
          let cumulative = 0;
          DURATION_BUCKETS.forEach((le, i) => {
            cumulative += d.counts[i]!;
            values.push(bucket(durationName, { le }, cumulative, d.labels));
          });
          values.push(
            bucket(durationName, { le: '+Inf' }, d.count, d.labels),
            { labels: {}, sharedLabels: d.labels, value: d.sum, metricName: `${durationName}_sum` },
            { labels: {}, sharedLabels: d.labels, value: d.count, metricName: `${durationName}_count` },
          );
        }
        return values;
      },
      () => {
        for (const { durations: d } of all()) {
          d.counts.fill(0);
          d.sum = 0;
          d.count = 0;
        }
      },
    ),
  );

  return {
    record(method, route, status, seconds) {
      const s = series(method, route);
      let requests = s.requests.get(status);
      if (!requests) {
        requests = { labels: { method, route, status_code: String(status) }, count: 0 };
        s.requests.set(status, requests);
      }
      requests.count++;
      const d = s.durations;
      // prom-client's bounds: a value equal to a bound is in its bucket; above the last, only in +Inf
      let i = 0;
      while (i < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[i]!) i++;
      if (i < DURATION_BUCKETS.length) d.counts[i]!++;
      d.sum += seconds;
      d.count++;
    },
  };
}

interface Value {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
  /** A bucket's: none kept (prom-client's Histogram gives null without exemplars). */
  exemplar?: null;
}

const bucket = (
  name: string,
  le: { le: number | string },
  value: number,
  shared: Record<string, string>,
): Value => ({
  labels: le,
  sharedLabels: shared,
  value,
  metricName: `${name}_bucket`,
  exemplar: null,
});

/**
 * A metric as prom-client's registry reads one: `getForPromString` for the exposition text (a histogram's
 * series labels shared by its lines, as prom-client's Histogram gives them), `get` for JSON (labels joined).
 */
function customMetric(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  values: () => Value[],
  reset: () => void,
): Metric {
  const data = (vs: Value[]) => ({ name, help, type, values: vs, aggregator: 'sum' as const });
  // the registry reads only these (its type names prom-client's own classes, whose methods it never calls)
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum' as const,
    getForPromString: async () => data(values()),
    get: async () =>
      data(
        values().map(({ labels, sharedLabels, ...rest }) => ({
          ...rest,
          labels: { ...labels, ...sharedLabels },
        })),
      ),
    reset,
  };
  return metric as unknown as Metric;
}
