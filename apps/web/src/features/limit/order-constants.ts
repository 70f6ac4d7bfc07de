// The SDK's TON figures for orders, loaded with import() once the limit page has drawn (useOrderConstants):
// they come from @atoll/contracts, which brings @ton/core, so the page's own chunk stays small. The send
// code loads the same module later.
import '../../lib/buffer-polyfill';
import {
  DEFAULT_ORDER_REWARD,
  ORDER_CANCEL_GAS,
  ORDER_FUNDING_FORWARD_TON,
  orderPlaceGas,
  transferTon,
} from '@atoll/contracts';
import type { OrderTonConstants } from './order-fees';

export const ORDER_TON: OrderTonConstants = {
  placeGas: orderPlaceGas,
  // what buildPlaceOrder sends the maker's jetton wallet beside the order's deploy
  jettonLegTon: transferTon(ORDER_FUNDING_FORWARD_TON),
  cancelGas: ORDER_CANCEL_GAS,
};

export { DEFAULT_ORDER_REWARD };
