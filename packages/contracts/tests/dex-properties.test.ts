// Property tests: random sequences of swaps, adds and removes by two users against a TON/A and
// an A/B pool, mixed with hostile actions (forged notifications, fake excesses, receivers outside
// the basechain, jetton hops to a pool that does not exist, forged READY answers to a hop's probe,
// and real bounces of payouts, LP mints and deposit credits, each then claimed). Multi-hop routes
// go through a probe the first time a pool hops to a next one, then straight to the pool it
// remembered, so both paths are checked. After every action the DEX invariants hold
// (helpers/conservation.ts), the pools do exactly what the SDK quotes predict, and each user's
// funds are either delivered or refunded.
//
// `npm run fuzz -w @atoll/contracts` runs it with DEX_PROPERTY_RUNS=200 and writes the seed and the
// counts to DEX_PROPERTY_REPORT (fuzz-report.json); DEX_PROPERTY_SEED replays a run.
import { Address, beginCell, type Cell, toNano, type Transaction } from '@ton/core';
import { type BlockchainSnapshot } from '@ton/sandbox';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Asset, assetEquals, assetKey, TON } from '../src/sdk/assets';
import { getAmountIn, getAmountOut, quoteAddLiquidity, quoteRemoveLiquidity } from '../src/sdk/quote';
import {
  type BuiltTransaction,
  buildProvideLiquidity,
  buildRemoveLiquidity,
  buildSwap,
  newQueryId,
} from '../src/sdk/transactions';
import { depositAddress, jettonWalletAddress } from '../src/sdk/addresses';
import { swapJettonPayload, type NextHop, type SwapParams, swapTonBody } from '../src/sdk/payloads';
import { buildClaimHeld, swapGasBudget } from '../src/sdk/transactions';
import {
  DexExitCode,
  DexOp,
  ReservesChangeCause,
  type RefundReasonName,
} from '../src/wrappers/dex-constants';
import { JettonOp } from '../src/wrappers/jetton-constants';
import { buildJettonTransferBody } from '../src/wrappers/jetton-wallet';
import { deployForger, forge, FORGE_TON, forgedReadyAnswer, nextPoolKey } from './helpers/hop-forgery';
import { exitCodeOf } from './helpers/transactions';
import { assertReported, fuzzSettings } from './helpers/fuzz-report';
import {
  checkInvariants,
  checkTransactions,
  type Holdings,
  lpOf,
  type PoolEvent,
  type PoolInfo,
  poolEventsOf,
  readHoldings,
  type Users,
} from './helpers/conservation';
import {
  createDexWorld,
  createPoolWithLiquidity,
  type DexWorld,
  poolOrder,
  refuseAt,
  sendBuilt,
  USER_JETTONS,
  userJettonWallet,
} from './helpers/dex-world';

const SETTINGS = fuzzSettings('DEX_PROPERTY', 20);
/** What a user's wallet may pay beyond the TON it attached: its own transaction fees. */
const WALLET_FEE_SLACK = toNano('0.01');

type UserName = 'alice' | 'bob';
type PoolName = 'tonA' | 'ab' | 'tonB';
// Assets along each route; the pools follow from consecutive pairs. Routes through TON carry
// the middle leg as a SwapTon message, the others as a jetton transfer between pool wallets.
// TON>A>B>TON and B>A>TON>B-like round trips are included: they once ran out of gas at a middle
// pool, because the budget assumed a TON payout where a jetton refund could be needed.
const ROUTES = {
  'TON>A>B>TON': ['TON', 'A', 'B', 'TON'],
  'TON>B>A>TON': ['TON', 'B', 'A', 'TON'],
  'TON>A>B': ['TON', 'A', 'B'],
  'B>A>TON': ['B', 'A', 'TON'],
  'A>TON>B': ['A', 'TON', 'B'],
  'B>TON>A': ['B', 'TON', 'A'],
  'A>B>TON>A': ['A', 'B', 'TON', 'A'],
  'B>A>TON>B': ['B', 'A', 'TON', 'B'],
} as const;
type RouteName = keyof typeof ROUTES;
/** An amount relative to a reference (a reserve or a balance): mantissa/1000 · 2^exp. */
type Size = { exp: number; mantissa: number };
/** How the slippage limit relates to the quote at the time of the action. */
type Limit = 'none' | 'loose' | 'quoted' | 'tooHigh';
type Deadline = 'none' | 'future' | 'expired';

type Action =
  | {
      kind: 'swap';
      user: UserName;
      receiver: UserName;
      pool: PoolName;
      zeroForOne: boolean;
      size: Size;
      limit: Limit;
      deadline: Deadline;
    }
  | {
      kind: 'exactOut';
      user: UserName;
      pool: PoolName;
      zeroForOne: boolean;
      size: Size;
      maxIn: 'generous' | 'exact' | 'short';
      deadline: Deadline;
    }
  | {
      kind: 'multiHop';
      user: UserName;
      receiver: UserName;
      route: RouteName;
      size: Size;
      /** one per hop; extra entries are ignored */
      limits: Limit[];
      deadline: Deadline;
    }
  | {
      kind: 'add';
      user: UserName;
      pool: PoolName;
      size: Size;
      skewPct: number;
      limit: Limit;
      deadline: Deadline;
    }
  | { kind: 'remove'; user: UserName; pool: PoolName; sharePct: number; limit: Limit; deadline: Deadline }
  // ---- hostile actions ----
  /** A transfer_notification sent straight to a pool by a user (not a wallet), claiming jettons. */
  | { kind: 'forgedNotification'; user: UserName; pool: PoolName; size: Size }
  /** An excesses message sent to a pool as if it were owed something. */
  | { kind: 'fakeExcess'; user: UserName; pool: PoolName }
  /** A swap whose receiver or refund address is in the masterchain. */
  | {
      kind: 'badAddress';
      user: UserName;
      pool: PoolName;
      zeroForOne: boolean;
      size: Size;
      bad: 'receiver' | 'refundTo';
    }
  /** A 2-hop swap whose second pool (A/C) does not exist. */
  | { kind: 'hopToMissing'; user: UserName; from: 'TON' | 'B'; size: Size; deadline: Deadline }
  /**
   * A forged READY answer to the probe of a route's first jetton hop (contracts/test/hop-forger.tolk),
   * naming the forger as the next pool and paying it the pool's whole reserve of the hop's asset;
   * `flagged` writes the `bounced` flag into the raw header.
   */
  | { kind: 'forgedHopAnswer'; user: UserName; route: RouteName; flagged: boolean }
  /** A swap whose payout the pool's own wallet refuses (paused), then the user's claim. */
  | {
      kind: 'pausedPayout';
      user: UserName;
      receiver: UserName;
      pool: PoolName;
      zeroForOne: boolean;
      size: Size;
    }
  /** An add whose LP mint the user's LP wallet refuses, then the claim. */
  | { kind: 'lpMintBounce'; user: UserName; pool: PoolName; size: Size }
  /** One jetton leg whose deposit credit the deposit contract refuses, then the claim. */
  | { kind: 'depositBounce'; user: UserName; pool: PoolName; isAsset1: boolean; size: Size };

// ---- generators --------------------------------------------------------------------------------

const userArb = fc.constantFrom<UserName>('alice', 'bob');
const poolArb = fc.constantFrom<PoolName>('tonA', 'ab', 'tonB');
// mostly realistic sizes (1/1000 of a reserve up to 4 reserves), sometimes dust down to 1 nano
const sizeArb: fc.Arbitrary<Size> = fc.record({
  exp: fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: -10, max: 2 }) },
    { weight: 1, arbitrary: fc.integer({ min: -45, max: -11 }) },
  ),
  mantissa: fc.integer({ min: 1, max: 1000 }),
});
const limitArb = fc.constantFrom<Limit>('none', 'loose', 'quoted', 'tooHigh');
const deadlineArb: fc.Arbitrary<Deadline> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Deadline>('none') },
  { weight: 3, arbitrary: fc.constant<Deadline>('future') },
  { weight: 1, arbitrary: fc.constant<Deadline>('expired') },
);

const hostileArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('forgedNotification' as const),
    user: userArb,
    pool: poolArb,
    size: sizeArb,
  }),
  fc.record({ kind: fc.constant('fakeExcess' as const), user: userArb, pool: poolArb }),
  fc.record({
    kind: fc.constant('badAddress' as const),
    user: userArb,
    pool: poolArb,
    zeroForOne: fc.boolean(),
    size: sizeArb,
    bad: fc.constantFrom('receiver' as const, 'refundTo' as const),
  }),
  fc.record({
    kind: fc.constant('hopToMissing' as const),
    user: userArb,
    from: fc.constantFrom('TON' as const, 'B' as const),
    size: sizeArb,
    deadline: deadlineArb,
  }),
  fc.record({
    kind: fc.constant('forgedHopAnswer' as const),
    user: userArb,
    // the routes with a jetton hop (the others pass only TON between pools)
    route: fc.constantFrom(
      ...(Object.keys(ROUTES) as RouteName[]).filter((r) => ROUTES[r].slice(1, -1).some((a) => a !== 'TON')),
    ),
    flagged: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('pausedPayout' as const),
    user: userArb,
    receiver: userArb,
    pool: poolArb,
    zeroForOne: fc.boolean(),
    size: sizeArb,
  }),
  fc.record({ kind: fc.constant('lpMintBounce' as const), user: userArb, pool: poolArb, size: sizeArb }),
  fc.record({
    kind: fc.constant('depositBounce' as const),
    user: userArb,
    pool: poolArb,
    isAsset1: fc.boolean(),
    size: sizeArb,
  }),
);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: hostileArb },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('swap' as const),
      user: userArb,
      receiver: userArb,
      pool: poolArb,
      zeroForOne: fc.boolean(),
      size: sizeArb,
      limit: limitArb,
      deadline: deadlineArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('exactOut' as const),
      user: userArb,
      pool: poolArb,
      zeroForOne: fc.boolean(),
      size: sizeArb,
      maxIn: fc.constantFrom('generous' as const, 'exact' as const, 'short' as const),
      deadline: deadlineArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('multiHop' as const),
      user: userArb,
      receiver: userArb,
      route: fc.constantFrom(...(Object.keys(ROUTES) as RouteName[])),
      size: sizeArb,
      limits: fc.array(limitArb, { minLength: 3, maxLength: 3 }),
      deadline: deadlineArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      user: userArb,
      pool: poolArb,
      size: sizeArb,
      // the second side's amount as a percentage of what the pool ratio needs
      skewPct: fc.oneof(fc.constant(100), fc.integer({ min: 25, max: 400 })),
      limit: limitArb,
      deadline: deadlineArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('remove' as const),
      user: userArb,
      pool: poolArb,
      // sometimes everything: a drained pool keeps only the locked minimum and dust reserves
      sharePct: fc.oneof(
        { weight: 1, arbitrary: fc.constant(100) },
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 100 }) },
      ),
      limit: limitArb,
      deadline: deadlineArb,
    }),
  },
);

function scaled(reference: bigint, size: Size): bigint {
  const x = reference * BigInt(size.mantissa);
  const shifted = size.exp >= 0 ? x << BigInt(size.exp) : x >> BigInt(-size.exp);
  return shifted / 1000n;
}

function limitOf(quote: bigint, limit: Limit): bigint {
  if (limit === 'none') return 0n;
  if (limit === 'loose') return (quote * 99n) / 100n;
  return limit === 'quoted' ? quote : quote + 1n;
}

// ---- the world -----------------------------------------------------------------------------------

let world: DexWorld;
let users: Users;
let pools: Record<PoolName, PoolInfo>;
let jettons: Asset[];
let snapshot: BlockchainSnapshot;
let forger: Address;
/** Everything the users hold of A (or B) was minted to them at the start. */
const MINTED = 2n * USER_JETTONS;

beforeAll(async () => {
  world = await createDexWorld();
  users = { alice: world.alice, bob: world.bob };
  jettons = [world.A, world.B];
  const tonA = await createPoolWithLiquidity(
    world,
    world.alice,
    TON,
    world.A,
    30,
    toNano('100'),
    toNano('500'),
  );
  const ab = await createPoolWithLiquidity(
    world,
    world.alice,
    world.A,
    world.B,
    5,
    toNano('1000'),
    toNano('2000'),
  );
  // a third pool so that routes can also pass through TON
  const tonB = await createPoolWithLiquidity(
    world,
    world.bob,
    TON,
    world.B,
    100,
    toNano('50'),
    toNano('400'),
  );
  for (const txs of [tonA.txs, ab.txs, tonB.txs]) checkTransactions(txs);
  const info = (name: PoolName, pool: typeof tonA.pool, a: Asset, b: Asset, feeBps: number): PoolInfo => {
    const { asset0, asset1 } = poolOrder(a, b, 0n, 0n);
    return { name, contract: pool, asset0, asset1, feeBps, lp: lpOf(pool) };
  };
  pools = {
    tonA: info('tonA', tonA.pool, TON, world.A, 30),
    ab: info('ab', ab.pool, world.A, world.B, 5),
    tonB: info('tonB', tonB.pool, TON, world.B, 100),
  };
  forger = await deployForger(world);
  snapshot = world.blockchain.snapshot();
});

// ---- running one action ---------------------------------------------------------------------------

/** An event as the SDK quote predicts it; compared with toMatchObject. */
type Predicted = { pool: PoolName; event: Record<string, unknown> };

interface Performed {
  txs: Transaction[];
  predicted: Predicted[];
  /** TON the wallet attached beyond the TON amounts it trades (gas, returned as excesses). */
  gasAttached: bigint;
  /** Balance changes the events promise, per user and asset (TON is checked within the gas). */
  delivered: (events: PoolEvent[]) => Record<string, Record<string, bigint>>;
  /** Failed transactions a hostile action causes on purpose (a refused message, a paused account). */
  expectedFailure?: (tx: Transaction) => boolean;
}

/** A masterchain address: jetton wallets refuse to pay there. */
const MASTERCHAIN = new Address(-1, Buffer.alloc(32, 0x5a));
/** The exit code of contracts/test/refusing.tolk. */
const REFUSED = 0xdead;
const refusedTx = (tx: Transaction) => exitCodeOf(tx) === REFUSED;

const userNameOf = (address: { equals(other: Address): boolean } | null) =>
  Object.entries(users).find(([, u]) => address?.equals(u.address))?.[0] ?? 'nobody';

/** What the held-credit logs move: an LP mint taken back, held funds claimed. */
function heldDeltas(events: PoolEvent[], deltas: Record<string, Record<string, bigint>>) {
  for (const { pool: name, event } of events) {
    if (event.type !== 'reserves_changed') continue;
    const pool = pools[name as PoolName];
    const who = userNameOf(event.user);
    if (event.cause === ReservesChangeCause.lpMintBounced) addTo(deltas, who, pool.lp, -event.amount);
    if (event.cause === ReservesChangeCause.heldClaimed0) addTo(deltas, who, pool.asset0, event.amount);
    if (event.cause === ReservesChangeCause.heldClaimed1) addTo(deltas, who, pool.asset1, event.amount);
  }
  return deltas;
}

/** The user claims what the pool holds for it, when it holds anything; with the logs to expect. */
async function claimHeld(user: UserName, pool: PoolInfo) {
  const held = await pool.contract.getHeld(users[user]!.address);
  if (held.amount0 === 0n && held.amount1 === 0n) return { txs: [], predicted: [], gas: 0n };
  const tx = buildClaimHeld(pool.contract.address, newQueryId());
  const predicted: Predicted[] = [];
  const name = pool.name as PoolName;
  if (held.amount0 > 0n)
    predicted.push({
      pool: name,
      event: { type: 'reserves_changed', cause: ReservesChangeCause.heldClaimed0, amount: held.amount0 },
    });
  if (held.amount1 > 0n)
    predicted.push({
      pool: name,
      event: { type: 'reserves_changed', cause: ReservesChangeCause.heldClaimed1, amount: held.amount1 },
    });
  return { txs: await send(user, tx), predicted, gas: tx.totalTon };
}

/** Sends a raw message from a user's wallet. */
async function sendRaw(user: UserName, to: Address, value: bigint, body: Cell) {
  return (await users[user]!.send({ to, value, body })).transactions;
}

/** A swap input of `size` relative to the reserve it goes into, within what the user can afford. */
function swapAmount(h: Holdings, user: UserName, pool: PoolInfo, zeroForOne: boolean, size: Size) {
  const data = h.pools[pool.name]!.data;
  const assetIn = zeroForOne ? pool.asset0 : pool.asset1;
  let amount = scaled(zeroForOne ? data.reserve0 : data.reserve1, size);
  amount = amount < 1n ? 1n : amount;
  const most = affordable(h, user, assetIn);
  return amount > most ? most : amount;
}

const refunded = (
  pool: PoolName,
  type: 'swap_refunded' | 'liquidity_refunded',
  reason: RefundReasonName,
) => ({
  pool,
  event: { type, reason },
});

function now(): number {
  return world.blockchain.now ?? 0;
}

function deadlineOf(deadline: Deadline): number {
  if (deadline === 'none') return 0;
  return deadline === 'future' ? now() + 600 : now() - 1;
}

/** Amount of an asset a user can afford to put in: a quarter of the balance keeps gas safe. */
function affordable(h: Holdings, user: UserName, asset: Asset): bigint {
  return h.users[user]![assetKey(asset)]! / 4n;
}

/**
 * A deposit into `pool` sized by `size` against its reserves, side 1 at `skewPct` % of the pool's ratio
 * (100: exactly at it), each side at least one unit and at most what the user can afford.
 */
function depositOf(h: Holdings, user: UserName, pool: PoolInfo, size: Size, skewPct: number) {
  const data = h.pools[pool.name]!.data;
  let amount0 = scaled(data.reserve0, size);
  amount0 = amount0 < 1n ? 1n : amount0;
  if (amount0 > affordable(h, user, pool.asset0)) amount0 = affordable(h, user, pool.asset0);
  let amount1 = (amount0 * data.reserve1 * BigInt(skewPct)) / (data.reserve0 * 100n);
  amount1 = amount1 < 1n ? 1n : amount1;
  if (amount1 > affordable(h, user, pool.asset1)) amount1 = affordable(h, user, pool.asset1);
  return { data, amount0, amount1 };
}

/** The pool trading a pair (one per pair here). */
function poolOf(a: Asset, b: Asset): PoolInfo {
  const found = Object.values(pools).find(
    (p) =>
      (assetEquals(p.asset0, a) && assetEquals(p.asset1, b)) ||
      (assetEquals(p.asset0, b) && assetEquals(p.asset1, a)),
  );
  if (!found) throw new Error('no pool for this pair');
  return found;
}

function sourceOf(user: UserName, asset: Asset) {
  return { asset, userJettonWallet: userJettonWallet(world, users[user]!.address, asset) };
}

function tonIn(asset: Asset, amount: bigint) {
  return asset.kind === 'ton' ? amount : 0n;
}

function addTo(deltas: Record<string, Record<string, bigint>>, user: string, asset: Asset, amount: bigint) {
  const row = (deltas[user] ??= {});
  row[assetKey(asset)] = (row[assetKey(asset)] ?? 0n) + amount;
}

/**
 * What a (possibly multi-hop) swap delivered: the first pool took the input, the last event
 * either paid the output to the receiver or refunded that hop's input to the user.
 */
function swapDeltas(
  route: PoolInfo[],
  user: UserName,
  receiver: UserName,
  assetIn: Asset,
): (events: PoolEvent[]) => Record<string, Record<string, bigint>> {
  return (events) => {
    const deltas: Record<string, Record<string, bigint>> = {};
    const first = events[0]?.event;
    const last = events.at(-1)?.event;
    const lastPool = route[events.length - 1];
    if (!first || !last || !lastPool) return deltas;
    if (first.type === 'swap') addTo(deltas, user, assetIn, -first.amountIn);
    if (last.type === 'swap') {
      addTo(deltas, receiver, last.zeroForOne ? lastPool.asset1 : lastPool.asset0, last.amountOut);
    } else if (last.type === 'swap_refunded' && events.length > 1) {
      addTo(deltas, user, last.isAsset1 ? lastPool.asset1 : lastPool.asset0, last.amount);
    }
    // each hop trades exactly what the previous one paid out
    for (let i = 1; i < events.length; i++) {
      const prev = events[i - 1]!.event;
      const cur = events[i]!.event;
      if (prev.type !== 'swap') continue;
      const got = cur.type === 'swap' ? cur.amountIn : cur.type === 'swap_refunded' ? cur.amount : -1n;
      expect(got, 'a later hop traded another amount than the previous hop paid').toBe(prev.amountOut);
    }
    return deltas;
  };
}

/** Exact-in quote of a pool in one direction, plus what the pool would pay. */
function quoteIn(
  pool: PoolInfo,
  data: { reserve0: bigint; reserve1: bigint },
  zeroForOne: boolean,
  amountIn: bigint,
) {
  const [rIn, rOut] = zeroForOne ? [data.reserve0, data.reserve1] : [data.reserve1, data.reserve0];
  return getAmountOut(amountIn, rIn, rOut, pool.feeBps);
}

async function send(user: UserName, tx: BuiltTransaction) {
  return sendBuilt(world, users[user]!, tx);
}

async function perform(action: Action, h: Holdings): Promise<Performed> {
  const deadlineKind = 'deadline' in action ? action.deadline : 'none';
  const deadline = deadlineOf(deadlineKind);
  const expired = deadlineKind === 'expired';
  const queryId = newQueryId();
  const user = users[action.user]!.address;

  switch (action.kind) {
    case 'swap': {
      const pool = pools[action.pool];
      const data = h.pools[pool.name]!.data;
      const [assetIn, assetOut] = action.zeroForOne ? [pool.asset0, pool.asset1] : [pool.asset1, pool.asset0];
      const reserveIn = action.zeroForOne ? data.reserve0 : data.reserve1;
      let amountIn = scaled(reserveIn, action.size);
      amountIn = amountIn < 1n ? 1n : amountIn;
      if (amountIn > affordable(h, action.user, assetIn)) amountIn = affordable(h, action.user, assetIn);
      const quote = quoteIn(pool, data, action.zeroForOne, amountIn);
      const minOut = limitOf(quote, action.limit);
      const tx = buildSwap({
        pool: pool.contract.address,
        input: sourceOf(action.user, assetIn),
        assetOut,
        amountIn,
        minOut,
        user,
        receiver: users[action.receiver]!.address,
        deadline,
        queryId,
      });
      let predicted: Predicted;
      if (expired) predicted = refunded(action.pool, 'swap_refunded', 'deadline');
      else if (quote === 0n || quote < minOut) predicted = refunded(action.pool, 'swap_refunded', 'slippage');
      else predicted = { pool: action.pool, event: { type: 'swap', amountIn, amountOut: quote } };
      return {
        txs: await send(action.user, tx),
        predicted: [predicted],
        gasAttached: tx.totalTon - tonIn(assetIn, amountIn),
        delivered: swapDeltas([pool], action.user, action.receiver, assetIn),
      };
    }
    case 'exactOut': {
      const pool = pools[action.pool];
      const data = h.pools[pool.name]!.data;
      const [assetIn, assetOut] = action.zeroForOne ? [pool.asset0, pool.asset1] : [pool.asset1, pool.asset0];
      const [reserveIn, reserveOut] = action.zeroForOne
        ? [data.reserve0, data.reserve1]
        : [data.reserve1, data.reserve0];
      // sizes above 1 ask for the whole reserve or more: the pool must refuse those
      let want = scaled(reserveOut, action.size);
      want = want < 1n ? 1n : want;
      const needed = getAmountIn(want, reserveIn, reserveOut, pool.feeBps);
      let maxIn = needed ?? scaled(reserveIn, action.size);
      if (action.maxIn === 'generous') maxIn += maxIn / 10n + 1n;
      if (action.maxIn === 'short') maxIn -= 1n;
      if (maxIn > affordable(h, action.user, assetIn)) maxIn = affordable(h, action.user, assetIn);
      if (maxIn < 1n) maxIn = 1n;
      const tx = buildSwap({
        pool: pool.contract.address,
        input: sourceOf(action.user, assetIn),
        assetOut,
        amountIn: maxIn,
        minOut: 0n,
        exactAmountOut: want,
        user,
        deadline,
        queryId,
      });
      let predicted: Predicted;
      if (expired) predicted = refunded(action.pool, 'swap_refunded', 'deadline');
      else if (needed === null) predicted = refunded(action.pool, 'swap_refunded', 'reserveExceeded');
      else if (needed > maxIn) predicted = refunded(action.pool, 'swap_refunded', 'slippage');
      else predicted = { pool: action.pool, event: { type: 'swap', amountIn: needed, amountOut: want } };
      return {
        txs: await send(action.user, tx),
        predicted: [predicted],
        gasAttached: tx.totalTon - tonIn(assetIn, maxIn),
        delivered: swapDeltas([pool], action.user, action.user, assetIn),
      };
    }
    case 'multiHop': {
      const assets = ROUTES[action.route].map((name) => ({ TON, A: world.A, B: world.B })[name]);
      const route = assets.slice(1).map((out, i) => poolOf(assets[i]!, out));
      const assetIn = assets[0]!;
      const assetOut = assets.at(-1)!;
      const [first, ...later] = route as [PoolInfo, ...PoolInfo[]];
      const firstData = h.pools[first.name]!.data;
      let amountIn = scaled(
        assetEquals(assetIn, first.asset0) ? firstData.reserve0 : firstData.reserve1,
        action.size,
      );
      amountIn = amountIn < 1n ? 1n : amountIn;
      if (amountIn > affordable(h, action.user, assetIn)) amountIn = affordable(h, action.user, assetIn);
      // every pool of a route is distinct, so each hop is quoted on the reserves before the action
      const predicted: Predicted[] = [];
      const minOuts: bigint[] = [];
      let amount = amountIn;
      let failed = false;
      for (const [i, pool] of route.entries()) {
        const out = quoteIn(pool, h.pools[pool.name]!.data, assetEquals(assets[i]!, pool.asset0), amount);
        const minOut = limitOf(out, action.limits[i] ?? 'none');
        minOuts.push(minOut);
        if (failed) continue;
        const name = pool.name as PoolName;
        if (expired && i === 0) predicted.push(refunded(name, 'swap_refunded', 'deadline'));
        else if (out === 0n || out < minOut) predicted.push(refunded(name, 'swap_refunded', 'slippage'));
        else predicted.push({ pool: name, event: { type: 'swap', amountIn: amount, amountOut: out } });
        failed = predicted.at(-1)!.event.type !== 'swap';
        amount = out;
      }
      let next: NextHop | null = null;
      for (let i = later.length - 1; i >= 0; i--) {
        next = { assetOut: assets[i + 2]!, feeBps: later[i]!.feeBps, minOut: minOuts[i + 1]!, next };
      }
      const tx = buildSwap({
        pool: first.contract.address,
        input: sourceOf(action.user, assetIn),
        assetOut,
        amountIn,
        minOut: minOuts[0]!,
        next,
        user,
        receiver: users[action.receiver]!.address,
        deadline,
        queryId,
      });
      return {
        txs: await send(action.user, tx),
        predicted,
        gasAttached: tx.totalTon - tonIn(assetIn, amountIn),
        delivered: swapDeltas(route, action.user, action.receiver, assetIn),
      };
    }
    case 'add': {
      const pool = pools[action.pool];
      const { data, amount0, amount1 } = depositOf(h, action.user, pool, action.size, action.skewPct);
      const quote = quoteAddLiquidity(amount0, amount1, data.reserve0, data.reserve1, data.lpSupply);
      const minLpOut = limitOf(quote?.lpOut ?? 0n, action.limit);
      const tx = buildProvideLiquidity({
        pool: pool.contract.address,
        side0: sourceOf(action.user, pool.asset0),
        side1: sourceOf(action.user, pool.asset1),
        amount0,
        amount1,
        minLpOut,
        user,
        deadline,
        queryId,
      });
      let predicted: Predicted;
      if (expired) predicted = refunded(action.pool, 'liquidity_refunded', 'deadline');
      else if (!quote) predicted = refunded(action.pool, 'liquidity_refunded', 'zeroAmount');
      else if (quote.lpOut < minLpOut) predicted = refunded(action.pool, 'liquidity_refunded', 'slippage');
      else {
        predicted = {
          pool: action.pool,
          event: { type: 'liquidity_added', amount0: quote.used0, amount1: quote.used1, lpOut: quote.lpOut },
        };
      }
      return {
        txs: await send(action.user, tx),
        predicted: [predicted],
        gasAttached: tx.totalTon - tonIn(pool.asset0, amount0),
        delivered: (events) => {
          const deltas: Record<string, Record<string, bigint>> = {};
          const event = events[0]?.event;
          if (event?.type === 'liquidity_added') {
            addTo(deltas, action.user, pool.asset0, -event.amount0);
            addTo(deltas, action.user, pool.asset1, -event.amount1);
            addTo(deltas, action.user, pool.lp, event.lpOut);
          }
          return deltas;
        },
      };
    }
    case 'remove': {
      const pool = pools[action.pool];
      const data = h.pools[pool.name]!.data;
      const held = h.users[action.user]![assetKey(pool.lp)]!;
      const lpAmount = (held * BigInt(action.sharePct)) / 100n;
      if (lpAmount === 0n) return { txs: [], predicted: [], gasAttached: 0n, delivered: () => ({}) };
      const quote = quoteRemoveLiquidity(lpAmount, data.reserve0, data.reserve1, data.lpSupply);
      const tx = buildRemoveLiquidity({
        userLpWallet: jettonWalletAddress(user, pool.contract.address, world.walletCode),
        lpAmount,
        min0: limitOf(quote.amount0, action.limit),
        min1: limitOf(quote.amount1, action.limit === 'tooHigh' ? 'quoted' : action.limit),
        user,
        deadline,
        queryId,
      });
      let predicted: Predicted;
      if (expired) predicted = refunded(action.pool, 'liquidity_refunded', 'deadline');
      else if (action.limit === 'tooHigh')
        predicted = refunded(action.pool, 'liquidity_refunded', 'slippage');
      else {
        predicted = {
          pool: action.pool,
          event: {
            type: 'liquidity_removed',
            lpBurned: lpAmount,
            amount0: quote.amount0,
            amount1: quote.amount1,
          },
        };
      }
      return {
        txs: await send(action.user, tx),
        predicted: [predicted],
        gasAttached: tx.totalTon,
        delivered: (events) => {
          const deltas: Record<string, Record<string, bigint>> = {};
          const event = events[0]?.event;
          if (event?.type === 'liquidity_removed') {
            addTo(deltas, action.user, pool.lp, -event.lpBurned);
            addTo(deltas, action.user, pool.asset0, event.amount0);
            addTo(deltas, action.user, pool.asset1, event.amount1);
          }
          return deltas;
        },
      };
    }
    case 'forgedNotification': {
      // "jettons arrived" from a sender that is not one of the pool's wallets: nothing is credited
      const pool = pools[action.pool];
      const params: SwapParams = { exactOut: false, limit: 0n, deadline: 0, receiver: user, refundTo: user };
      const body = beginCell()
        .storeUint(0x7362d09c, 32)
        .storeUint(queryId, 64)
        .storeCoins(scaled(toNano('1000'), action.size) + 1n)
        .storeAddress(user)
        .storeBit(1)
        .storeRef(swapJettonPayload(params))
        .endCell();
      const value = toNano('0.1');
      return {
        txs: await sendRaw(action.user, pool.contract.address, value, body),
        predicted: [],
        gasAttached: value,
        delivered: () => ({}),
      };
    }
    case 'fakeExcess': {
      // the pool owes nobody excesses: an unknown op, refused (the bounce returns the TON)
      const pool = pools[action.pool];
      const body = beginCell().storeUint(0xd53276db, 32).storeUint(queryId, 64).endCell();
      const value = toNano('0.05');
      return {
        txs: await sendRaw(action.user, pool.contract.address, value, body),
        predicted: [],
        gasAttached: value,
        delivered: () => ({}),
        expectedFailure: (tx) => exitCodeOf(tx) === DexExitCode.wrongOp,
      };
    }
    case 'badAddress': {
      const pool = pools[action.pool];
      const assetIn = action.zeroForOne ? pool.asset0 : pool.asset1;
      const amountIn = swapAmount(h, action.user, pool, action.zeroForOne, action.size);
      const params: SwapParams = {
        exactOut: false,
        limit: 0n,
        deadline,
        receiver: action.bad === 'receiver' ? MASTERCHAIN : user,
        refundTo: action.bad === 'refundTo' ? MASTERCHAIN : user,
      };
      const gas = swapGasBudget(assetIn, TON, false, 0);
      let txs: Transaction[];
      let gasAttached = gas;
      if (assetIn.kind === 'ton') {
        txs = await sendRaw(
          action.user,
          pool.contract.address,
          amountIn + gas,
          swapTonBody(queryId, amountIn, params),
        );
      } else {
        const body = buildJettonTransferBody({
          queryId,
          jettonAmount: amountIn,
          to: pool.contract.address,
          responseAddress: user,
          forwardTonAmount: gas,
          forwardPayload: swapJettonPayload(params),
        });
        gasAttached = gas + toNano('0.05');
        txs = await sendRaw(action.user, userJettonWallet(world, user, assetIn)!, gasAttached, body);
      }
      // refused up front whatever else is wrong (the expired deadline comes after the address)
      return {
        txs,
        predicted: [refunded(action.pool, 'swap_refunded', 'badPayload')],
        gasAttached,
        delivered: () => ({}),
      };
    }
    case 'hopToMissing': {
      // A/C at 30 bps is never created: the intermediate A must come back to the user
      const first = action.from === 'TON' ? pools.tonA : pools.ab;
      const assetIn = action.from === 'TON' ? TON : world.B;
      const zeroForOne = assetEquals(assetIn, first.asset0);
      const amountIn = swapAmount(h, action.user, first, zeroForOne, action.size);
      const quote = quoteIn(first, h.pools[first.name]!.data, zeroForOne, amountIn);
      const tx = buildSwap({
        pool: first.contract.address,
        input: sourceOf(action.user, assetIn),
        assetOut: world.C,
        amountIn,
        minOut: 0n,
        next: { assetOut: world.C, feeBps: 30, minOut: 0n },
        user,
        deadline,
        queryId,
      });
      const name = first.name as PoolName;
      const predicted: Predicted[] = expired
        ? [refunded(name, 'swap_refunded', 'deadline')]
        : quote === 0n
          ? [refunded(name, 'swap_refunded', 'slippage')]
          : [
              { pool: name, event: { type: 'swap', amountIn, amountOut: quote } },
              { pool: name, event: { type: 'swap_refunded', reason: 'unknownPool', amount: quote } },
            ];
      return {
        txs: await send(action.user, tx),
        predicted,
        gasAttached: tx.totalTon - tonIn(assetIn, amountIn),
        delivered: (events) => {
          const deltas: Record<string, Record<string, bigint>> = {};
          const [swapped, back] = events.map((e) => e.event);
          if (swapped?.type === 'swap' && back?.type === 'swap_refunded') {
            addTo(deltas, action.user, assetIn, -swapped.amountIn);
            addTo(deltas, action.user, world.A, back.amount);
          }
          return deltas;
        },
      };
    }
    case 'forgedHopAnswer': {
      // the route's first hop whose output is a jetton: the one a pool probes, then remembers
      const assets = ROUTES[action.route].map((name) => ({ TON, A: world.A, B: world.B })[name]);
      const i = assets.findIndex((asset, j) => j > 0 && j < assets.length - 1 && asset.kind !== 'ton') - 1;
      const first = poolOf(assets[i]!, assets[i + 1]!);
      const fromAsset1 = assetEquals(assets[i]!, first.asset1);
      const data = h.pools[first.name]!.data;
      const body = forgedReadyAnswer({
        wallet: (fromAsset1 ? data.wallet0 : data.wallet1)!,
        recipient: forger,
        amount: fromAsset1 ? data.reserve0 : data.reserve1,
        key: nextPoolKey(fromAsset1, assets[i + 2]!, poolOf(assets[i + 1]!, assets[i + 2]!).feeBps),
      });
      const txs = await forge(users[action.user]!, forger, first.contract.address, body, action.flagged);
      // the network clears a forged `bounced` flag: the pool gets a plain message with an unknown op
      return {
        txs,
        predicted: [],
        gasAttached: FORGE_TON,
        delivered: () => ({}),
        expectedFailure: (tx) => exitCodeOf(tx) === DexExitCode.wrongOp,
      };
    }
    case 'pausedPayout': {
      const pool = pools[action.pool];
      // only jetton payouts can bounce: pay out the jetton side
      const zeroForOne = pool.asset0.kind === 'ton' ? true : action.zeroForOne;
      const [assetIn, assetOut] = zeroForOne ? [pool.asset0, pool.asset1] : [pool.asset1, pool.asset0];
      const data = h.pools[pool.name]!.data;
      const amountIn = swapAmount(h, action.user, pool, zeroForOne, action.size);
      const quote = quoteIn(pool, data, zeroForOne, amountIn);
      const tx = buildSwap({
        pool: pool.contract.address,
        input: sourceOf(action.user, assetIn),
        assetOut,
        amountIn,
        minOut: 0n,
        user,
        receiver: users[action.receiver]!.address,
        deadline,
        queryId,
      });
      const unpause = await refuseAt(world, (zeroForOne ? data.wallet1 : data.wallet0)!);
      const txs = await send(action.user, tx);
      await unpause();
      const name = action.pool;
      let predicted: Predicted[];
      if (expired) predicted = [refunded(name, 'swap_refunded', 'deadline')];
      else if (quote === 0n) predicted = [refunded(name, 'swap_refunded', 'slippage')];
      else {
        // held for the user (the refund address), whoever the receiver was
        predicted = [
          { pool: name, event: { type: 'swap', amountIn, amountOut: quote } },
          {
            pool: name,
            event: { type: 'reserves_changed', cause: ReservesChangeCause.payoutBounced, amount: quote },
          },
        ];
      }
      const claimed = await claimHeld(action.user, pool);
      return {
        txs: [...txs, ...claimed.txs],
        predicted: [...predicted, ...claimed.predicted],
        gasAttached: tx.totalTon - tonIn(assetIn, amountIn) + claimed.gas,
        delivered: (events) => {
          const deltas: Record<string, Record<string, bigint>> = {};
          const swapped = events[0]?.event;
          if (swapped?.type === 'swap') addTo(deltas, action.user, assetIn, -swapped.amountIn);
          return heldDeltas(events, deltas);
        },
        expectedFailure: refusedTx,
      };
    }
    case 'lpMintBounce': {
      const pool = pools[action.pool];
      const { data, amount0, amount1 } = depositOf(h, action.user, pool, action.size, 100);
      const quote = quoteAddLiquidity(amount0, amount1, data.reserve0, data.reserve1, data.lpSupply);
      const tx = buildProvideLiquidity({
        pool: pool.contract.address,
        side0: sourceOf(action.user, pool.asset0),
        side1: sourceOf(action.user, pool.asset1),
        amount0,
        amount1,
        minLpOut: 0n,
        user,
        deadline: 0,
        queryId,
      });
      const restore = await refuseAt(
        world,
        jettonWalletAddress(user, pool.contract.address, world.walletCode),
      );
      const txs = await send(action.user, tx);
      await restore();
      const name = action.pool;
      const predicted: Predicted[] = quote
        ? [
            {
              pool: name,
              event: {
                type: 'liquidity_added',
                amount0: quote.used0,
                amount1: quote.used1,
                lpOut: quote.lpOut,
              },
            },
            {
              pool: name,
              event: {
                type: 'reserves_changed',
                cause: ReservesChangeCause.lpMintBounced,
                amount: quote.lpOut,
              },
            },
          ]
        : [refunded(name, 'liquidity_refunded', 'zeroAmount')];
      const claimed = await claimHeld(action.user, pool);
      return {
        txs: [...txs, ...claimed.txs],
        predicted: [...predicted, ...claimed.predicted],
        gasAttached: tx.totalTon - tonIn(pool.asset0, amount0) + claimed.gas,
        delivered: (events) => {
          const deltas: Record<string, Record<string, bigint>> = {};
          const added = events[0]?.event;
          if (added?.type === 'liquidity_added') {
            addTo(deltas, action.user, pool.asset0, -added.amount0);
            addTo(deltas, action.user, pool.asset1, -added.amount1);
            addTo(deltas, action.user, pool.lp, added.lpOut);
          }
          return heldDeltas(events, deltas);
        },
        expectedFailure: refusedTx,
      };
    }
    case 'depositBounce': {
      const pool = pools[action.pool];
      const data = h.pools[pool.name]!.data;
      const asset = action.isAsset1 ? pool.asset1 : pool.asset0;
      let amount = scaled(action.isAsset1 ? data.reserve1 : data.reserve0, action.size);
      amount = amount < 1n ? 1n : amount;
      if (amount > affordable(h, action.user, asset)) amount = affordable(h, action.user, asset);
      const legs = buildProvideLiquidity({
        pool: pool.contract.address,
        side0: sourceOf(action.user, pool.asset0),
        side1: sourceOf(action.user, pool.asset1),
        amount0: amount,
        amount1: amount,
        minLpOut: 0n,
        user,
        deadline: 0,
        queryId,
      });
      const leg = legs.messages[action.isAsset1 ? 1 : 0]!;
      const restore = await refuseAt(world, depositAddress(pool.contract.address, user, world.codes.deposit));
      const txs = await send(action.user, { messages: [leg], totalTon: BigInt(leg.amount) });
      await restore();
      const name = action.pool;
      const claimed = await claimHeld(action.user, pool);
      return {
        txs: [...txs, ...claimed.txs],
        predicted: [
          {
            pool: name,
            event: { type: 'reserves_changed', cause: ReservesChangeCause.depositCreditBounced, amount },
          },
          ...claimed.predicted,
        ],
        gasAttached: BigInt(leg.amount) - tonIn(asset, amount) + claimed.gas,
        delivered: (events) => {
          const deltas: Record<string, Record<string, bigint>> = {};
          const bounced = events[0]?.event;
          if (bounced?.type === 'reserves_changed') addTo(deltas, action.user, asset, -bounced.amount);
          return heldDeltas(events, deltas);
        },
        expectedFailure: refusedTx,
      };
    }
  }
}

/** An event without its addresses and reserves, for readable diffs against a prediction. */
function brief({ pool, event }: PoolEvent) {
  const fields: Record<string, unknown> = { ...event };
  for (const key of ['seqno', 'queryId', 'user', 'receiver', 'after']) delete fields[key];
  return { pool, event: fields };
}

/** The reserves a pool's last log reports are the ones it stores (indexers rely on that). */
function checkReportedReserves(events: PoolEvent[], after: Holdings) {
  for (const { pool, event } of events) {
    if (!('after' in event)) continue;
    const last = events.filter((e) => e.pool === pool && 'after' in e.event).at(-1);
    if (last?.event !== event) continue;
    const { reserve0, reserve1, lpSupply } = after.pools[pool]!.data;
    expect(event.after, `${pool}: reserves in its last event`).toEqual({ reserve0, reserve1, lpSupply });
  }
}

const stats = {
  actions: 0,
  kinds: new Map<string, number>(),
  events: new Map<string, number>(),
  jettonHops: { probed: 0, remembered: 0 },
};

/**
 * The jetton hops of a trace: a pool's transfer to its own wallet that carries a swap to the next
 * pool, sent on the probe's READY answer (a bounce) or straight from the swap (a remembered pool).
 */
function countJettonHops(txs: Transaction[]) {
  const poolKeys = new Set(
    Object.values(pools).map((p) => BigInt('0x' + p.contract.address.hash.toString('hex'))),
  );
  for (const tx of txs) {
    if (!poolKeys.has(tx.address)) continue;
    const info = tx.inMessage?.info;
    for (const msg of tx.outMessages.values()) {
      if (msg.info.type !== 'internal') continue;
      const s = msg.body.beginParse();
      if (s.remainingBits < 32 || s.loadUint(32) !== JettonOp.transfer) continue;
      s.skip(64);
      s.loadCoins();
      s.loadAddress();
      s.loadMaybeAddress();
      s.loadMaybeRef();
      s.loadCoins();
      const payload = s.loadMaybeRef()?.beginParse();
      if (!payload || payload.remainingBits < 32 || payload.loadUint(32) !== DexOp.swapJetton) continue;
      if (info?.type === 'internal' && info.bounced) stats.jettonHops.probed++;
      else stats.jettonHops.remembered++;
    }
  }
}

/**
 * Delivered or refunded: jettons and LP move exactly as the events say (a refund moves nothing);
 * TON moves as the events say, less at most the gas the wallet attached and its own fees.
 */
function checkDelivered(
  before: Holdings,
  after: Holdings,
  expected: Record<string, Record<string, bigint>>,
  gas: bigint,
) {
  let tonExpected = 0n;
  let tonActual = 0n;
  for (const name of Object.keys(users)) {
    for (const [key, balance] of Object.entries(after.users[name]!)) {
      const change = balance - before.users[name]![key]!;
      const promised = expected[name]?.[key] ?? 0n;
      if (key === assetKey(TON)) {
        tonExpected += promised;
        tonActual += change;
      } else {
        expect(change, `${name}: change of ${key}`).toBe(promised);
      }
    }
  }
  const cost = tonExpected - tonActual;
  expect(cost >= 0n, `users got ${-cost} TON more than the events pay`).toBe(true);
  expect(cost <= gas + WALLET_FEE_SLACK, `users lost ${cost} TON, only ${gas} attached as gas`).toBe(true);
}

async function runSequence(actions: Action[]) {
  await world.blockchain.loadFrom(snapshot);
  world.blockchain.now = 1_800_000_000;
  let before = await readHoldings(world, users, Object.values(pools), jettons);
  for (const action of actions) {
    world.blockchain.now = now() + 7;
    const performed = await perform(action, before);
    const after = await readHoldings(world, users, Object.values(pools), jettons, {
      previous: before,
      txs: performed.txs,
    });
    const events = poolEventsOf(performed.txs, Object.values(pools));
    const context = `${JSON.stringify(action)}\nevents: ${JSON.stringify(events.map(brief), (_, v) =>
      typeof v === 'bigint' ? v.toString() : v,
    )}`;
    checkTransactions(
      performed.expectedFailure
        ? performed.txs.filter((tx) => !performed.expectedFailure!(tx))
        : performed.txs,
      context,
    );
    expect(events.map(brief), context).toMatchObject(performed.predicted);
    checkDelivered(before, after, performed.delivered(events), performed.gasAttached);
    checkReportedReserves(events, after);
    checkInvariants(before, after, Object.values(pools), jettons, {
      lpUnchanged: action.kind === 'swap' || action.kind === 'exactOut' || action.kind === 'multiHop',
      initialSupply: MINTED,
    });
    stats.actions++;
    countJettonHops(performed.txs);
    stats.kinds.set(action.kind, (stats.kinds.get(action.kind) ?? 0) + 1);
    for (const { event } of events) {
      const label =
        'reason' in event
          ? `${event.type}:${event.reason}`
          : event.type === 'reserves_changed'
            ? `${event.type}:${causeName(event.cause)}`
            : event.type;
      stats.events.set(label, (stats.events.get(label) ?? 0) + 1);
    }
    before = after;
  }
}

const causeName = (cause: number) =>
  Object.entries(ReservesChangeCause).find(([, v]) => v === cause)?.[0] ?? String(cause);

describe('DEX properties over random action sequences', () => {
  it('keeps x*y, conserves every token and delivers or refunds every action, hostile ones too', async () => {
    await assertReported(
      SETTINGS,
      fc.asyncProperty(fc.array(actionArb, { minLength: 10, maxLength: 25 }), runSequence),
      () => ({
        // the code the run exercised (GAS.md lists the same short hashes)
        poolCode: world.codes.pool.hash().toString('hex').slice(0, 16).toUpperCase(),
        actions: stats.actions,
        actionsByKind: Object.fromEntries([...stats.kinds].sort()),
        outcomes: Object.fromEntries([...stats.events].sort()),
        // jetton hops sent on a probe's READY answer, and straight to a remembered pool
        jettonHops: stats.jettonHops,
      }),
    );
  }, 3_600_000);
});
