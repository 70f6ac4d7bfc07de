import { toDecimal } from '@atoll/db';
import type { IndexerContext } from '../../context';
import { poolPrice } from '@atoll/db';
import { mapSettledLimit } from '../../lib/map-limit';
import { poolDrift, statusName } from './reconcile.fns';

// Periodic safety net behind the logs: every pool row against the pool's own get_pool_data. A change of
// reserves, LP supply or status that no log told us about (a bounce before issue 13's fix, a bug, a row
// edited by hand) is corrected and counted on /status. A pool whose chain seqno is ahead of its indexed
// logs is skipped: the sync is behind, not wrong, and brings the logs.

type Deps = Pick<IndexerContext, 'db' | 'tonapi' | 'log' | 'readModelChanged'>;

export interface ReconcileStats {
  runs: number;
  lastRunAt: string | null;
  /** Pools whose row differed from the chain and was corrected, since start. */
  driftCorrected: number;
  /** The corrections of the last runs (at most 20), newest last. */
  recent: Array<{ pool: string; seqno: number; fields: string[]; at: string }>;
  /** Pools skipped in the last run because their logs are not all indexed yet. */
  behind: number;
  /** Pools whose get_pool_data could not be read in the last run. */
  unreadable: number;
}

const RECENT = 20;

export function createReconcile({ db, tonapi, log, readModelChanged }: Deps) {
  const stats: ReconcileStats = {
    runs: 0,
    lastRunAt: null,
    driftCorrected: 0,
    recent: [],
    behind: 0,
    unreadable: 0,
  };

  /** One pool; true when its row was corrected. */
  async function reconcilePool(address: string): Promise<'ok' | 'behind' | 'corrected'> {
    const chain = await tonapi.poolData(address);
    return db.$transaction(async (tx) => {
      // the row is locked while compared and written: a sync's write of newer logs waits, then applies
      const [row] = await tx.$queryRaw<
        Array<{ reserve0: string; reserve1: string; lp_supply: string; status: string; last_seqno: bigint }>
      >`SELECT reserve0::text, reserve1::text, lp_supply::text, status::text, last_seqno
        FROM pools WHERE address = ${address} FOR UPDATE`;
      if (!row) return 'ok';
      const indexed = await tx.poolEvent.aggregate({
        where: { poolAddress: address },
        _max: { seqno: true },
      });
      if (BigInt(chain.seqno) > (indexed._max.seqno ?? 0n)) return 'behind';
      const fields = poolDrift(
        {
          reserve0: BigInt(row.reserve0),
          reserve1: BigInt(row.reserve1),
          lpSupply: BigInt(row.lp_supply),
          status: row.status as ReturnType<typeof statusName>,
        },
        chain,
      );
      if (fields.length === 0) return 'ok';
      const pool = await tx.pool.findUniqueOrThrow({
        where: { address },
        select: { token0: { select: { decimals: true } }, token1: { select: { decimals: true } } },
      });
      await tx.pool.update({
        where: { address },
        data: {
          reserve0: toDecimal(chain.reserve0),
          reserve1: toDecimal(chain.reserve1),
          lpSupply: toDecimal(chain.lpSupply),
          status: statusName(chain.status),
          price: poolPrice(chain.reserve0, chain.reserve1, pool.token0.decimals, pool.token1.decimals),
          // the chain's state is at its seqno: an older log replayed later must not overwrite it
          lastSeqno: row.last_seqno > BigInt(chain.seqno) ? row.last_seqno : BigInt(chain.seqno),
        },
      });
      stats.driftCorrected++;
      stats.recent = [
        ...stats.recent,
        { pool: address, seqno: chain.seqno, fields, at: new Date().toISOString() },
      ].slice(-RECENT);
      log.warn('pool drift corrected from get_pool_data', { pool: address, seqno: chain.seqno, fields });
      return 'corrected';
    });
  }

  return {
    stats: (): ReconcileStats => ({ ...stats, recent: [...stats.recent] }),
    async run(): Promise<{ pools: number; corrected: number }> {
      const pools = await db.pool.findMany({ select: { address: true } });
      const results = await mapSettledLimit(pools, 4, async (p) => {
        const outcome = await reconcilePool(p.address);
        // the corrected row is committed: the API's snapshots must not keep the drifted one
        if (outcome === 'corrected') await readModelChanged?.(['pools']);
        return outcome;
      });
      const value = (s: string) => results.filter((r) => r.status === 'fulfilled' && r.value === s).length;
      stats.runs++;
      stats.lastRunAt = new Date().toISOString();
      stats.behind = value('behind');
      stats.unreadable = results.filter((r) => r.status === 'rejected').length;
      for (const r of results)
        if (r.status === 'rejected') log.warn('reconcile: pool unreadable', { error: String(r.reason) });
      return { pools: pools.length, corrected: value('corrected') };
    },
  };
}

export type Reconcile = ReturnType<typeof createReconcile>;
