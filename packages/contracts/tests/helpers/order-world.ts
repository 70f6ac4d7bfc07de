// Limit orders on top of the two-pool world: terms, placement, fills and the order's view, acted
// through the SDK builders as a wallet would.
import { type Address, Cell, toNano, type Transaction } from '@ton/core';
import { internal, type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { loadCode } from '../../src/artifacts';
import type { Asset } from '../../src/sdk/assets';
import { type OrderEvent, parseOrderEvent } from '../../src/sdk/order-events';
import {
  buildCancelOrder,
  buildDirectFill,
  buildExpireOrder,
  buildFillOrder,
  buildPlaceOrder,
  fillOrderBody,
  type OrderRouteHop,
} from '../../src/sdk/order-payloads';
import { orderAddress, type OrderCodes, orderLibraries, type OrderTerms } from '../../src/sdk/orders';
import { Order } from '../../src/wrappers/order';
import { ORDER_FILL_GAS } from '../../src/wrappers/order-constants';
import { createTwoPoolWorld, type DexWorld, sendBuilt, USER_JETTONS, userJettonWallet } from './dex-world';
import { accountKey } from './transactions';

export type Wallet = SandboxContract<TreasuryContract>;

export interface OrderWorld extends Awaited<ReturnType<typeof createTwoPoolWorld>> {
  codes: OrderCodes;
  carol: Wallet;
}

export async function createOrderWorld(): Promise<OrderWorld> {
  const base = await createTwoPoolWorld();
  const codes: OrderCodes = { ...base.world.codes, order: loadCode('Order') };
  // the order code is published as a library (src/sdk/orders.ts orderLibraryCell)
  base.world.blockchain.libs = orderLibraries(codes.order);
  const { world } = base;
  const carol = await world.blockchain.treasury('carol', { balance: toNano('1000000') });
  for (const minter of [world.minterA, world.minterB]) {
    await minter.sendMint(world.admin.getSender(), { to: carol.address, jettonAmount: USER_JETTONS });
  }
  return { ...base, codes, carol };
}

let nonce = 1n;

/** Terms of `maker` selling `sellAmount` of `sell` for at least `minBuy` of `buy`; `extra` changes any of it. */
export function termsOf(
  world: DexWorld,
  maker: Address,
  sell: Asset,
  buy: Asset,
  sellAmount: bigint,
  minBuy: bigint,
  extra: Partial<OrderTerms> = {},
): OrderTerms {
  return {
    maker,
    sellAsset: sell,
    buyAsset: buy,
    sellAmount,
    minBuyAmount: minBuy,
    expiresAt: world.blockchain.now! + 3600,
    reward: toNano('0.1'),
    partial: false,
    minFill: 0n,
    nonce: nonce++,
    ...extra,
  };
}

export function openOrder(ow: OrderWorld, terms: OrderTerms): SandboxContract<Order> {
  return ow.world.blockchain.openContract(
    Order.createFromAddress(orderAddress(terms, ow.world.factory.address, ow.codes)),
  );
}

/** The maker places the order as its wallet would (a deploy, and a funding transfer for a jetton sell). */
export async function placeOrder(
  ow: OrderWorld,
  maker: Wallet,
  terms: OrderTerms,
): Promise<{ order: SandboxContract<Order>; txs: Transaction[] }> {
  const tx = buildPlaceOrder(terms, {
    factory: ow.world.factory.address,
    codes: ow.codes,
    makerJettonWallet: userJettonWallet(ow.world, maker.address, terms.sellAsset),
  });
  const txs = await sendBuilt(ow.world, maker, tx);
  return { order: openOrder(ow, terms), txs };
}

export async function fillOrder(
  ow: OrderWorld,
  filler: Wallet,
  order: Address,
  amount: bigint,
  route: OrderRouteHop[],
): Promise<Transaction[]> {
  return sendBuilt(ow.world, filler, buildFillOrder(order, { amount, route }));
}

export async function directFill(
  ow: OrderWorld,
  taker: Wallet,
  order: Address,
  buyAsset: Asset,
  buyAmount: bigint,
): Promise<Transaction[]> {
  const tx = buildDirectFill(order, {
    buyAsset,
    buyAmount,
    taker: taker.address,
    takerJettonWallet: userJettonWallet(ow.world, taker.address, buyAsset),
  });
  return sendBuilt(ow.world, taker, tx);
}

export const cancelOrder = (ow: OrderWorld, who: Wallet, order: Address) =>
  sendBuilt(ow.world, who, buildCancelOrder(order));
export const expireOrder = (ow: OrderWorld, who: Wallet, order: Address) =>
  sendBuilt(ow.world, who, buildExpireOrder(order));

/** Every order log in these transactions, decoded; only `order`'s when given. */
export function orderEventsOf(txs: Transaction[], order?: Address): OrderEvent[] {
  const events: OrderEvent[] = [];
  for (const tx of txs) {
    if (order && tx.address !== accountKey(order)) continue;
    for (const msg of tx.outMessages.values()) {
      if (msg.info.type !== 'external-out') continue;
      const event = parseOrderEvent(msg.body);
      if (event) events.push(event);
    }
  }
  return events;
}

/** A message from `from` to `to` carrying `value` and `body`, run to the end of its trace. */
export async function sendRaw(
  ow: OrderWorld,
  from: Address,
  to: Address,
  value: bigint,
  body: Cell = new Cell(),
) {
  return (await ow.world.blockchain.sendMessage(internal({ from, to, value, body }))).transactions;
}

/**
 * A fill that the order has sent on but whose pool has not answered yet: only the order's own
 * transaction runs. Returns the fill's key (that transaction's logical time) and the rest of the
 * trace, to run when the test is done racing it.
 */
export async function startFill(
  ow: OrderWorld,
  filler: Address,
  order: Address,
  amount: bigint,
  route: OrderRouteHop[],
): Promise<{ fillId: bigint; finish: () => Promise<Transaction[]> }> {
  const iter = await ow.world.blockchain.sendMessageIter(
    internal({ from: filler, to: order, value: ORDER_FILL_GAS, body: fillOrderBody(1n, amount, route) }),
    { allowParallel: true }, // its own queue: other messages run while this trace waits
  );
  const first = await iter.next();
  if (first.done) throw new Error('the fill did not reach the order');
  return {
    fillId: first.value.lt,
    finish: async () => {
      const rest: Transaction[] = [];
      for (let step = await iter.next(); !step.done; step = await iter.next()) rest.push(step.value);
      return rest;
    },
  };
}
