// Limit orders on top of the two-pool world: terms, placement, fills and the order's view, acted
// through the SDK builders as a wallet would.
import { type Address, toNano, type Transaction } from '@ton/core';
import type { SandboxContract, TreasuryContract } from '@ton/sandbox';
import { loadCode } from '../../src/artifacts';
import type { Asset } from '../../src/sdk/assets';
import { type OrderEvent, parseOrderEvent } from '../../src/sdk/order-events';
import {
  buildCancelOrder,
  buildDirectFill,
  buildExpireOrder,
  buildFillOrder,
  buildPlaceOrder,
  type OrderRouteHop,
} from '../../src/sdk/order-payloads';
import { orderAddress, type OrderCodes, type OrderTerms } from '../../src/sdk/orders';
import { Order } from '../../src/wrappers/order';
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
