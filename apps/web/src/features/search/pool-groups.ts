import { isDecimal, isDecimals, isNano, isRecord, isString } from '../../lib/http';
import { toRawAddress } from '../../lib/ton-address';

// Spec 3 "Pool group (search)": the pairs `POST /pools/search` answers with, checked by hand (zod and
// @ton/core stay out of the search chunk). Addresses are kept raw so they compare with the token list.

export interface GroupToken {
  address: string;
  symbol: string;
  icon_url: string | null;
  decimals: number;
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

function groupToken(value: unknown): GroupToken | null {
  if (!isRecord(value) || !isString(value.address) || !isString(value.symbol)) return null;
  const address = toRawAddress(value.address);
  if (!address) return null;
  return {
    address,
    symbol: value.symbol,
    icon_url: isString(value.icon_url) && value.icon_url !== '' ? value.icon_url : null,
    decimals: isDecimals(value.decimals) ? value.decimals : 9,
  };
}

function groupPool(value: unknown): GroupPool | null {
  if (!isRecord(value) || !isString(value.address) || !isRecord(value.token_x) || !isRecord(value.token_y))
    return null;
  const address = toRawAddress(value.address);
  const tokenX = isString(value.token_x.address) ? toRawAddress(value.token_x.address) : null;
  const tokenY = isString(value.token_y.address) ? toRawAddress(value.token_y.address) : null;
  if (!address || !tokenX || !tokenY || !isNano(value.reserve_x) || !isNano(value.reserve_y)) return null;
  return {
    address,
    token_x: tokenX,
    token_y: tokenY,
    reserve_x: BigInt(value.reserve_x),
    reserve_y: BigInt(value.reserve_y),
    volume_24h: isDecimal(value.volume_24h) ? value.volume_24h : '0',
  };
}

const usd = (value: unknown) => (isDecimal(value) ? value : '0');

/** The `result` of `POST /pools/search`; malformed groups and pools are left out, not fatal. */
export function parsePoolGroups(result: unknown): PoolGroupEntry[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((value: unknown): PoolGroupEntry[] => {
    if (!isRecord(value)) return [];
    const tokenX = groupToken(value.token_x);
    const tokenY = groupToken(value.token_y);
    if (!tokenX || !tokenY) return [];
    const pools = Array.isArray(value.pools) ? value.pools.flatMap((pool) => groupPool(pool) ?? []) : [];
    return [
      {
        token_x: tokenX,
        token_y: tokenY,
        pools_count: Number.isInteger(value.pools_count) ? (value.pools_count as number) : pools.length,
        tvl: usd(value.tvl),
        volume_24h: usd(value.volume_24h),
        fees_24h: usd(value.fees_24h),
        pools,
      },
    ];
  });
}
