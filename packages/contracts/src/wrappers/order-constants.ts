import { toNano } from '@ton/core';
import { DISCOVERY_TON, JETTON_PAYOUT_TON } from './dex-constants';

// Mirrors of contracts/dex/order-messages.tolk and order-storage.tolk (tests/constants-mirror.test.ts).

/** Opcodes of the order's messages. */
export const OrderOp = {
  placeOrder: 0xa7013001,
  orderFunding: 0xa7013002,
  fillOrder: 0xa7013003,
  directFill: 0xa7013004,
  directFillJetton: 0xa7013005,
  cancelOrder: 0xa7013006,
  expireOrder: 0xa7013007,
  orderPayout: 0xa7013008,
} as const;

/** Opcodes of the order's logs. */
export const OrderEventOp = {
  orderPlaced: 0xa7014001,
  orderFilled: 0xa7014002,
  orderFillFailed: 0xa7014003,
  orderCancelled: 0xa7014004,
  orderExpired: 0xa7014005,
} as const;

/** Exit codes (ERR_ORDER_*): thrown only where no funds need protecting; the bounce returns the TON. */
export const OrderExitCode = {
  notFromMaker: 430,
  notExpired: 431,
  closed: 432,
  notFromMaster: 433,
  notEnoughTon: 434,
  fillInFlight: 435,
  notFromPool: 436,
  wrongOp: 0xffff,
} as const;

export {
  ORDER_REFUND_REASON_NAMES,
  ORDER_STATUS_NAMES,
  OrderRefundReason,
  type OrderRefundReasonName,
  OrderStatus,
  type OrderStatusName,
  orderRefundReasonName,
} from './protocol-lists';

export const ORDER_STORAGE_TON = toNano('0.01');
export const ORDER_CLOSED_KEEP_TON = toNano('0.002');
/** Beyond sell amount (TON sells) + reward + a TEP-89 discovery per jetton side: the order's gas and rent; the rest returns. */
export const ORDER_PLACE_GAS = toNano('0.02');
/** What a fill through a pool carries: the order, a probe, the pool, the payout, the receipt; the rest returns. */
export const ORDER_FILL_GAS = toNano('0.12');
/** What a direct fill carries beside a TON buy amount (or forwards with a jetton one). */
export const ORDER_DIRECT_FILL_GAS = toNano('0.06');
/** What a cancel or an expire carries. */
export const ORDER_CANCEL_GAS = toNano('0.05');
export const ORDER_GAS_TON = toNano('0.01');
export const ORDER_CANDIDATES_MAX = 4;
/** The share of the unspent reward an expire pays whoever triggers it. */
export const ORDER_EXPIRE_SHARE_BPS = 5000;
/** What a jetton sell's funding transfer forwards to the order (it must cover a return: JETTON_PAYOUT_TON + ORDER_GAS_TON). */
export const ORDER_FUNDING_FORWARD_TON = JETTON_PAYOUT_TON + ORDER_GAS_TON;
/**
 * The default filler reward: a fill via a pool costs its filler ≈ 0.03 TON in fees (GAS.md, `limit
 * order fill (via pool)`, jetton legs included); twice that, rounded up, leaves a keeper a margin.
 */
export const DEFAULT_ORDER_REWARD = toNano('0.07');

/** TON a placement carries beyond the sell amount (TON sells) and the reward: ORDER_PLACE_GAS and a discovery per jetton side. */
export function orderPlaceGas(sides: { sellIsJetton: boolean; buyIsJetton: boolean }): bigint {
  return (
    ORDER_PLACE_GAS + (sides.sellIsJetton ? DISCOVERY_TON : 0n) + (sides.buyIsJetton ? DISCOVERY_TON : 0n)
  );
}
