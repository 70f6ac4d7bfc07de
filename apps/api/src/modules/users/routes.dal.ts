import type { Db } from '@atoll/db';
import { EVENT_ROW, type EventRow, toPoolEventRecord } from '../pools/pools.dal';
import type { PoolEventRecord } from '../pools/pools.fns';
import { type HopRecord, hopsAfter } from './route.fns';

// The routes of a page's routed swaps (issue 19): the continuation hops of the page's root swaps, read by
// the (user, query id) index, each in a verified trace record of the wallet that also holds its root
// (the same operation), and chained from the root by route.fns.ts.

/** The hops after each root swap of the page that went through more than one pool, by the root's tx hash. */
export async function routesOf(
  db: Db,
  user: string,
  roots: readonly PoolEventRecord[],
): Promise<Map<string, HopRecord[]>> {
  const swaps = roots.filter((e) => e.type === 'swap');
  if (swaps.length === 0) return new Map();
  const [result] = await db.$queryRaw<Array<{ hops: string }>>`
    SELECT coalesce(json_agg(json_build_array(${EVENT_ROW}, e.prev_pool) ORDER BY e.lt, e.event_index), '[]')::text AS hops
    FROM pool_events e JOIN pools p ON p.address = e.pool_address
    WHERE e.user_address = ${user}
      AND e.query_id = ANY(${swaps.map((e) => e.queryId)}::numeric[])
      AND e.prev_pool IS NOT NULL AND e.type IN ('swap', 'swap_refunded')
      AND EXISTS (
        SELECT 1 FROM trace_records r
        WHERE r.account = e.user_address AND r.query_id = e.query_id AND r.verified
          AND e.tx_hash = ANY(r.tx_hashes) AND r.tx_hashes && ${swaps.map((e) => e.txHash)}::text[]
      )`;
  const rows = JSON.parse(result?.hops ?? '[]') as Array<[...EventRow, string]>;
  const hops: HopRecord[] = rows.map((r) => ({
    ...toPoolEventRecord(r.slice(0, 24) as EventRow),
    prevPool: r[24],
  }));
  const routes = new Map<string, HopRecord[]>();
  for (const root of swaps) {
    const after = hopsAfter(root, hops);
    if (after.length > 0) routes.set(root.txHash, after);
  }
  return routes;
}
