import { NATIVE_TON_ADDRESS } from '@atoll/chain/address';
import { FRIENDLY, HASH, OTHER, RAW } from './expect-issue';

// Valid sample objects shared by the pool and user schema tests.

/** A pool's token carries its safety (issue 18): the chain API's verification level and scam flag. */
const whitelisted = { verified: true, verification: 'whitelist', is_scam: false };
export const poolToken = { address: FRIENDLY, symbol: 'USDT', icon_url: null, decimals: 6, ...whitelisted };
export const tonToken = {
  address: NATIVE_TON_ADDRESS,
  symbol: 'TON',
  icon_url: 'https://example.org/ton.png',
  decimals: 9,
  ...whitelisted,
};

export const pool = {
  address: OTHER,
  type: 'constant_product',
  fee_bps: 30,
  token_x: tonToken,
  token_y: poolToken,
  reserve_x: '1000000000000',
  reserve_y: '3210000000',
  lp_supply: '56000000000',
  tvl: '6420',
  volume_24h: '1200.5',
  fees_24h: '3.6015',
  apr: '20.47',
  price: '3.21',
};

export const swapEvent = {
  type: 'swap',
  timestamp: 1_767_225_600,
  tx_hash: HASH,
  pool: OTHER,
  success: true,
  query_id: '42',
  token_x: NATIVE_TON_ADDRESS,
  token_y: FRIENDLY,
  amount_in: '1000000000',
  amount_out: '3190000',
  is_x: true,
  receiver: RAW,
};

export const addLiquidityEvent = {
  type: 'add_liquidity',
  timestamp: 1_767_225_600,
  tx_hash: HASH,
  pool: OTHER,
  success: true,
  token_x: NATIVE_TON_ADDRESS,
  token_y: FRIENDLY,
  amount_x: '1000000000',
  amount_y: '3210000',
  amount_x_usd: '3.21',
  amount_y_usd: '3.21',
};
