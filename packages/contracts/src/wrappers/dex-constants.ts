import { toNano } from '@ton/core';

/** Opcodes of contracts/dex/messages.tolk. */
export const DexOp = {
  createPool: 0xa7011001,
  initPool: 0xa7011002,
  createPoolRejected: 0xa7011003,
  swapTon: 0xa7011010,
  swapJetton: 0xa7011011,
  hopProbe: 0xa7011012,
  swapReceipt: 0xa7011013,
  receiptRefund: 0xa7011014,
  provideTon: 0xa7011020,
  provideJetton: 0xa7011021,
  depositCredit: 0xa7011022,
  depositSettle: 0xa7011023,
  depositCancel: 0xa7011024,
  removeParams: 0xa7011030,
  payout: 0xa7011040,
  refund: 0xa7011041,
  claimHeld: 0xa7011042,
  replayNotification: 0xa7011050, // contracts/dex/pool-lifecycle.tolk
  replayPending: 0xa7011051, // contracts/dex/pool-lifecycle.tolk
} as const;

/** Opcodes of the log events in contracts/dex/events.tolk. */
export const DexEventOp = {
  poolCreated: 0xa7012001,
  swap: 0xa7012002,
  swapRefunded: 0xa7012003,
  liquidityAdded: 0xa7012004,
  liquidityRemoved: 0xa7012005,
  liquidityRefunded: 0xa7012006,
  poolReady: 0xa7012007,
  poolFailed: 0xa7012008,
  reservesChanged: 0xa7012009,
} as const;

/**
 * Why a `reserves_changed` log was emitted (events.tolk): a change of reserves or LP supply that is
 * neither a swap nor a liquidity operation, so the indexer never drifts without seeing it.
 */
export const ReservesChangeCause = {
  /** A jetton payout or refund bounced: `amount` is held for `user` (get_held), outside the reserves. */
  payoutBounced: 1,
  /** An LP mint bounced: `amount` LP units come off the supply; their share of both reserves is held for `user`. */
  lpMintBounced: 2,
  /** A deposit credit bounced: the leg (`amount`, never in the reserves) is held for `user`. */
  depositCreditBounced: 3,
  /** `user` claimed what was held (ClaimHeld): `amount` of asset0 paid out. Reserves unchanged. */
  heldClaimed0: 4,
  /** The same for asset1. */
  heldClaimed1: 5,
} as const;

/** errors.tolk EXIT_HOP_READY: not an error, a READY pool's answer to a HopProbe (by bounce). */
export const HOP_READY_EXIT_CODE = 420;

/** Exit codes of contracts/dex/errors.tolk (thrown only where no funds need protecting). */
export const DexExitCode = {
  wrongOp: 0xffff,
  notFromFactory: 401,
  notFromDeposit: 402,
  notFromPool: 403,
  notFromOwner: 404,
  notFromLpWallet: 405,
  notFromMaster: 406,
  /** A TEP-89 answer for a side that is not being discovered (already known, or the pool is READY/FAILED). */
  notDiscovering: 407,
  /** Safety (pool.tolk, pool-bounces.tolk): a HopProbe to a pool that is not READY; a ClaimHeld short of CLAIM_TON or with nothing held. */
  poolNotReady: 421,
  notEnoughTon: 422,
  nothingHeld: 423,
} as const;

// Refund reasons and pool statuses: kept in a module without imports for the API contract and the web app.
export {
  POOL_STATUS_NAMES,
  PoolStatus,
  type PoolStatusName,
  REFUND_REASON_NAMES,
  RefundReason,
  type RefundReasonName,
  refundReasonName,
} from './protocol-lists';

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
/**
 * Before discovery (fees.tolk): a notification waits only if it carries PENDING_MIN_TON, at most
 * PENDING_MAX of them; waiting costs a liquidity leg PENDING_REPLAY_TON.
 */
export const PENDING_STORE_TON = toNano('0.006');
export const PENDING_STEP_TON = toNano('0.01');
export const PENDING_MIN_TON = toNano('0.05');
export const PENDING_MAX = 255;
export const PENDING_REPLAY_TON = toNano('0.02');
export const POOL_CREATE_TON =
  FACTORY_GAS_TON + POOL_DEPLOY_FWD_TON + POOL_GAS_TON + POOL_STORAGE_RESERVE + 2n * DISCOVERY_TON;
/** A jetton hop probes the next pool first (fees.tolk HOP_PROBE_TON); budgeted for every hop. */
export const HOP_PROBE_TON = toNano('0.015');
/** What the first hop through a pair leaves on the first pool for remembering the next one READY (fees.tolk READY_POOL_STORE_TON). */
export const READY_POOL_STORE_TON = toNano('0.003');
/** What a ClaimHeld carries: the pool and two jetton payouts (fees.tolk CLAIM_TON). */
export const CLAIM_TON = POOL_GAS_TON + 2n * JETTON_PAYOUT_TON;
/** What a jetton refund of a swap that asked for a receipt forwards, so that the refund address is notified (fees.tolk RECEIPT_NOTICE_TON). */
export const RECEIPT_NOTICE_TON = toNano('0.01');
