// The limit page's sends, loaded with import() on the first press together with build-order (@ton/core, the
// SDK): the same steps as a swap (wallet/send-through-wallet.ts), then the place or cancel variant of the
// status modal. A placed order is registered with the API right after the wallet accepted it, so that the
// indexer and the keepers follow it (docs/product-spec.md §2 "Limit orders").
import { type Order, type RegisterOrderRequest, RegisterOrderResponseSchema } from '@atoll/shared';
import type { TFunction } from 'i18next';
import { env } from '../../app/env';
import { formatAmount } from '../../lib/amounts';
import { authedPost } from '../auth/authed-http';
import { previewSubject } from '../preview/subject';
import { openTxModal } from '../tx-modal/tx-modal.store';
import type { OrderTxRecord } from '../tx-modal/tx-status';
import { sendThroughWallet, type WalletSendContext } from '../wallet/send-through-wallet';
import { buildCancelOrderMessages, buildPlaceOrderMessages, newOrderNonce } from './build-order';
import { USER_ORDERS_KEY } from './queries';

export interface OrderSendContext extends WalletSendContext {
  /** The limit namespace (this page's error texts). */
  tl: TFunction<'limit'>;
}

const roots = () => ({ tonapiUrl: env.tonapiUrl, trust: env.trust });

function notEnoughCoins(tl: OrderSendContext['tl']) {
  return (required: bigint, balance: bigint) => ({
    title: tl('limit.not-enough.title'),
    message: tl('limit.not-enough.description', {
      amount: formatAmount(required, 9, 9),
      balance: formatAmount(balance, 9, 9),
    }),
  });
}

/** Tells the API about the order (it derives the address itself); the lists refresh either way. */
async function register(ctx: OrderSendContext, terms: RegisterOrderRequest) {
  try {
    await authedPost(`${env.apiUrl}/users/orders`, terms, RegisterOrderResponseSchema);
  } catch (error) {
    // The order is on its way on chain whatever the API says: the indexer still sees its logs.
    console.error('POST /users/orders failed', error);
  } finally {
    void ctx.queryClient.invalidateQueries({ queryKey: [USER_ORDERS_KEY] });
  }
}

export interface PlaceOrderRequest {
  /** The order's terms; a fresh nonce is added here. */
  terms: Omit<RegisterOrderRequest, 'nonce'>;
  /** The status modal's record; the address is the derived one, known once built. */
  record: Omit<OrderTxRecord, 'address'>;
  /** Editing: the open order cancelled in the same transaction. */
  replaces?: Order;
}

export function sendPlaceOrder(
  ctx: OrderSendContext,
  request: PlaceOrderRequest,
  /** Once the wallet took the message: the form clears, so a second click places nothing twice. */
  onPlaced: () => void = () => {},
): Promise<boolean> {
  const terms: RegisterOrderRequest = { ...request.terms, nonce: newOrderNonce() };
  return sendThroughWallet(ctx, {
    build: () => buildPlaceOrderMessages(roots(), terms, request.replaces),
    notEnoughCoins: notEnoughCoins(ctx.tl),
    failedTitle: ctx.tl('limit.error.title'),
    what: 'limit order',
    // the order the build derived from its terms (and the one it replaces)
    preview: (built) =>
      previewSubject({
        pools: [],
        orders: [built.address, ...(request.replaces ? [request.replaces.address] : [])],
        tokens: [request.record.sell, request.record.buy],
      }),
    onSent: (built) => {
      openTxModal({
        type: 'place-order',
        queryId: built.queryId,
        account: ctx.address,
        order: { ...request.record, address: built.address },
      });
      onPlaced();
      void register(ctx, terms);
    },
  });
}

export function sendCancelOrder(
  ctx: OrderSendContext,
  order: Order,
  record: OrderTxRecord,
): Promise<boolean> {
  return sendThroughWallet(ctx, {
    build: () => buildCancelOrderMessages(roots(), order),
    notEnoughCoins: notEnoughCoins(ctx.tl),
    failedTitle: ctx.tl('limit.error.title'),
    what: 'order cancel',
    // the build checked the order against its terms before this runs
    preview: () => previewSubject({ pools: [], orders: [order.address], tokens: [record.sell, record.buy] }),
    onSent: (built) => {
      openTxModal({ type: 'cancel-order', queryId: built.queryId, account: ctx.address, order: record });
      void ctx.queryClient.invalidateQueries({ queryKey: [USER_ORDERS_KEY] });
    },
  });
}
