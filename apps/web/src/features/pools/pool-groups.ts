import type { PoolGroup, PoolToken, SearchPool } from '@atoll/shared';
import Fuse from 'fuse.js/basic';
import { parseUsd } from '../../lib/amounts';
import { toFriendlyAddress, toRawAddress } from '@atoll/chain/address';
import { depthAt } from './price-depth';
import { pairKey } from './pair-hash';

// The pools page's list (docs/product-spec.md §2 "Pools"): groups by pair as POST /pools/search answers them,
// sorted by a column the user picked, filtered by a text query and by 'verified tokens only', and the best
// pools of a group. Pure.

export const SORT_COLUMNS = ['pools_count', 'tvl', 'volume_24h', 'fees_24h', 'apr'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';
export interface PoolSort {
  column: SortColumn;
  order: SortOrder;
}
/** What the API sorted by: TVL, largest first. */
export const DEFAULT_SORT: PoolSort = { column: 'tvl', order: 'desc' };

/** Clicking a column sorts by it, largest first; clicking it again flips the order. */
export function nextSort(current: PoolSort, column: SortColumn): PoolSort {
  if (current.column !== column) return { column, order: 'desc' };
  return { column, order: current.order === 'desc' ? 'asc' : 'desc' };
}

export const groupKey = (group: PoolGroup) => pairKey(group.token_x.address, group.token_y.address);
export const pairLabel = (group: Pick<PoolGroup, 'token_x' | 'token_y'>) =>
  `${group.token_x.symbol}/${group.token_y.symbol}`;

/** The column's value as an exact integer (USD and APR as millionths), so ordering never goes through floats. */
function sortValue(group: PoolGroup, column: SortColumn): bigint {
  return column === 'pools_count' ? BigInt(group.pools_count) : parseUsd(group[column]);
}

/** A new array in the chosen order; equal values keep a stable order by pair name. */
export function sortGroups(groups: readonly PoolGroup[], { column, order }: PoolSort): PoolGroup[] {
  const sign = order === 'asc' ? 1 : -1;
  return groups
    .map((group) => ({ group, value: sortValue(group, column), label: pairLabel(group) }))
    .sort((a, b) => {
      if (a.value !== b.value) return a.value < b.value ? -sign : sign;
      return a.label.localeCompare(b.label);
    })
    .map((entry) => entry.group);
}

/**
 * 'Verified tokens only' (docs/product-spec.md §7 "Pools list call"): both tokens verified (the API's flag)
 * or among the user's custom tokens (raw addresses). The pair a link opens (`pinned`, its pair key) stays
 * listed: a swap page's or the search's link to a pool never lands on a list without it.
 */
export function onlyVerified(
  groups: readonly PoolGroup[],
  customs: ReadonlySet<string>,
  pinned: string | null = null,
): PoolGroup[] {
  const trusted = (token: PoolToken) =>
    token.verified || customs.has(toRawAddress(token.address) ?? token.address);
  return groups.filter(
    (group) => (trusted(group.token_x) && trusted(group.token_y)) || groupKey(group) === pinned,
  );
}

interface GroupRecord {
  group: PoolGroup;
  pair: string[];
  symbols: string[];
  addresses: string[];
}

const addressForms = (address: string) =>
  [
    toRawAddress(address) ?? address,
    toFriendlyAddress(address),
    toFriendlyAddress(address, { bounceable: false }),
  ].filter((form): form is string => form !== null);

/**
 * A search over the groups (docs/product-spec.md §9 "Search settings": fuse.js, threshold 0.3): the pair
 * ("TON/aUSD", either order), each symbol, and the token and pool addresses in every form. A whole address
 * matches exactly, fuzzy hits follow; an empty query keeps every group in its order.
 */
export function createGroupFilter(groups: readonly PoolGroup[]) {
  const records: GroupRecord[] = groups.map((group) => ({
    group,
    pair: [pairLabel(group), `${group.token_y.symbol}/${group.token_x.symbol}`],
    symbols: [group.token_x.symbol, group.token_y.symbol],
    addresses: [
      group.token_x.address,
      group.token_y.address,
      ...group.pools.map((pool) => pool.address),
    ].flatMap(addressForms),
  }));
  const fuse = new Fuse(records, {
    threshold: 0.3,
    ignoreLocation: true,
    keys: [
      { name: 'pair', weight: 1 },
      { name: 'symbols', weight: 2 },
      { name: 'addresses', weight: 3 },
    ],
  });

  return (query: string): PoolGroup[] => {
    const text = query.trim();
    if (text === '') return [...groups];
    const raw = toRawAddress(text);
    if (raw !== null) return records.filter((record) => record.addresses.includes(raw)).map((r) => r.group);
    // Fuse's bitap search takes at most 32 characters; a longer query that is not an address matches as text.
    if (text.length > 32) {
      const needle = text.toLowerCase();
      return records
        .filter((record) =>
          [...record.pair, ...record.addresses].some((v) => v.toLowerCase().includes(needle)),
        )
        .map((record) => record.group);
    }
    const hits = new Set(fuse.search(text).map((result) => result.item.group));
    // Keep the list's sort order rather than fuse's score order: the user chose a column.
    return groups.filter((group) => hits.has(group));
  };
}

export interface BestPools {
  /** Highest fee APR: where liquidity earns most (ties: the larger TVL). */
  bestApr: string | null;
  /** Most token_y absorbed by a +1 % move: where a trade moves the price least (ties: the lower fee). */
  deepest: string | null;
}

const depthOf = (pool: SearchPool) =>
  depthAt({ reserveX: BigInt(pool.reserve_x), reserveY: BigInt(pool.reserve_y), feeBps: pool.fee_bps }, 100)
    .up;

export function bestPools(pools: readonly SearchPool[]): BestPools {
  let bestApr: SearchPool | null = null;
  let deepest: SearchPool | null = null;
  for (const pool of pools) {
    if (BigInt(pool.reserve_x) === 0n || BigInt(pool.reserve_y) === 0n) continue;
    if (
      !bestApr ||
      parseUsd(pool.apr) > parseUsd(bestApr.apr) ||
      (parseUsd(pool.apr) === parseUsd(bestApr.apr) && parseUsd(pool.tvl) > parseUsd(bestApr.tvl))
    )
      bestApr = pool;
    if (
      !deepest ||
      depthOf(pool) > depthOf(deepest) ||
      (depthOf(pool) === depthOf(deepest) && pool.fee_bps < deepest.fee_bps)
    )
      deepest = pool;
  }
  return { bestApr: bestApr?.address ?? null, deepest: deepest?.address ?? null };
}

/** A group's pools as the comparison shows them: cheapest fee tier first. */
export function poolsByFeeTier(pools: readonly SearchPool[]): SearchPool[] {
  return [...pools].sort((a, b) => a.fee_bps - b.fee_bps || a.address.localeCompare(b.address));
}
