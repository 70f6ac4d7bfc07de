import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';
import type { AddressInfo } from 'node:net';
import { toBigInt } from '@atoll/db';
import type { SseFollower } from './chain/sse';
import { ltOf } from './chain/tonapi';
import type { IndexerContext } from './context';
import type { ReconcileStats } from './jobs/reconcile/reconcile';
import { quarantineOf } from './quarantine/quarantine';
import { QueueName } from './queues';

type Deps = Pick<IndexerContext, 'db' | 'tonapi' | 'queues'> & {
  sse: SseFollower | null;
  factory: string;
  /** Drift the reconcile found and corrected (jobs/reconcile). */
  reconcile?: () => ReconcileStats;
  /** Served on /metrics (metrics.ts). */
  metrics?: Registry;
};

/** GET /status: queue counts, recent failures, quarantined accounts, lag behind the chain, sequence gaps. */
export function createStatus({ db, tonapi, queues, sse, factory, reconcile, metrics }: Deps) {
  const quarantine = quarantineOf(queues[QueueName.AccountSync]);
  async function snapshot() {
    const queueStats = Object.fromEntries(
      await Promise.all(
        Object.values(QueueName).map(async (name) => [
          name,
          await queues[name].getJobCounts(
            'waiting',
            'active',
            'delayed',
            'failed',
            'completed',
            'prioritized',
          ),
        ]),
      ),
    );
    const failures = (await Promise.all(Object.values(QueueName).map((name) => queues[name].getFailed(0, 4))))
      .flat()
      .map((j) => ({
        queue: j.queueName,
        id: j.id,
        attempts: j.attemptsMade,
        reason: j.failedReason,
        at: j.finishedOn,
      }));
    // lag of the factory and the pools; LP wallets are only counted (there can be many of them)
    const pools = new Set((await db.pool.findMany({ select: { address: true } })).map((p) => p.address));
    const all = await db.indexerCursor.findMany();
    const cursors = all.filter((c) => c.account === factory || pools.has(c.account));
    let head: { seqno: number; utime: number } | null = null;
    const lag: Array<{ account: string; cursorLt: string; chainLt: string | null; behindLt: string | null }> =
      [];
    try {
      head = await tonapi.masterchainHead();
      for (const c of cursors) {
        const chain = await tonapi.account(c.account).catch(() => null);
        const chainLt = chain ? ltOf(chain.last_transaction_lt) : null;
        const cursorLt = toBigInt(c.lastLt);
        lag.push({
          account: c.account,
          cursorLt: cursorLt.toString(),
          chainLt: chainLt?.toString() ?? null,
          behindLt: chainLt === null ? null : (chainLt > cursorLt ? chainLt - cursorLt : 0n).toString(),
        });
      }
    } catch {
      // the chain being unreachable is itself the status
    }
    const gaps = await db.$queryRaw<Array<{ pool_address: string; missing: bigint }>>`
      SELECT pool_address, (MAX(seqno) - MIN(seqno) + 1 - COUNT(DISTINCT seqno))::bigint AS missing
      FROM pool_events GROUP BY pool_address HAVING MAX(seqno) - MIN(seqno) + 1 <> COUNT(DISTINCT seqno)`;
    const lastEvent = await db.poolEvent.findFirst({
      orderBy: { timestamp: 'desc' },
      select: { timestamp: true },
    });
    const secondsBehindHead =
      head && lastEvent ? Math.max(0, head.utime - Math.floor(lastEvent.timestamp.getTime() / 1000)) : null;
    const accountsBehind = lag.filter((l) => l.behindLt !== '0').length;
    const quarantined = await quarantine.list();
    const failed = (Object.values(queueStats) as Array<Record<string, number>>).reduce(
      (sum, c) => sum + (c.failed ?? 0),
      0,
    );
    return {
      // what an operator reads first, in words; the details follow
      summary: [
        head ? `chain head #${head.seqno}` : 'chain unreachable',
        secondsBehindHead === null
          ? 'no pool event yet'
          : `newest event ${secondsBehindHead} s behind the head`,
        `${accountsBehind} account(s) behind`,
        `${gaps.length} pool(s) with gaps`,
        `${failed} failed job(s)`,
        `${quarantined.length} quarantined`,
      ].join(', '),
      secondsBehindHead,
      accountsBehind,
      lastEventAt: lastEvent?.timestamp ?? null,
      chain: head,
      lpWalletsFollowed: all.length - cursors.length,
      lag,
      gaps: gaps.map((g) => ({ pool: g.pool_address, missing: Number(g.missing) })),
      reconcile: reconcile?.() ?? null,
      queues: queueStats,
      failures,
      /** accounts whose sync kept failing: account, error, attempts, when; retried once at retryAt */
      quarantine: quarantined,
      sse: sse ? { streams: sse.connected, received: sse.received, lastEventAt: sse.lastEventAt } : null,
      tonapi: { ...tonapi.api.stats, waiting: tonapi.api.queue.waiting, inFlight: tonapi.api.queue.inFlight },
    };
  }

  return {
    snapshot,
    async listen(port: number, host = '127.0.0.1'): Promise<Server> {
      const server = createServer((req, res) => {
        if (req.method === 'GET' && req.url === '/metrics' && metrics) {
          metrics.metrics().then(
            (body) => res.writeHead(200, { 'content-type': metrics.contentType }).end(body),
            (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
          );
          return;
        }
        if (req.method !== 'GET' || (req.url !== '/status' && req.url !== '/')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
          return;
        }
        snapshot().then(
          (body) =>
            res
              .writeHead(200, { 'content-type': 'application/json' })
              .end(JSON.stringify(body, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2)),
          (error: unknown) =>
            res
              .writeHead(500, { 'content-type': 'application/json' })
              .end(JSON.stringify({ error: String(error) })),
        );
      });
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      return server;
    },
  };
}

export const serverPort = (server: Server): number => (server.address() as AddressInfo).port;
