import { createServer, type Server } from 'node:http';
import type { TonApi } from '@atoll/chain';
import {
  chainApiMetrics,
  createMetricsRegistry,
  queueMetrics,
  type CountedQueue,
} from '@atoll/chain/metrics';
import { Counter, Gauge } from 'prom-client';
import type { KeeperStats } from './keeper';

// The keeper's /healthz and Prometheus /metrics (KEEPER_STATUS_PORT): actions sent, its queue, failed
// actions, the chain API's requests and 429s, and the hot wallet's balance, which pays every fill and expiry
// (README.md, "Operations": alert before it runs dry).

export function createKeeperMetrics(deps: {
  api: TonApi;
  queue: CountedQueue;
  stats: KeeperStats;
  balance: () => Promise<bigint>;
}) {
  const registry = createMetricsRegistry('keeper');
  chainApiMetrics(registry, () => ({
    ...deps.api.stats,
    waiting: deps.api.queue.waiting,
    inFlight: deps.api.queue.inFlight,
  }));
  const { jobFailed } = queueMetrics(registry, [deps.queue]);
  new Counter({
    name: 'atoll_keeper_actions_total',
    help: 'Actions the keeper sent or dropped: kind=fill|expire sent, kind=skipped (no longer fillable)',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ kind: 'fill' }, deps.stats.fillsSent);
      this.inc({ kind: 'expire' }, deps.stats.expiriesSent);
      this.inc({ kind: 'skipped' }, deps.stats.skipped);
    },
  });
  new Gauge({
    name: 'atoll_keeper_wallet_balance_ton',
    help: "The hot wallet's balance in TON (-1: the chain did not answer)",
    registers: [registry],
    async collect() {
      const nano = await deps.balance().catch(() => null);
      // a float is exact enough for an alert threshold; the ledger itself is the chain
      this.set(nano === null ? -1 : Number(nano) / 1e9);
    },
  });
  return { registry, jobFailed };
}

export async function serveStatus(
  registry: ReturnType<typeof createKeeperMetrics>['registry'],
  { port, host }: { port: number; host: string },
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      return;
    }
    if (req.method === 'GET' && req.url === '/metrics') {
      registry.metrics().then(
        (body) => res.writeHead(200, { 'content-type': registry.contentType }).end(body),
        (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: GET /healthz or /metrics');
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return server;
}
