import { toNano } from '@ton/core';

/** Opcodes of contracts/dex/messages.tolk. */
export const DexOp = {
  createPool: 0xa7011001,
  initPool: 0xa7011002,
  createPoolRejected: 0xa7011003,
  swapTon: 0xa7011010,
  swapJetton: 0xa7011011,
  provideTon: 0xa7011020,
  provideJetton: 0xa7011021,
  depositCredit: 0xa7011022,
  depositSettle: 0xa7011023,
  depositCancel: 0xa7011024,
  removeParams: 0xa7011030,
  payout: 0xa7011040,
  refund: 0xa7011041,
  replayNotification: 0xa7011050, // contracts/dex/pool.tolk
} as const;

/** Opcodes of the log events in contracts/dex/events.tolk. */
export const DexEventOp = {
  poolCreated: 0xa7012001,
  swap: 0xa7012002,
  swapRefunded: 0xa7012003,
  liquidityAdded: 0xa7012004,
  liquidityRemoved: 0xa7012005,
  liquidityRefunded: 0xa7012006,
} as const;

/** Exit codes of contracts/dex/errors.tolk (thrown only where no funds need protecting). */
export const DexExitCode = {
  wrongOp: 0xffff,
  notFromFactory: 401,
  notFromDeposit: 402,
  notFromPool: 403,
  notFromOwner: 404,
  notFromLpWallet: 405,
  notFromMaster: 406,
} as const;

/** Refund reasons of contracts/dex/errors.tolk, carried by refund events and refund bodies. */
export const RefundReason = {
  slippage: 1,
  deadline: 2,
  notEnoughGas: 3,
  unknownPool: 4,
  badPayload: 5,
  noLiquidity: 6,
  wrongAsset: 7,
  reserveExceeded: 8,
  cancelled: 9,
  initialLiquidityTooLow: 10,
  zeroAmount: 11,
  invalidFeeTier: 12,
  invalidAssets: 13,
} as const;
export type RefundReasonName = keyof typeof RefundReason;

export function refundReasonName(code: number): RefundReasonName | 'unknown' {
  const hit = Object.entries(RefundReason).find(([, value]) => value === code);
  return hit ? (hit[0] as RefundReasonName) : 'unknown';
}

// contracts/dex/fees.tolk: kept in a module without imports for the quote math.
export { FEE_DENOMINATOR, FEE_TIERS_BPS, type FeeTierBps, MIN_LIQUIDITY } from '../sdk/quote-constants';
export const CURVE_CONSTANT_PRODUCT = 0;

export const POOL_GAS_TON = toNano('0.01');
export const DEPOSIT_GAS_TON = toNano('0.006');
export const JETTON_PAYOUT_TON = toNano('0.025');
export const TON_PAYOUT_TON = toNano('0.002');
/** A hop's transfer to the next pool: a jetton payout plus headroom (fees.tolk HOP_TRANSFER_TON). */
export const HOP_TRANSFER_TON = JETTON_PAYOUT_TON + toNano('0.01');
export const LP_MINT_TON = toNano('0.02');
export const DISCOVERY_TON = toNano('0.015');
export const POOL_STORAGE_RESERVE = toNano('0.02');
export const FACTORY_GAS_TON = toNano('0.01');
export const POOL_DEPLOY_FWD_TON = toNano('0.05');
export const PROVIDE_LEG_TON =
  POOL_GAS_TON +
  DEPOSIT_GAS_TON +
  (POOL_GAS_TON + LP_MINT_TON + JETTON_PAYOUT_TON) / 2n +
  JETTON_PAYOUT_TON / 2n;
export const POOL_CREATE_TON =
  FACTORY_GAS_TON + POOL_DEPLOY_FWD_TON + POOL_GAS_TON + POOL_STORAGE_RESERVE + 2n * DISCOVERY_TON;

export const PoolStatus = { new: 0, discovering: 1, ready: 2 } as const;
