// Gas benchmark: every user flow of the DEX, sent by a real wallet v5r1 as one signed external,
// emulated to the end of its trace in @ton/sandbox. Writes gas-report.json and GAS.md.
// Exits non-zero when a flow fails; a missed target is printed, not an error.
import { writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Address,
  Address as AddressClass,
  Cell,
  external,
  internal,
  loadStateInit,
  SendMode,
  toNano,
  type Transaction,
} from '@ton/core';
import { keyPairFromSeed, sha256_sync, type KeyPair } from '@ton/crypto';
import { type SandboxContract } from '@ton/sandbox';
import { WalletContractV5R1 } from '@ton/ton';
import { loadCode } from '../src/artifacts';
import { CONTRACT_SOURCES, type ContractName } from '../src/contract-sources';
import { type Asset, jetton, TON } from '../src/sdk/assets';
import { depositAddress, jettonWalletAddress } from '../src/sdk/addresses';
import { type DexEvent } from '../src/sdk/events';
import { getAmountIn, getAmountOut, quoteAddLiquidity, quoteRemoveLiquidity } from '../src/sdk/quote';
import {
  type BuiltTransaction,
  buildCreatePool,
  buildProvideLiquidity,
  buildRemoveLiquidity,
  buildSwap,
} from '../src/sdk/transactions';
import { PoolStatus } from '../src/wrappers/dex-constants';
import { type Pool } from '../src/wrappers/pool';
import {
  balanceOf,
  createDexWorld,
  createPoolWithLiquidity,
  type DexWorld,
  eventsOf,
  openPool,
  poolOrder,
} from '../tests/helpers/dex-world';
import {
  type AccountRole,
  type Anchor,
  failuresOf,
  type Limits,
  missedTargets,
  renderGasMd,
  renderTable,
  reportRow,
  type ReportRow,
  summarize,
  txRecord,
} from './gas-report';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// The targets and its STON.fi v2 anchors.
const SWAP_TARGET: Limits = { dexGas: 15_000, chainGas: 55_000, attachedTon: '0.12' };
const SWAP_ANCHOR: Anchor = { dexGas: 47_383, chainGas: 85_195, attachedTon: '0.2–0.6' };
const TWO_HOP_TARGET: Limits = { dexGas: 30_000, attachedTon: '0.12' };
const TWO_HOP_ANCHOR: Anchor = { dexGas: 87_683, attachedTon: '0.2–0.6' };
const ADD_TARGET: Limits = { dexGas: 55_000 };
const ADD_ANCHOR: Anchor = { dexGas: 113_747 };
const REMOVE_TARGET: Limits = { dexGas: 25_000 };
const REMOVE_ANCHOR: Anchor = { dexGas: 51_514 };

class FlowFailed extends Error {}

function must(condition: boolean, what: string): asserts condition {
  if (!condition) throw new FlowFailed(what);
}

function mustEqual<T>(actual: T, expected: T, what: string) {
  const show = (v: T) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? x.toString() : x));
  must(show(actual) === show(expected), `${what}: expected ${show(expected)}, got ${show(actual)}`);
}

/** A user acting through a wallet v5r1 with a fixed key, so that every run is the same. */
interface User {
  wallet: SandboxContract<WalletContractV5R1>;
  keys: KeyPair;
  address: Address;
}

/** A deployed W5R1 wallet, funded by a treasury and activated by its own first external. */
async function createUser(world: DexWorld, seed: string, ton: bigint): Promise<User> {
  const keys = keyPairFromSeed(sha256_sync(seed));
  const wallet = world.blockchain.openContract(
    WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey }),
  );
  await world.alice.send({ to: wallet.address, value: ton, bounce: false });
  const user = { wallet, keys, address: wallet.address };
  const txs = await sendFromWallet(world, user, []);
  const failures = failuresOf(txs.map(txRecord));
  must(failures.length === 0, `wallet deploy failed: ${failures.join('; ')}`);
  must(
    (await world.blockchain.getContract(wallet.address)).accountState?.type === 'active',
    'wallet not active',
  );
  return user;
}

/** One signed external with the given messages; every transaction of its trace. */
async function sendFromWallet(
  world: DexWorld,
  user: User,
  messages: ReturnType<typeof internal>[],
): Promise<Transaction[]> {
  const state = (await world.blockchain.getContract(user.address)).accountState;
  const deployed = state?.type === 'active';
  const seqno = deployed ? await user.wallet.getSeqno() : 0;
  const body = user.wallet.createTransfer({
    seqno,
    secretKey: user.keys.secretKey,
    messages,
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    timeout: (world.blockchain.now ?? Math.floor(Date.now() / 1000)) + 60,
  });
  const result = await world.blockchain.sendMessage(
    external({ to: user.address, body, init: deployed ? undefined : user.wallet.init }),
  );
  return result.transactions;
}

/** The SDK's TON Connect messages as a wallet turns them into internal messages. */
function toInternal(tx: BuiltTransaction) {
  return tx.messages.map((m) => {
    const { address, isBounceable } = AddressClass.parseFriendly(m.address);
    return internal({
      to: address,
      value: BigInt(m.amount),
      bounce: isBounceable,
      body: m.payload ? Cell.fromBase64(m.payload) : undefined,
      init: m.stateInit ? loadStateInit(Cell.fromBase64(m.stateInit).beginParse()) : undefined,
    });
  });
}

interface Bench {
  world: DexWorld;
  user: User;
  tonA: SandboxContract<Pool>;
  ab: SandboxContract<Pool>;
  book: Map<string, AccountRole>;
  queryId: bigint;
}

/** Every account a trace can touch, with its role; LP wallets and deposits by SDK derivation. */
function registerAccounts(bench: Bench, pools: Address[]) {
  const { world, user, book } = bench;
  const masters = [world.minterA.address, world.minterB.address, world.minterC.address];
  const owners = [user.address, world.alice.address, world.bob.address, world.admin.address];
  for (const owner of owners) book.set(owner.toRawString(), 'user-wallet');
  for (const master of masters) book.set(master.toRawString(), 'jetton-minter');
  book.set(world.factory.address.toRawString(), 'factory');
  for (const pool of pools) book.set(pool.toRawString(), 'pool');
  for (const pool of pools) {
    for (const master of masters) {
      book.set(jettonWalletAddress(pool, master, world.walletCode).toRawString(), 'jetton-wallet');
    }
    for (const owner of owners) {
      book.set(depositAddress(pool, owner, world.codes.deposit).toRawString(), 'deposit');
      book.set(jettonWalletAddress(owner, pool, world.walletCode).toRawString(), 'lp-wallet');
    }
  }
  for (const owner of owners) {
    for (const master of masters) {
      book.set(jettonWalletAddress(owner, master, world.walletCode).toRawString(), 'jetton-wallet');
    }
  }
}

interface Outcome {
  txs: Transaction[];
  /** TON attached beyond the principal. */
  attachedTon: bigint;
}

/** Sends a built transaction from the bench user and checks that no transaction failed. */
async function run(bench: Bench, name: string, tx: BuiltTransaction): Promise<Transaction[]> {
  const txs = await sendFromWallet(bench.world, bench.user, toInternal(tx));
  const records = txs.map(txRecord);
  const failures = failuresOf(records, bench.book);
  must(failures.length === 0, `${name}: ${failures.join('; ')}`);
  const walletTx = txs[0];
  must(
    walletTx?.inMessage?.info.type === 'external-in' && walletTx.outMessagesCount === tx.messages.length,
    `${name}: the wallet did not send the ${tx.messages.length} message(s)`,
  );
  return txs;
}

function expectEvents(name: string, txs: Transaction[], types: DexEvent['type'][]) {
  mustEqual(
    eventsOf(txs).map((e) => e.type),
    types,
    `${name}: events`,
  );
}

const nextQueryId = (bench: Bench) => ++bench.queryId;

const walletOf = (bench: Bench, asset: Asset) =>
  asset.kind === 'ton'
    ? undefined
    : jettonWalletAddress(bench.user.address, asset.master, bench.world.walletCode);

/** Exact-in 1-hop swap, checked against getAmountOut. */
async function swapExactIn(
  bench: Bench,
  name: string,
  pool: SandboxContract<Pool>,
  assetIn: Asset,
  assetOut: Asset,
  amountIn: bigint,
): Promise<Outcome> {
  const data = await pool.getPoolData();
  const inIs0 = poolOrder(assetIn, assetOut, 0n, 0n).asset0 === assetIn;
  const [rIn, rOut] = inIs0 ? [data.reserve0, data.reserve1] : [data.reserve1, data.reserve0];
  const quoted = getAmountOut(amountIn, rIn, rOut, data.feeBps);
  must(quoted > 0n, `${name}: empty quote`);
  const outBefore = assetOut.kind === 'ton' ? 0n : await balanceOf(bench.world, bench.user.address, assetOut);
  const tx = buildSwap({
    pool: pool.address,
    input: { asset: assetIn, userJettonWallet: walletOf(bench, assetIn) },
    assetOut,
    amountIn,
    minOut: quoted,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['swap']);
  const after = inIs0 ? [rIn + amountIn, rOut - quoted] : [rOut - quoted, rIn + amountIn];
  mustEqual(await pool.getReserves(), after, `${name}: reserves`);
  if (assetOut.kind !== 'ton') {
    const gained = (await balanceOf(bench.world, bench.user.address, assetOut)) - outBefore;
    mustEqual(gained, quoted, `${name}: jettons received`);
  }
  return { txs, attachedTon: tx.totalTon - (assetIn.kind === 'ton' ? amountIn : 0n) };
}

async function swapTwoHop(bench: Bench, name: string): Promise<Outcome> {
  const { world, tonA, ab } = bench;
  const amountIn = toNano('1');
  const [t0, t1] = await tonA.getReserves();
  const mid = getAmountOut(amountIn, t0, t1, 30);
  const [a0, a1] = await ab.getReserves();
  const aIs0 = poolOrder(world.A, world.B, 0n, 0n).asset0 === world.A;
  const out = aIs0 ? getAmountOut(mid, a0, a1, 5) : getAmountOut(mid, a1, a0, 5);
  const before = await balanceOf(world, bench.user.address, world.B);
  const tx = buildSwap({
    pool: tonA.address,
    input: { asset: TON },
    assetOut: world.B,
    amountIn,
    minOut: mid,
    next: { assetOut: world.B, feeBps: 5, minOut: out },
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['swap', 'swap']);
  mustEqual(await tonA.getReserves(), [t0 + amountIn, t1 - mid], `${name}: first pool reserves`);
  mustEqual(
    await ab.getReserves(),
    aIs0 ? [a0 + mid, a1 - out] : [a0 - out, a1 + mid],
    `${name}: second pool reserves`,
  );
  mustEqual((await balanceOf(world, bench.user.address, world.B)) - before, out, `${name}: B received`);
  return { txs, attachedTon: tx.totalTon - amountIn };
}

async function swapExactOut(bench: Bench, name: string): Promise<Outcome> {
  const { world, tonA } = bench;
  const want = toNano('3');
  const [r0, r1] = await tonA.getReserves();
  const needed = getAmountIn(want, r0, r1, 30);
  must(needed !== null, `${name}: no quote`);
  const maxIn = needed + needed / 100n; // 1% slippage; the rest comes back
  const before = await balanceOf(world, bench.user.address, world.A);
  const tx = buildSwap({
    pool: tonA.address,
    input: { asset: TON },
    assetOut: world.A,
    amountIn: maxIn,
    minOut: 0n,
    exactAmountOut: want,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['swap']);
  mustEqual(await tonA.getReserves(), [r0 + needed, r1 - want], `${name}: reserves`);
  mustEqual((await balanceOf(world, bench.user.address, world.A)) - before, want, `${name}: A received`);
  return { txs, attachedTon: tx.totalTon - maxIn };
}

async function addLiquidity(bench: Bench, name: string): Promise<Outcome> {
  const { world, tonA } = bench;
  const data = await tonA.getPoolData();
  const amount0 = toNano('10');
  // at the pool's ratio, as an app computes it from the reserves
  const amount1 = (amount0 * data.reserve1 + data.reserve0 - 1n) / data.reserve0;
  const quote = quoteAddLiquidity(amount0, amount1, data.reserve0, data.reserve1, data.lpSupply);
  must(quote !== null, `${name}: no quote`);
  const lp = jetton(tonA.address);
  const lpBefore = await balanceOf(world, bench.user.address, lp);
  const tx = buildProvideLiquidity({
    pool: tonA.address,
    side0: { asset: TON },
    side1: { asset: world.A, userJettonWallet: walletOf(bench, world.A) },
    amount0,
    amount1,
    minLpOut: quote.lpOut,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['liquidity_added']);
  const after = await tonA.getPoolData();
  mustEqual(
    [after.reserve0, after.reserve1, after.lpSupply],
    [data.reserve0 + quote.used0, data.reserve1 + quote.used1, quote.lpSupplyAfter],
    `${name}: pool`,
  );
  mustEqual((await balanceOf(world, bench.user.address, lp)) - lpBefore, quote.lpOut, `${name}: LP minted`);
  return { txs, attachedTon: tx.totalTon - amount0 };
}

async function removeLiquidity(bench: Bench, name: string): Promise<Outcome> {
  const { world, tonA } = bench;
  const data = await tonA.getPoolData();
  const lp = jetton(tonA.address);
  const held = await balanceOf(world, bench.user.address, lp);
  const burn = held / 4n;
  must(burn > 0n, `${name}: no LP to burn`);
  const quote = quoteRemoveLiquidity(burn, data.reserve0, data.reserve1, data.lpSupply);
  const aBefore = await balanceOf(world, bench.user.address, world.A);
  const tx = buildRemoveLiquidity({
    userLpWallet: jettonWalletAddress(bench.user.address, tonA.address, world.walletCode),
    lpAmount: burn,
    min0: quote.amount0,
    min1: quote.amount1,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['liquidity_removed']);
  const after = await tonA.getPoolData();
  mustEqual(
    [after.reserve0, after.reserve1, after.lpSupply],
    [data.reserve0 - quote.amount0, data.reserve1 - quote.amount1, data.lpSupply - burn],
    `${name}: pool`,
  );
  mustEqual(await balanceOf(world, bench.user.address, lp), held - burn, `${name}: LP left`);
  mustEqual(
    (await balanceOf(world, bench.user.address, world.A)) - aBefore,
    quote.amount1,
    `${name}: A paid`,
  );
  return { txs, attachedTon: tx.totalTon };
}

/** A new TON/C pool and its first deposit, in one request (cold: nothing of it exists yet). */
async function initialLiquidity(bench: Bench, name: string): Promise<Outcome> {
  const { world } = bench;
  const feeBps = 30;
  const pool = openPool(world, TON, world.C, feeBps);
  must(
    (await world.blockchain.getContract(pool.address)).accountState?.type !== 'active',
    `${name}: the pool already exists`,
  );
  const factoryAddress = await world.factory.getPoolAddress(TON, world.C, feeBps);
  must(
    factoryAddress?.equals(pool.address) ?? false,
    `${name}: SDK and factory disagree on the pool address`,
  );
  const amount0 = toNano('100');
  const amount1 = toNano('500');
  const quote = quoteAddLiquidity(amount0, amount1, 0n, 0n, 0n);
  must(quote !== null, `${name}: no quote`);
  const tx = buildCreatePool({
    factory: world.factory.address,
    feeBps,
    codes: world.codes,
    pool: pool.address,
    side0: { asset: TON },
    side1: { asset: world.C, userJettonWallet: walletOf(bench, world.C) },
    amount0,
    amount1,
    minLpOut: quote.lpOut,
    user: bench.user.address,
    deadline: 0,
    queryId: nextQueryId(bench),
  });
  const txs = await run(bench, name, tx);
  expectEvents(name, txs, ['pool_created', 'liquidity_added']);
  const data = await pool.getPoolData();
  mustEqual(data.status, PoolStatus.ready, `${name}: pool status`);
  mustEqual(
    [data.reserve0, data.reserve1, data.lpSupply],
    [amount0, amount1, quote.lpSupplyAfter],
    `${name}: pool`,
  );
  mustEqual(
    await balanceOf(world, bench.user.address, jetton(pool.address)),
    quote.lpOut,
    `${name}: LP minted`,
  );
  return { txs, attachedTon: tx.totalTon - amount0 };
}

interface Operation {
  name: string;
  target: Limits;
  anchor: Anchor;
  warm: boolean;
  run: (bench: Bench, name: string) => Promise<Outcome>;
}

const OPERATIONS: Operation[] = [
  {
    name: 'swap TON→jetton',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: (b, n) => swapExactIn(b, n, b.tonA, TON, b.world.A, toNano('1')),
  },
  {
    name: 'swap jetton→TON',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: (b, n) => swapExactIn(b, n, b.tonA, b.world.A, TON, toNano('5')),
  },
  {
    name: 'swap jetton→jetton',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: (b, n) => swapExactIn(b, n, b.ab, b.world.A, b.world.B, toNano('5')),
  },
  { name: '2-hop swap TON→A→B', target: TWO_HOP_TARGET, anchor: TWO_HOP_ANCHOR, warm: true, run: swapTwoHop },
  {
    name: 'exact-out swap TON→jetton',
    target: SWAP_TARGET,
    anchor: SWAP_ANCHOR,
    warm: true,
    run: swapExactOut,
  },
  {
    name: 'add liquidity (both legs)',
    target: ADD_TARGET,
    anchor: ADD_ANCHOR,
    warm: true,
    run: addLiquidity,
  },
  {
    name: 'initial liquidity (create pool + first deposit)',
    target: {},
    anchor: {},
    warm: false,
    run: initialLiquidity,
  },
  {
    name: 'remove liquidity',
    target: REMOVE_TARGET,
    anchor: REMOVE_ANCHOR,
    warm: true,
    run: removeLiquidity,
  },
];

function sandboxVersion(): string {
  const require = createRequire(import.meta.url);
  const pkg = JSON.parse(readFileSync(require.resolve('@ton/sandbox/package.json'), 'utf-8')) as {
    version: string;
  };
  return `@ton/sandbox ${pkg.version}`;
}

async function main() {
  const world = await createDexWorld();
  // Liquidity from another account, so that the measured user is a trader like any other.
  const tonA = (
    await createPoolWithLiquidity(world, world.alice, TON, world.A, 30, toNano('1000'), toNano('5000'))
  ).pool;
  const ab = (
    await createPoolWithLiquidity(world, world.alice, world.A, world.B, 5, toNano('10000'), toNano('20000'))
  ).pool;
  for (const pool of [tonA, ab]) {
    mustEqual((await pool.getPoolData()).status, PoolStatus.ready, 'setup pool status');
  }
  const user = await createUser(world, 'atoll gas bench: trader', toNano('10000'));
  for (const minter of [world.minterA, world.minterB, world.minterC]) {
    await minter.sendMint(world.admin.getSender(), { to: user.address, jettonAmount: toNano('1000000') });
  }
  const bench: Bench = { world, user, tonA, ab, book: new Map(), queryId: 1000n };
  registerAccounts(bench, [tonA.address, ab.address, openPool(world, TON, world.C, 30).address]);

  for (const op of OPERATIONS.filter((o) => o.warm)) await op.run(bench, `${op.name} (warm-up)`);

  const rows: ReportRow[] = [];
  const breakdown: string[] = [];
  for (const op of OPERATIONS) {
    const outcome = await op.run(bench, op.name);
    const summary = summarize(outcome.txs.map(txRecord), bench.book);
    rows.push(reportRow(op.name, summary, outcome.attachedTon, op.target, op.anchor));
    const roles = Object.entries(summary.gasByRole)
      .map(([role, gas]) => `${role} ${gas}`)
      .join(', ');
    breakdown.push(`${op.name}: ${roles}`);
  }

  console.log(renderTable(rows));
  console.log('\nGas by account role:');
  for (const line of breakdown) console.log(`  ${line}`);
  const missed = missedTargets(rows);
  console.log(missed.length ? `\nTargets MISSED:\n  ${missed.join('\n  ')}` : '\nEvery target is met.');

  const codeHashes = Object.fromEntries(
    (Object.keys(CONTRACT_SOURCES) as ContractName[]).map((name) => [
      name,
      loadCode(name).hash().toString('hex').slice(0, 16).toUpperCase(),
    ]),
  );
  writeFileSync(join(root, 'gas-report.json'), `${JSON.stringify(rows, null, 2)}\n`);
  writeFileSync(join(root, 'GAS.md'), renderGasMd(rows, { emulator: sandboxVersion(), codeHashes }));
  console.log(`\nWrote ${join(root, 'gas-report.json')} and ${join(root, 'GAS.md')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof FlowFailed ? `FLOW FAILED: ${error.message}` : error);
  process.exit(1);
});
