// The limit-order rows of the gas benchmark (scripts/gas-bench.ts calls them): place a TON and a
// jetton sell, fill through a pool, fill directly, cancel. Each is sent by the bench's wallet, built by
// the SDK, and checked against what the order and the users hold afterwards.
import { type Address, toNano, type Transaction } from '@ton/core';
import { loadCode } from '../src/artifacts';
import { type Asset, TON } from '../src/sdk/assets';
import { jettonWalletAddress } from '../src/sdk/addresses';
import { type OrderEvent } from '../src/sdk/order-events';
import {
  buildCancelOrder,
  buildDirectFill,
  buildFillOrder,
  buildPlaceOrder,
  DEFAULT_ORDER_REWARD,
} from '../src/sdk/order-payloads';
import { orderAddress, type OrderCodes, type OrderTerms } from '../src/sdk/orders';
import type { BuiltTransaction } from '../src/sdk/transactions';
import { Order } from '../src/wrappers/order';
import { OrderStatus } from '../src/wrappers/order-constants';
import { balanceOf, type DexWorld } from '../tests/helpers/dex-world';
import { orderEventsOf } from '../tests/helpers/order-world';
import type { AccountRole, Limits } from './gas-report';

/** What the order rows need from the bench. */
export interface OrderBench {
  world: DexWorld;
  user: { address: Address };
  book: Map<string, AccountRole>;
  run: (name: string, tx: BuiltTransaction) => Promise<Transaction[]>;
  must: (condition: boolean, what: string) => void;
}

export interface OrderOutcome {
  txs: Transaction[];
  attachedTon: bigint;
}

/** The goals: placing ≤ 0.03 TON in fees and ≤ 0.1 TON attached beyond amount + reward; cancel ≤ 0.02. */
export const ORDER_PLACE_TARGET: Limits = { feesNano: 30_000_000, attachedTon: '0.1' };
export const ORDER_CANCEL_TARGET: Limits = { feesNano: 20_000_000 };
/** A fill through a pool may cost the DEX this much more than the swap row in the same direction. */
export const ORDER_FILL_EXTRA_GAS = 12_000;

let nonce = 1n;

function termsFor(
  bench: OrderBench,
  sell: Asset,
  buy: Asset,
  sellAmount: bigint,
  minBuy: bigint,
): OrderTerms {
  return {
    maker: bench.user.address,
    sellAsset: sell,
    buyAsset: buy,
    sellAmount,
    minBuyAmount: minBuy,
    expiresAt: bench.world.blockchain.now! + 86_400,
    reward: DEFAULT_ORDER_REWARD,
    partial: false,
    minFill: 0n,
    nonce: nonce++,
  };
}

function codesOf(world: DexWorld): OrderCodes {
  return { ...world.codes, order: loadCode('Order') };
}

function openOrder(bench: OrderBench, terms: OrderTerms) {
  const address = orderAddress(terms, bench.world.factory.address, codesOf(bench.world));
  bench.book.set(address.toRawString(), 'order');
  for (const asset of [terms.sellAsset, terms.buyAsset]) {
    if (asset.kind === 'jetton') {
      bench.book.set(
        jettonWalletAddress(address, asset.master, bench.world.walletCode).toRawString(),
        'jetton-wallet',
      );
    }
  }
  return bench.world.blockchain.openContract(Order.createFromAddress(address));
}

function mustLog(bench: OrderBench, name: string, txs: Transaction[], types: OrderEvent['type'][]) {
  const got = orderEventsOf(txs).map((e) => e.type);
  bench.must(got.join() === types.join(), `${name}: order logs ${got.join()} (expected ${types.join()})`);
}

async function place(bench: OrderBench, name: string, terms: OrderTerms) {
  const order = openOrder(bench, terms);
  const tx = buildPlaceOrder(terms, {
    factory: bench.world.factory.address,
    codes: codesOf(bench.world),
    makerJettonWallet:
      terms.sellAsset.kind === 'jetton'
        ? jettonWalletAddress(bench.user.address, terms.sellAsset.master, bench.world.walletCode)
        : undefined,
  });
  const txs = await bench.run(name, tx);
  mustLog(bench, name, txs, ['order_placed']);
  bench.must((await order.getOrderData()).status === OrderStatus.open, `${name}: the order is not open`);
  const principal = terms.reward + (terms.sellAsset.kind === 'ton' ? terms.sellAmount : 0n);
  return { order, outcome: { txs, attachedTon: tx.totalTon - principal } };
}

export const placeTonSell = async (bench: OrderBench, name: string): Promise<OrderOutcome> =>
  (await place(bench, name, termsFor(bench, TON, bench.world.A, toNano('1'), toNano('4')))).outcome;

export const placeJettonSell = async (bench: OrderBench, name: string): Promise<OrderOutcome> =>
  (await place(bench, name, termsFor(bench, bench.world.A, TON, toNano('5'), toNano('0.9')))).outcome;

/** A TON sell for A, filled whole through TON/A (30 bps): the direction of `swap TON→jetton`. */
export async function fillViaPool(bench: OrderBench, name: string): Promise<OrderOutcome> {
  const terms = termsFor(bench, TON, bench.world.A, toNano('1'), toNano('4'));
  const { order } = await place(bench, `${name} (place)`, terms);
  const makerA = await balanceOf(bench.world, bench.user.address, bench.world.A);
  const tx = buildFillOrder(order.address, {
    amount: terms.sellAmount,
    route: [{ asset: bench.world.A, feeBps: 30 }],
  });
  const txs = await bench.run(name, tx);
  mustLog(bench, name, txs, ['order_filled']);
  const got = (await balanceOf(bench.world, bench.user.address, bench.world.A)) - makerA;
  bench.must(got >= terms.minBuyAmount, `${name}: the maker got ${got}, under the limit`);
  return { txs, attachedTon: tx.totalTon };
}

/** A jetton sell of A for TON, taken whole by a taker paying TON. */
export async function fillDirect(bench: OrderBench, name: string): Promise<OrderOutcome> {
  const terms = termsFor(bench, bench.world.A, TON, toNano('5'), toNano('0.9'));
  const { order } = await place(bench, `${name} (place)`, terms);
  const tx = buildDirectFill(order.address, { buyAsset: TON, buyAmount: terms.minBuyAmount });
  const txs = await bench.run(name, tx);
  mustLog(bench, name, txs, ['order_filled']);
  bench.must((await order.getOrderData()).status === OrderStatus.closed, `${name}: the order is not closed`);
  return { txs, attachedTon: tx.totalTon - terms.minBuyAmount };
}

/** The maker cancels a jetton sell: the jettons and the reward come back. */
export async function cancel(bench: OrderBench, name: string): Promise<OrderOutcome> {
  const terms = termsFor(bench, bench.world.A, TON, toNano('5'), toNano('0.9'));
  const { order } = await place(bench, `${name} (place)`, terms);
  const tx = buildCancelOrder(order.address);
  const txs = await bench.run(name, tx);
  mustLog(bench, name, txs, ['order_cancelled']);
  bench.must((await balanceOf(bench.world, order.address, bench.world.A)) === 0n, `${name}: jettons left`);
  return { txs, attachedTon: tx.totalTon };
}
