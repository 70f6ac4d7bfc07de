// Property tests of limit orders: an order with random terms (TON or jetton sold, partial or not, a
// limit around the market) meets a random sequence of fills through the pool (some naming a pool
// that does not exist), direct fills, racing fills, swaps that move the price, forged receipts,
// refunds and excesses, strangers' cancels, expiry and the maker's cancel. After every action:
// - every executed fill paid the maker at least the limit price, and the filler exactly its share
//   of the reward; a failed fill paid nothing;
// - what is filled plus what is unfilled is the sell amount, and nothing is left in flight;
// - the order holds exactly what is unfilled (jettons) or at least it and the reward (TON);
// - only the maker's cancel (or an expiry) closes it, and then the unfilled part is back.
//
// `npm run fuzz -w @atoll/contracts` runs it with ORDER_PROPERTY_RUNS=200 and writes the seed and
// counts to ORDER_PROPERTY_REPORT (fuzz-report-orders.json); ORDER_PROPERTY_SEED replays a run.
import { type Address, beginCell, toNano, type Transaction } from '@ton/core';
import { type BlockchainSnapshot } from '@ton/sandbox';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Asset, TON } from '../src/sdk/assets';
import { type OrderEvent } from '../src/sdk/order-events';
import { orderLimitOut, orderReward, type OrderTerms } from '../src/sdk/orders';
import { DexOp } from '../src/wrappers/dex-constants';
import { JettonOp } from '../src/wrappers/jetton-constants';
import { OrderStatus } from '../src/wrappers/order-constants';
import { balanceOf } from './helpers/dex-world';
import { assertReported, fuzzSettings } from './helpers/fuzz-report';
import {
  cancelOrder,
  createOrderWorld,
  directFill,
  expireOrder,
  fillOrder,
  type OrderWorld,
  orderEventsOf,
  placeOrder,
  sendRaw,
  startFill,
  termsOf,
} from './helpers/order-world';
import { swapTx } from './helpers/user-actions';
import { sendBuilt } from './helpers/dex-world';

const SETTINGS = fuzzSettings('ORDER_PROPERTY', 15);

type Action =
  | { kind: 'fill'; share: number; missingPool: boolean; byAlice: boolean }
  | { kind: 'race'; share: number }
  | { kind: 'direct'; share: number }
  | { kind: 'movePrice'; up: boolean; size: number }
  | { kind: 'fakeReceipt' | 'fakeRefund' | 'fakeExcess' | 'strangerCancel' | 'expire' | 'cancel' };

const shareArb = fc.integer({ min: 1, max: 100 });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('fill' as const),
      share: shareArb,
      missingPool: fc.boolean(),
      byAlice: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('race' as const), share: shareArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('direct' as const), share: shareArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('movePrice' as const),
      up: fc.boolean(),
      size: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        ...(['fakeReceipt', 'fakeRefund', 'fakeExcess', 'strangerCancel', 'expire', 'cancel'] as const),
      )
      .map((kind) => ({ kind })),
  },
);

const termsArb = fc.record({
  sellTon: fc.boolean(),
  amount: fc.integer({ min: 1, max: 20 }),
  /** the limit against the pool's price, in percent */
  limitPct: fc.integer({ min: 80, max: 110 }),
  partial: fc.boolean(),
  minFillPct: fc.integer({ min: 0, max: 50 }),
});

let ow: OrderWorld;
let start: BlockchainSnapshot;
const stats = { actions: 0, kinds: new Map<string, number>(), events: new Map<string, number>() };

beforeAll(async () => {
  ow = await createOrderWorld();
  start = ow.world.blockchain.snapshot();
});

type TermsDraw = typeof termsArb extends fc.Arbitrary<infer R> ? R : never;

/** Terms at `limitPct` % of what the TON/A pool pays now for the whole amount. */
async function randomTerms(t: TermsDraw): Promise<OrderTerms> {
  const { world } = ow;
  const [ton, a] = await ow.tonA.getReserves();
  const sell: Asset = t.sellTon ? TON : world.A;
  const buy: Asset = t.sellTon ? world.A : TON;
  const sellAmount = t.sellTon ? toNano(t.amount) / 10n : toNano(t.amount) / 2n;
  const market = t.sellTon ? (sellAmount * a) / ton : (sellAmount * ton) / a;
  const minBuy = (market * BigInt(t.limitPct)) / 100n;
  return termsOf(world, world.bob.address, sell, buy, sellAmount, minBuy > 0n ? minBuy : 1n, {
    partial: t.partial,
    minFill: (sellAmount * BigInt(t.minFillPct)) / 100n,
  });
}

interface Ledger {
  filled: bigint;
  received: bigint;
}

function checkEvents(terms: OrderTerms, events: OrderEvent[], ledger: Ledger) {
  for (const e of events) {
    const label = e.type === 'order_fill_failed' ? `failed:${e.reason}` : e.type;
    stats.events.set(label, (stats.events.get(label) ?? 0) + 1);
    if (e.type !== 'order_filled') continue;
    // the maker gets at least the limit for every unit filled, the filler exactly its share
    expect(e.amountOut).toBeGreaterThanOrEqual(orderLimitOut(terms, e.amountIn));
    expect(e.rewardPaid).toBe(orderReward(terms, e.amountIn));
    ledger.filled += e.amountIn;
    ledger.received += e.amountOut;
    expect(e.remaining).toBe(terms.sellAmount - ledger.filled);
  }
}

async function act(
  action: Action,
  terms: OrderTerms,
  address: Address,
  ledger: Ledger,
): Promise<Transaction[]> {
  const { world } = ow;
  const remaining = terms.sellAmount - ledger.filled;
  const part = (share: number) => {
    // an all-or-nothing order is mostly tried whole (a part of it is refused: tooSmall)
    if (!terms.partial && share > 30) return remaining;
    const amount = (remaining * BigInt(share)) / 100n;
    return amount > 0n ? amount : 1n;
  };
  const route = (missing: boolean) => [{ asset: terms.buyAsset, feeBps: missing ? 100 : 30 }];
  switch (action.kind) {
    case 'fill':
      return fillOrder(
        ow,
        action.byAlice ? world.alice : ow.carol,
        address,
        part(action.share),
        route(action.missingPool),
      );
    case 'race': {
      const first = await startFill(ow, ow.carol.address, address, part(action.share), route(false));
      const second = await fillOrder(ow, world.alice, address, part(100 - action.share + 1), route(false));
      return [...second, ...(await first.finish())];
    }
    case 'direct': {
      const buy = orderLimitOut(terms, part(action.share));
      return directFill(ow, ow.carol, address, terms.buyAsset, buy);
    }
    case 'movePrice': {
      const [from, to] = action.up ? [TON, world.A] : [world.A, TON];
      const amount = action.up ? toNano(action.size) / 2n : toNano(action.size) * 2n;
      return sendBuilt(world, world.alice, swapTx(world, world.alice, ow.tonA.address, from, to, amount));
    }
    case 'fakeReceipt':
      return sendRaw(
        ow,
        ow.carol.address,
        address,
        toNano('0.1'),
        beginCell()
          .storeUint(DexOp.swapReceipt, 32)
          .storeUint(0, 64)
          .storeCoins(remaining)
          .storeCoins(10n ** 15n)
          .endCell(),
      );
    case 'fakeRefund':
      return sendRaw(
        ow,
        ow.carol.address,
        address,
        toNano('0.1'),
        beginCell().storeUint(DexOp.receiptRefund, 32).storeUint(0, 64).storeUint(1, 8).endCell(),
      );
    case 'fakeExcess':
      return sendRaw(
        ow,
        ow.carol.address,
        address,
        toNano('0.1'),
        beginCell().storeUint(JettonOp.excesses, 32).storeUint(0, 64).endCell(),
      );
    case 'strangerCancel':
      return cancelOrder(ow, ow.carol, address);
    case 'expire':
      world.blockchain.now = terms.expiresAt + 1;
      return expireOrder(ow, ow.carol, address);
    case 'cancel':
      return cancelOrder(ow, world.bob, address);
  }
}

async function runSequence(t: TermsDraw, actions: Action[]) {
  await ow.world.blockchain.loadFrom(start);
  const { world } = ow;
  const terms = await randomTerms(t);
  const makerSell = await balanceOf(world, world.bob.address, terms.sellAsset);
  const { order } = await placeOrder(ow, world.bob, terms);
  const ledger: Ledger = { filled: 0n, received: 0n };
  let closedBy: string | null = null;
  for (const action of actions) {
    stats.actions += 1;
    stats.kinds.set(action.kind, (stats.kinds.get(action.kind) ?? 0) + 1);
    const statusBefore = (await order.getOrderData()).status;
    const txs = await act(action, terms, order.address, ledger);
    checkEvents(terms, orderEventsOf(txs, order.address), ledger);
    const data = await order.getOrderData();
    expect(data.reserved).toBe(0n);
    expect(data.remaining).toBe(terms.sellAmount - ledger.filled);
    expect(data.received).toBe(ledger.received);
    if (action.kind === 'strangerCancel') expect(data.status).toBe(statusBefore);
    if (data.status === OrderStatus.closed && statusBefore !== OrderStatus.closed) closedBy = action.kind;
    if (data.status === OrderStatus.open) {
      if (terms.sellAsset.kind === 'jetton') {
        expect(await balanceOf(world, order.address, terms.sellAsset)).toBe(data.remaining);
      } else {
        const balance = (await world.blockchain.getContract(order.address)).balance;
        expect(balance).toBeGreaterThanOrEqual(data.remaining + data.rewardLeft);
      }
    }
  }
  // the end: whatever was not filled is back with the maker
  if ((await order.getOrderData()).status === OrderStatus.open) {
    world.blockchain.now = terms.expiresAt - 1;
    await cancelOrder(ow, world.bob, order.address);
    closedBy = closedBy ?? 'final cancel';
  }
  expect((await order.getOrderData()).status).toBe(OrderStatus.closed);
  expect(['cancel', 'expire', 'final cancel', 'fill', 'race', 'direct']).toContain(closedBy);
  if (terms.sellAsset.kind === 'jetton') {
    expect(await balanceOf(world, order.address, terms.sellAsset)).toBe(0n);
    expect(makerSell - (await balanceOf(world, world.bob.address, terms.sellAsset))).toBe(ledger.filled);
  }
}

describe('limit order properties over random fills and attacks', () => {
  it('pays the maker at least the limit, the filler pro rata, never overfills, and returns the rest', async () => {
    await assertReported(
      SETTINGS,
      fc.asyncProperty(termsArb, fc.array(actionArb, { minLength: 3, maxLength: 8 }), runSequence),
      () => ({
        actions: stats.actions,
        actionsByKind: Object.fromEntries([...stats.kinds].sort()),
        outcomes: Object.fromEntries([...stats.events].sort()),
      }),
    );
  }, 3_600_000);
});
