import type { PoolGroup, PoolToken, SearchPool } from '@atoll/shared';
import { toRawAddress } from '@atoll/chain/address';

// docs/product-spec.md §3 "Pool group (search)": the validated pairs `POST /pools/search` answers with, in the
// search's shape: addresses raw so they compare with the token list, reserves as bigint. Pure.

export interface GroupToken {
  address: string;
  symbol: string;
  icon_url: string | null;
  decimals: number;
  verification: PoolToken['verification'];
  is_scam: boolean;
}

export interface GroupPool {
  address: string;
  token_x: string;
  token_y: string;
  reserve_x: bigint;
  reserve_y: bigint;
  volume_24h: string;
}

export interface PoolGroupEntry {
  token_x: GroupToken;
  token_y: GroupToken;
  pools_count: number;
  /** USD, exact decimal text. */
  tvl: string;
  volume_24h: string;
  fees_24h: string;
  pools: GroupPool[];
}

const raw = (address: string) => toRawAddress(address) ?? address;

const groupToken = (token: PoolToken): GroupToken => ({
  address: raw(token.address),
  symbol: token.symbol,
  icon_url: token.icon_url === '' ? null : token.icon_url,
  decimals: token.decimals,
  verification: token.verification,
  is_scam: token.is_scam,
});

const groupPool = (pool: SearchPool): GroupPool => ({
  address: raw(pool.address),
  token_x: raw(pool.token_x.address),
  token_y: raw(pool.token_y.address),
  reserve_x: BigInt(pool.reserve_x),
  reserve_y: BigInt(pool.reserve_y),
  volume_24h: pool.volume_24h,
});

/** The groups of `POST /pools/search` as the search lists them. */
export function groupsFromSearch(groups: readonly PoolGroup[]): PoolGroupEntry[] {
  return groups.map((group) => ({
    token_x: groupToken(group.token_x),
    token_y: groupToken(group.token_y),
    pools_count: group.pools_count,
    tvl: group.tvl,
    volume_24h: group.volume_24h,
    fees_24h: group.fees_24h,
    pools: group.pools.map(groupPool),
  }));
}
