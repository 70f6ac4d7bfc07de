import type { Pool, PoolGroup, PoolToken } from '@atoll/shared';
import { isDecimal, isDecimals, isNano, isRecord, isString } from '../../lib/http';
import { toRawAddress } from '../../lib/ton-address';

// The API's pools (spec 3 "Pool group (search)", GET /pools/{address}) checked by hand, as the rest of the app
// does: the zod schemas would add zod and @ton/core to the page chunk. A malformed pool is left out rather than
// shown wrong; addresses are kept as the API sends them (the types are @atoll/shared's, so other features can
// take these pools as they are).

function poolToken(value: unknown): PoolToken | null {
  if (!isRecord(value) || !isString(value.address) || !isString(value.symbol)) return null;
  if (toRawAddress(value.address) === null || !isDecimals(value.decimals)) return null;
  return {
    address: value.address,
    symbol: value.symbol,
    icon_url: isString(value.icon_url) && value.icon_url !== '' ? value.icon_url : null,
    decimals: value.decimals,
  };
}

const decimal = (value: unknown): string => (isDecimal(value) ? value : '0');

export function parsePool(value: unknown): Pool | null {
  if (!isRecord(value) || !isString(value.address) || toRawAddress(value.address) === null) return null;
  const tokenX = poolToken(value.token_x);
  const tokenY = poolToken(value.token_y);
  if (!tokenX || !tokenY) return null;
  if (!isNano(value.reserve_x) || !isNano(value.reserve_y) || !isNano(value.lp_supply)) return null;
  const feeBps = value.fee_bps;
  if (!Number.isInteger(feeBps) || (feeBps as number) < 0 || (feeBps as number) >= 10_000) return null;
  return {
    address: value.address,
    type: 'constant_product',
    fee_bps: feeBps as number,
    token_x: tokenX,
    token_y: tokenY,
    reserve_x: value.reserve_x,
    reserve_y: value.reserve_y,
    lp_supply: value.lp_supply,
    tvl: decimal(value.tvl),
    volume_24h: decimal(value.volume_24h),
    fees_24h: decimal(value.fees_24h),
    apr: decimal(value.apr),
    price: decimal(value.price),
  };
}

/** `POST /pools/search` → its groups; a group keeps the pools that parse. */
export function parsePoolGroups(result: unknown): PoolGroup[] {
  if (!Array.isArray(result)) return [];
  return result.flatMap((value: unknown): PoolGroup[] => {
    if (!isRecord(value)) return [];
    const tokenX = poolToken(value.token_x);
    const tokenY = poolToken(value.token_y);
    if (!tokenX || !tokenY) return [];
    const pools = Array.isArray(value.pools) ? value.pools.flatMap((pool) => parsePool(pool) ?? []) : [];
    return [
      {
        token_x: tokenX,
        token_y: tokenY,
        pools_count: Number.isInteger(value.pools_count) ? (value.pools_count as number) : pools.length,
        tvl: decimal(value.tvl),
        volume_24h: decimal(value.volume_24h),
        fees_24h: decimal(value.fees_24h),
        apr: decimal(value.apr),
        pools,
      },
    ];
  });
}
