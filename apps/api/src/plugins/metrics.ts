import { chainApiMetrics, createMetricsRegistry } from '@atoll/chain/metrics';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { ApiChain } from '../chain/tonapi';

// GET /metrics (Prometheus, prom-client): requests and latency per route and status, the chain API's
// requests, 429s and queue, the read cache's hits per kind, and the process's own metrics. Served on the
// API's port; keep it internal at the proxy (README.md, "Operations").

/** Returns the registry, where modules add their own series (the analytics counter). */
export async function registerMetrics(app: FastifyInstance, chain: ApiChain): Promise<Registry> {
  const registry = createMetricsRegistry('api');
  chainApiMetrics(registry, () => ({
    ...chain.api.stats,
    waiting: chain.api.queue.waiting,
    inFlight: chain.api.queue.inFlight,
  }));
  new Counter({
    name: 'atoll_chain_read_cache_total',
    help: "The API's chain reads by kind and result: hit (cached), coalesced (shared a read in flight), miss",
    labelNames: ['kind', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, s] of Object.entries(chain.reads.stats().kinds)) {
        this.inc({ kind, result: 'hit' }, s.hits);
        this.inc({ kind, result: 'coalesced' }, s.coalesced);
        this.inc({ kind, result: 'miss' }, s.misses);
      }
    },
  });
  const requests = new Counter({
    name: 'atoll_http_requests_total',
    help: 'HTTP requests answered, by method, route (its pattern, not the path) and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'atoll_http_request_duration_seconds',
    help: 'Time from request to response, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    // the route's pattern keeps the label set small; what matched no route is one series
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  return registry;
}
