import type { EventKey } from '../pools/pools.dal';
import type { PoolEventRecord } from '../pools/pools.fns';
import type { HopRecord } from './route.fns';

// GET /users/events reads a wallet's activity a run of rows at a time (several pages ahead, with their
// routes) and serves the pages of a walk from the run: one read of 200 rows costs Postgres about what one of
// 10 does, and the API pays Prisma's per-query cost once instead of once per page. Runs are kept per wallet
// and `activity` version (user-activity.service.ts drops them with the version), within one budget of rows
// for the whole process, oldest run out first.

/** A stretch of the wallet's activity, newest first, as one read returned it. */
export interface EventRun {
  events: PoolEventRecord[];
  /** Each event's place in the order (its cursor key), index for index. */
  keys: EventKey[];
  /** The routed swaps' later hops, by the root's tx hash. */
  hops: ReadonlyMap<string, readonly HopRecord[]>;
  /** The read returned fewer rows than asked: nothing comes after its last event. */
  ended: boolean;
}

export interface EventSlice {
  events: PoolEventRecord[];
  hops: Map<string, readonly HopRecord[]>;
  last: EventKey | null;
}

/** Rows read ahead for a page of `size`: about 20 pages of the web app's 10, at most 500 rows. */
export const readAhead = (size: number) => Math.min(500, Math.max(200, size * 10));

const keyText = (key: EventKey) => `${key.timestamp}|${key.lt}|${key.eventIndex}`;
/** Where the list starts (page 1). */
const HEAD = '';

/** The events `from` up to `to` of a run, with only their own routes. */
export function sliceOf(run: EventRun, from: number, to: number): EventSlice {
  const events = run.events.slice(from, to);
  const hops = new Map<string, readonly HopRecord[]>();
  for (const event of events) {
    const route = run.hops.get(event.txHash);
    if (route) hops.set(event.txHash, route);
  }
  return { events, hops, last: run.keys[from + events.length - 1] ?? null };
}

/** The runs kept of one wallet and version: where each of their events sits. */
export class WalletRuns {
  private readonly at = new Map<string, { run: EventRun; index: number }>();

  /** `head`: the run starts the list (it was read from the top, not after a key or from an offset). */
  add(run: EventRun, head: boolean): void {
    if (head) this.at.set(HEAD, { run, index: -1 });
    run.keys.forEach((key, index) => this.at.set(keyText(key), { run, index }));
  }

  /** The page of `size` after `after` (null: the list's first page), when one kept run holds all of it. */
  page(after: EventKey | null, size: number): EventSlice | null {
    const spot = this.at.get(after === null ? HEAD : keyText(after));
    if (!spot) return null;
    const from = spot.index + 1;
    if (from + size > spot.run.events.length && !spot.run.ended) return null;
    return sliceOf(spot.run, from, from + size);
  }

  forget(run: EventRun): void {
    for (const [key, spot] of this.at) if (spot.run === run) this.at.delete(key);
  }
}

/** Every kept run of the process, oldest first, within `maxRows` events in all. */
export function createRunBudget(maxRows: number) {
  const kept = new Map<EventRun, WalletRuns>();
  let rows = 0;
  return {
    keep(owner: WalletRuns, run: EventRun, head: boolean): void {
      owner.add(run, head);
      kept.set(run, owner);
      rows += run.events.length;
      for (const [old, of] of kept) {
        if (rows <= maxRows || old === run) break;
        of.forget(old);
        kept.delete(old);
        rows -= old.events.length;
      }
    },
    rows: () => rows,
  };
}
