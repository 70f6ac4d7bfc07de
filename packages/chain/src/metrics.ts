import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { TonApiStats } from './tonapi/client';

// Prometheus metrics (prom-client) shared by the API, the indexer and the keeper: each builds one registry
// and serves it on /metrics. Node only (the web app never imports this module). What each alert means:
// README.md, "Operations".

/** A registry with the process's default metrics (memory, CPU, event loop lag), every series labelled with
 * the service's name so that one Prometheus can scrape all three. */
export function createMetricsRegistry(service: 'api' | 'indexer' | 'keeper'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry, prefix: 'atoll_' });
  return registry;
}

/** What the one TonAPI client counts: requests sent, 429s received, failures, and its queue. */
export function chainApiMetrics(
  registry: Registry,
  read: () => TonApiStats & { waiting: number; inFlight: number },
): void {
  const counter = (name: string, help: string, field: keyof TonApiStats) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        // the client's own counts only grow: the counter follows them
        this.reset();
        this.inc(read()[field]);
      },
    });
  counter(
    'atoll_chain_api_requests_total',
    'Requests sent to the chain API (TonAPI), retries included',
    'requests',
  );
  counter('atoll_chain_api_throttled_total', 'Chain API answers 429 (rate limited)', 'throttled');
  counter('atoll_chain_api_errors_total', 'Chain API network failures and 5xx answers', 'errors');
  new Gauge({
    name: 'atoll_chain_api_queue',
    help: 'Chain API requests waiting for their turn (state=waiting) or in flight (state=in_flight)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { waiting, inFlight } = read();
      this.set({ state: 'waiting' }, waiting);
      this.set({ state: 'in_flight' }, inFlight);
    },
  });
}

/** The part of a BullMQ queue the metrics read (structural: this package does not depend on BullMQ). */
export interface CountedQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized'] as const;

/**
 * Queue depth per queue and state, read at each scrape, and a counter of failed job attempts that the
 * workers' `failed` events feed (`jobFailed(queue)`).
 */
export function queueMetrics(registry: Registry, queues: CountedQueue[]) {
  new Gauge({
    name: 'atoll_queue_jobs',
    help: 'Jobs in each BullMQ queue, by state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const queue of queues) {
        const counts = await queue.getJobCounts(...QUEUE_STATES);
        for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }
    },
  });
  const failures = new Counter({
    name: 'atoll_queue_job_failures_total',
    help: 'Job attempts that failed, per queue (a retried job counts each failed attempt)',
    labelNames: ['queue'],
    registers: [registry],
  });
  return { jobFailed: (queue: string) => failures.inc({ queue }) };
}
