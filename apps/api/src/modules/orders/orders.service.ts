import { type Db, toBigInt } from '@atoll/db';
import type { OrderPage, OrderStatusFilter, PairOrdersResponse, RegisterOrderRequest } from '@atoll/shared';
import type { Address } from '@ton/core';
import type { OrderTrust } from '../../chain/order-trust';
import { AppError, badRequest, notFound } from '../../errors';
import { rawAddressOf } from '../../lib/address.fns';
import { findTokens } from '../tokens/tokens.dal';
import { toToken } from '../tokens/tokens.fns';
import { makerOrders, openPairOrders } from './orders.dal';
import { depthOf, statusesOf, toOrder } from './orders.fns';
import { registerOrder } from '@atoll/indexer/orders';
import { ordersNotConfigured, termsOf, termsProblem } from './order-registration';

/** A wallet's limit orders and a pair's open-order depth, from the rows the indexer keeps. */
/** Orders a wallet may have registered and not yet placed on chain. */
export const MAX_PENDING_ORDERS = 20;

export function createOrdersService({
  db,
  trust,
  now = () => Date.now() / 1000,
}: {
  db: Db;
  /** The pinned roots orders derive from; null when this deployment pins none. */
  trust: () => Promise<OrderTrust | null>;
  now?: () => number;
}) {
  return {
    /** `POST /users/orders`: the signed-in wallet registers one of its own orders by its terms. */
    async register(wallet: Address, body: RegisterOrderRequest) {
      const terms = termsOf(body);
      if (!terms.maker.equals(wallet))
        throw new AppError('WALLET_MISMATCH', 'The maker must be the signed-in wallet');
      const problem = termsProblem(terms, now());
      if (problem) throw badRequest(problem.message, `body.${problem.path}`);
      const roots = await trust();
      if (!roots) throw ordersNotConfigured();
      // registering is free: a wallet may have only so many orders waiting to be seen on chain
      const waiting = await db.order.count({ where: { maker: wallet.toRawString(), status: 'pending' } });
      if (waiting >= MAX_PENDING_ORDERS)
        throw new AppError('RATE_LIMITED', `At most ${MAX_PENDING_ORDERS} orders may wait to be placed`);
      return registerOrder(db, roots, terms);
    },

    async ofMaker(
      wallet: Address,
      filter: OrderStatusFilter | undefined,
      page: number,
      size: number,
    ): Promise<{ page: OrderPage; total: number }> {
      const statuses = statusesOf(filter);
      const { total, orders } = await makerOrders(
        db,
        { maker: wallet.toRawString(), ...(statuses ? { status: { in: statuses } } : {}) },
        page,
        size,
      );
      const tokens = await findTokens(
        db,
        orders.flatMap((o) => [o.sellAsset, o.buyAsset]),
      );
      return { total, page: { orders: orders.map(toOrder), tokens: [...tokens.values()].map(toToken) } };
    },

    async depth(tokenX: string, tokenY: string): Promise<PairOrdersResponse['result']> {
      // the schema has parsed both; the database keys are raw
      const x = rawAddressOf(tokenX)!;
      const y = rawAddressOf(tokenY)!;
      const tokens = await findTokens(db, [x, y]);
      const recordX = tokens.get(x);
      const recordY = tokens.get(y);
      if (!recordX) throw notFound(`token ${tokenX}`);
      if (!recordY) throw notFound(`token ${tokenY}`);
      const rows = await openPairOrders(db, x, y, new Date(now() * 1000));
      const { asks, bids } = depthOf(
        rows.map((row) => ({
          sellAsset: row.sellAsset,
          sellAmount: toBigInt(row.sellAmount),
          minBuyAmount: toBigInt(row.minBuyAmount),
          remaining: toBigInt(row.remaining),
        })),
        recordX,
        recordY,
      );
      return { token_x: x, token_y: y, asks, bids };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
