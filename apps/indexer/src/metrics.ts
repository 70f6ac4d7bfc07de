import { chainApiMetrics, createMetricsRegistry, queueMetrics } from '@atoll/chain/metrics';
import { Gauge } from 'prom-client';
import type { IndexerContext } from './context';

// The indexer's Prometheus metrics, served on the status server's /metrics (status.ts): queue depth and
// failed attempts per queue, how far the indexed events are behind the chain's head, and the chain API's
// requests and 429s. README.md, "Operations", says what to watch.

export function createIndexerMetrics({
  db,
  tonapi,
  queues,
}: Pick<IndexerContext, 'db' | 'tonapi' | 'queues'>) {
  const registry = createMetricsRegistry('indexer');
  chainApiMetrics(registry, () => ({
    ...tonapi.api.stats,
    waiting: tonapi.api.queue.waiting,
    inFlight: tonapi.api.queue.inFlight,
  }));
  const { jobFailed } = queueMetrics(registry, Object.values(queues));
  new Gauge({
    name: 'atoll_indexer_seconds_behind_head',
    help: "Seconds between the chain's masterchain head and the newest indexed pool event (-1: chain unreachable)",
    registers: [registry],
    async collect() {
      const head = await tonapi.masterchainHead().catch(() => null);
      const last = await db.poolEvent.findFirst({
        orderBy: { timestamp: 'desc' },
        select: { timestamp: true },
      });
      if (!head) this.set(-1);
      else this.set(last ? Math.max(0, head.utime - Math.floor(last.timestamp.getTime() / 1000)) : 0);
    },
  });
  return { registry, jobFailed };
}

export type IndexerMetrics = ReturnType<typeof createIndexerMetrics>;
