import type { Pool } from '@atoll/shared';
import { toRawAddress } from '@atoll/chain/address';
import type { PoolReserves } from './liquidity-math';

// A pool (the API's `GET /pools/{address}` result) as the liquidity forms use it: bigint reserves and
// raw addresses. Pure.

export interface PoolSideToken {
  /** Raw address; the zero address for TON. */
  address: string;
  symbol: string;
  decimals: number;
  icon_url: string | null;
}

export interface LiquidityPool extends PoolReserves {
  address: string;
  feeBps: number;
  tokenX: PoolSideToken;
  tokenY: PoolSideToken;
}

const sideToken = (token: Pool['token_x']): PoolSideToken => ({
  address: toRawAddress(token.address) ?? token.address,
  symbol: token.symbol,
  decimals: token.decimals,
  icon_url: token.icon_url,
});

export function liquidityPoolOf(pool: Pool): LiquidityPool {
  return {
    address: toRawAddress(pool.address) ?? pool.address,
    feeBps: pool.fee_bps,
    tokenX: sideToken(pool.token_x),
    tokenY: sideToken(pool.token_y),
    reserveX: BigInt(pool.reserve_x),
    reserveY: BigInt(pool.reserve_y),
    lpSupply: BigInt(pool.lp_supply),
  };
}

/** The LP jetton has 9 decimals (the factory's shared LP content). */
export const LP_DECIMALS = 9;
