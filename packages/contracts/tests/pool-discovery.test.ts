// A new pool cannot be bricked before it is READY (issue 13, point 2). Before discovery the pool
// cannot tell its own jetton wallets from anyone's: it keeps what pays for itself, up to
// PENDING_MAX notifications, and replays them one per self-message once READY, or returns them
// once FAILED (a master without TEP-89). Everything is checked as balances the users see.
import {
  type Address,
  beginCell,
  Cell,
  contractAddress,
  internal as internalMessage,
  toNano,
  type Transaction,
} from '@ton/core';
import { type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCode } from '../src/artifacts';
import { depositAddress } from '../src/sdk/addresses';
import { type Asset, jetton } from '../src/sdk/assets';
import { type DexEvent } from '../src/sdk/events';
import {
  buildCancelDeposit,
  buildCreatePool,
  buildProvideLiquidity,
  type TonConnectMessage,
} from '../src/sdk/transactions';
import {
  DexExitCode,
  DexOp,
  PENDING_MAX,
  PENDING_MIN_TON,
  PENDING_STEP_TON,
  PENDING_STORE_TON,
  PoolStatus,
  PROVIDE_LEG_TON,
  RefundReason,
} from '../src/wrappers/dex-constants';
import { Deposit } from '../src/wrappers/deposit';
import { JettonOp } from '../src/wrappers/jetton-constants';
import { JettonMinter } from '../src/wrappers/jetton-minter';
import { type Pool } from '../src/wrappers/pool';
import { checkTransactions } from './helpers/conservation';
import {
  balanceOf,
  createDexWorld,
  type DexWorld,
  eventsOf,
  openPool,
  poolOrder,
  sendBuilt,
  TON,
  userJettonWallet,
} from './helpers/dex-world';
import { describeTxs, exitCodeOf, findTx, findTxs, gasOf, valueOf } from './helpers/transactions';

type User = SandboxContract<TreasuryContract>;

let world: DexWorld;
let attacker: User;

beforeAll(async () => {
  world = await createDexWorld();
  attacker = await world.blockchain.treasury('attacker', { balance: toNano('100000') });
});

const AMOUNT0 = toNano('40');
const AMOUNT1 = toNano('90');
const sqrt = (n: bigint) => {
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) [x, y] = [y, (y + n / y) / 2n];
  return x;
};

/** The create-pool request split as a wallet sends it: the message that deploys the pool's account first. */
function createPoolMessages(
  user: User,
  a: Asset,
  b: Asset,
  feeBps: number,
  amountA = AMOUNT0,
  amountB = AMOUNT1,
) {
  const pool = openPool(world, a, b, feeBps);
  const order = poolOrder(a, b, amountA, amountB);
  const built = buildCreatePool({
    factory: world.factory.address,
    feeBps,
    codes: world.codes,
    pool: pool.address,
    side0: { asset: order.asset0, userJettonWallet: userJettonWallet(world, user.address, order.asset0) },
    side1: { asset: order.asset1, userJettonWallet: userJettonWallet(world, user.address, order.asset1) },
    amount0: order.amount0,
    amount1: order.amount1,
    minLpOut: 0n,
    user: user.address,
    deadline: 0,
    queryId: 77n,
  });
  // jetton/jetton: [deploy, create, leg0, leg1]; TON/jetton: [TON leg with the state init, create, leg1]
  const [deploy, ...rest] = built.messages as [TonConnectMessage, ...TonConnectMessage[]];
  return { pool, order, deploy, rest };
}

const send = (user: User, messages: TonConnectMessage[]) =>
  sendBuilt(world, user, { messages, totalTon: 0n });

/** `n` transfer notifications from the attacker's own account, as if it were one of the pool's wallets. */
async function flood(pool: Address, n: number, value = PENDING_MIN_TON): Promise<Transaction[]> {
  const txs: Transaction[] = [];
  for (let sent = 0; sent < n; sent += 100) {
    const batch = Array.from({ length: Math.min(100, n - sent) }, (_, i) =>
      internalMessage({
        to: pool,
        value,
        bounce: false,
        body: beginCell()
          .storeUint(JettonOp.transferNotification, 32)
          .storeUint(sent + i, 64)
          .storeCoins(toNano('1000'))
          .storeAddress(attacker.address)
          .storeBit(0)
          .endCell(),
      }),
    );
    txs.push(...(await attacker.sendMessages(batch)).transactions);
  }
  return txs;
}

const tonOf = async (address: Address) => (await world.blockchain.getContract(address)).balance;

/** TON the pool owes: the native reserve and native legs waiting in deposits. */
async function owedTon(pool: SandboxContract<Pool>, users: User[], nativeSide: boolean): Promise<bigint> {
  if (!nativeSide) return 0n;
  let owed = (await pool.getPoolData()).reserve0;
  for (const user of users) {
    const address = depositAddress(pool.address, user.address, world.codes.deposit);
    if ((await world.blockchain.getContract(address)).accountState?.type !== 'active') continue;
    owed += (await world.blockchain.openContract(Deposit.createFromAddress(address)).getDepositData())
      .amount0;
  }
  return owed;
}

const ofType = <T extends DexEvent['type']>(txs: Transaction[], type: T) =>
  eventsOf(txs).filter((e): e is Extract<DexEvent, { type: T }> => e.type === type);

interface Run {
  txs: Transaction[];
  /** the pool's balance less the TON it owes, once everything has settled */
  ownTon: bigint;
}

/**
 * Creates the pool with Alice's first deposit while `n` fake notifications wait ahead of her legs:
 * the pool's account is deployed, the attacker floods it, then Alice's create and legs follow.
 */
async function createUnderFlood(a: Asset, b: Asset, feeBps: number, n: number): Promise<Run> {
  const { pool, deploy, rest } = createPoolMessages(world.alice, a, b, feeBps);
  const txs = [...(await send(world.alice, [deploy])), ...(await flood(pool.address, n))];
  txs.push(...(await send(world.alice, rest)));
  const native = a.kind === 'ton' || b.kind === 'ton';
  return { txs, ownTon: (await tonOf(pool.address)) - (await owedTon(pool, [world.alice], native)) };
}

describe('a flood of foreign notifications before discovery', () => {
  const cases: [string, number, number, () => [Asset, Asset]][] = [];
  for (const [kind, pair] of [
    ['jetton/jetton', () => [world.B, world.C]],
    ['TON/jetton', () => [TON, world.C]],
  ] as const) {
    for (const [n, fee] of [
      [5, 1],
      [20, 5],
      [100, 30],
      [300, 100],
    ] as const)
      cases.push([kind, n, fee, pair as () => [Asset, Asset]]);
  }

  it.each(cases)(
    '%s pool, %d notifications: READY, the creator served, the attacker pays',
    async (kind, n, fee, pair) => {
      const [a, b] = pair();
      const pool = openPool(world, a, b, fee);
      const native = kind === 'TON/jetton';
      const jettons = [a, b].filter((x) => x.kind === 'jetton');
      const aliceBefore = await Promise.all(jettons.map((x) => balanceOf(world, world.alice.address, x)));
      const aliceTonBefore = await balanceOf(world, world.alice.address, TON);

      // the same creation without the attacker, from the same state, for the pool's own balance
      const snapshot = world.blockchain.snapshot();
      const control = await createUnderFlood(a, b, fee, 0);
      await world.blockchain.loadFrom(snapshot);

      const attackerBefore = await tonOf(attacker.address);
      const run = await createUnderFlood(a, b, fee, n);
      checkTransactions(run.txs, `${kind}, ${n} notifications`);
      // each step stays within what its notification paid for: storing, and the step's message
      const poolTxs = findTxs(run.txs, { to: pool.address });
      const gas = (op: number) => Math.max(...findTxs(poolTxs, { op }).map((tx) => Number(gasOf(tx))));
      expect(gas(JettonOp.transferNotification) * 400).toBeLessThanOrEqual(Number(PENDING_STORE_TON));
      expect(gas(DexOp.replayPending) * 400).toBeLessThanOrEqual(Number(PENDING_STEP_TON));
      // and the legs that waited still carry their whole budget when they are replayed
      for (const tx of findTxs(poolTxs, { op: DexOp.replayNotification }))
        expect(valueOf(tx)).toBeGreaterThan(PROVIDE_LEG_TON);

      // READY, with a pool_ready log right after pool_created, naming the discovered wallets
      const data = await pool.getPoolData();
      expect(data.status).toBe(PoolStatus.ready);
      const [created] = ofType(run.txs, 'pool_created');
      const [ready] = ofType(run.txs, 'pool_ready');
      expect(ready).toMatchObject({ seqno: created!.seqno + 1, queryId: 77n });
      expect([ready!.wallet0?.toRawString() ?? null, ready!.wallet1?.toRawString()]).toEqual([
        data.wallet0?.toRawString() ?? null,
        data.wallet1?.toRawString(),
      ]);

      // every fake notification went back to the attacker: after the replay, or at once past PENDING_MAX
      const stored = Math.min(n, PENDING_MAX);
      const returned = findTxs(run.txs, { from: pool.address, to: attacker.address, op: JettonOp.transfer });
      expect(returned).toHaveLength(n);
      expect(findTxs(run.txs, { to: pool.address, op: DexOp.replayPending })).toHaveLength(
        stored + (n < PENDING_MAX ? jettons.length : 0),
      );
      // the attacker paid at least the storing of each entry, which the pool keeps
      const spent = attackerBefore - (await tonOf(attacker.address));
      expect(spent).toBeGreaterThanOrEqual(BigInt(stored) * PENDING_STORE_TON);
      // the pool's own TON never paid for the flood
      expect(run.ownTon).toBeGreaterThanOrEqual(control.ownTon);

      if (n < PENDING_MAX) {
        // Alice's legs waited behind the flood and were honoured
        const order = poolOrder(a, b, AMOUNT0, AMOUNT1);
        expect([data.reserve0, data.reserve1]).toEqual([order.amount0, order.amount1]);
        const minted = sqrt(order.amount0 * order.amount1) - 1000n;
        expect(await balanceOf(world, world.alice.address, jetton(pool.address))).toBe(minted);
      } else {
        // no room left: Alice's jetton legs came back at once, and her TON leg waits in her deposit
        expect([data.reserve0, data.reserve1, data.lpSupply]).toEqual([0n, 0n, 0n]);
        expect(await Promise.all(jettons.map((x) => balanceOf(world, world.alice.address, x)))).toEqual(
          aliceBefore,
        );
        if (native) {
          const deposit = depositAddress(pool.address, world.alice.address, world.codes.deposit);
          await send(world.alice, buildCancelDeposit(deposit, 1n).messages);
          const lost = aliceTonBefore - (await balanceOf(world, world.alice.address, TON));
          expect(lost).toBeLessThan(toNano('0.5'));
        }
      }
    },
    600_000,
  );

  it('a notification that carries too little to wait goes back at once, and costs the pool nothing', async () => {
    const { pool, deploy } = createPoolMessages(world.alice, world.A, world.C, 30);
    await send(world.alice, [deploy]);
    const before = await tonOf(pool.address);
    const txs = await flood(pool.address, 1, PENDING_MIN_TON - 1n);
    expect(findTxs(txs, { from: pool.address, to: attacker.address, op: JettonOp.transfer })).toHaveLength(1);
    expect(await tonOf(pool.address)).toBeGreaterThanOrEqual(before);
  });
});

describe('genuine legs before discovery', () => {
  it('20 early legs from 20 users, no attacker: all are honoured', async () => {
    const users: User[] = [];
    for (let i = 0; i < 20; i++) {
      const user = await world.blockchain.treasury(`early-${i}`);
      await world.minterA.sendMint(world.admin.getSender(), {
        to: user.address,
        jettonAmount: toNano('100'),
      });
      users.push(user);
    }
    const { pool, deploy, rest } = createPoolMessages(
      world.alice,
      TON,
      world.A,
      30,
      toNano('10'),
      toNano('20'),
    );
    await send(world.alice, [deploy]);
    const txs: Transaction[] = [];
    for (const user of users) {
      const legs = buildProvideLiquidity({
        pool: pool.address,
        side0: { asset: TON },
        side1: { asset: world.A, userJettonWallet: userJettonWallet(world, user.address, world.A) },
        amount0: toNano('1'),
        amount1: toNano('2'),
        minLpOut: 1n,
        user: user.address,
        deadline: 0,
        queryId: 5n,
      });
      txs.push(...(await send(user, legs.messages)));
    }
    expect((await pool.getPoolData()).status).toBe(PoolStatus.new);
    txs.push(...(await send(world.alice, rest)));
    checkTransactions(txs);
    expect(findTxs(txs, { to: pool.address, op: DexOp.replayNotification })).toHaveLength(21);

    const data = await pool.getPoolData();
    expect([data.status, data.reserve0, data.reserve1]).toEqual([
      PoolStatus.ready,
      toNano('30'),
      toNano('60'),
    ]);
    const lp = jetton(pool.address);
    for (const user of users) {
      expect(await balanceOf(world, user.address, lp)).toBeGreaterThan(0n);
      expect(await balanceOf(world, user.address, world.A)).toBe(toNano('98'));
      const deposit = depositAddress(pool.address, user.address, world.codes.deposit);
      expect((await world.blockchain.getContract(deposit)).accountState?.type).not.toBe('active');
    }
    expect(ofType(txs, 'liquidity_added')).toHaveLength(21);
  }, 600_000);
});

// ---- masters that break TEP-89 ------------------------------------------------------------------

const BrokenMode = { noTep89: 0, nullWallet: 1, answerTwice: 2, honest: 3 } as const;

/**
 * A jetton master with a broken TEP-89 (contracts/test/broken-minter.tolk), its jettons minted to
 * Alice. The admin makes it a distinct master.
 */
async function brokenMaster(mode: number, admin: User = world.admin): Promise<Address> {
  const init = {
    code: loadCode('BrokenMinter'),
    data: beginCell().storeUint(mode, 8).storeAddress(admin.address).storeRef(world.walletCode).endCell(),
  };
  const address = contractAddress(0, init);
  await admin.send({ to: address, value: toNano('1'), init, body: new Cell() });
  const minter = world.blockchain.openContract(JettonMinter.createFromAddress(address));
  await minter.sendMint(admin.getSender(), { to: world.alice.address, jettonAmount: toNano('1000') });
  return address;
}

/** A trace without the transactions of one account (a master that throws on purpose). */
const without = (txs: Transaction[], account: Address) =>
  txs.filter((tx) => tx.address !== BigInt('0x' + account.hash.toString('hex')));

/** Makes a broken master send `pool` a TEP-89 answer naming `wallet`. */
const answerAgain = async (master: Address, pool: Address, wallet: Address | null) =>
  (
    await attacker.send({
      to: master,
      value: toNano('0.1'),
      body: beginCell().storeUint(0x42524b31, 32).storeAddress(pool).storeAddress(wallet).endCell(),
    })
  ).transactions;

/** Creates the pool with Alice's first deposit in one request; her balances before it. */
async function createPool(a: Asset, b: Asset, feeBps: number) {
  const { pool, deploy, rest } = createPoolMessages(world.alice, a, b, feeBps);
  const jettons = [a, b].filter((x) => x.kind === 'jetton');
  const before = {
    ton: await balanceOf(world, world.alice.address, TON),
    jettons: await Promise.all(jettons.map((x) => balanceOf(world, world.alice.address, x))),
  };
  const txs = await send(world.alice, [deploy, ...rest]);
  const jettonsNow = () => Promise.all(jettons.map((x) => balanceOf(world, world.alice.address, x)));
  return { pool, txs, before, jettonsNow };
}

describe('a master without TEP-89', () => {
  it('TON/jetton: the pool ends FAILED, logs pool_failed, and Alice gets her whole deposit back', async () => {
    const master = await brokenMaster(BrokenMode.noTep89);
    const { pool, txs, before, jettonsNow } = await createPool(TON, jetton(master), 30);
    checkTransactions(without(txs, master));
    const data = await pool.getPoolData();
    expect([data.status, data.wallet1]).toEqual([PoolStatus.failed, null]);
    const [created] = ofType(txs, 'pool_created');
    expect(ofType(txs, 'pool_failed')).toEqual([
      {
        type: 'pool_failed',
        seqno: created!.seqno + 1,
        queryId: 77n,
        reasonCode: RefundReason.discoveryFailed,
      },
    ]);
    // the jetton leg waited and came back; the TON leg waits in her deposit until she cancels it
    expect(await jettonsNow()).toEqual(before.jettons);
    const deposit = depositAddress(pool.address, world.alice.address, world.codes.deposit);
    const cancel = await send(world.alice, buildCancelDeposit(deposit, 2n).messages);
    expect(ofType(cancel, 'liquidity_refunded')[0]).toMatchObject({ amount0: AMOUNT0, amount1: 0n });
    expect(before.ton - (await balanceOf(world, world.alice.address, TON))).toBeLessThan(toNano('0.5'));
    expect(await tonOf(pool.address)).toBeLessThan(toNano('0.1'));

    // FAILED is final: a later leg goes back at once, a second CreatePool changes nothing
    const again = createPoolMessages(world.alice, TON, jetton(master), 30);
    const later = await send(world.alice, again.rest);
    expect(findTxs(later, { from: pool.address, op: JettonOp.transfer })).toHaveLength(1);
    expect(await jettonsNow()).toEqual(before.jettons);
    expect((await pool.getPoolData()).status).toBe(PoolStatus.failed);
  });

  it('jetton/jetton: both legs come back, though the other master answered', async () => {
    const master = await brokenMaster(BrokenMode.noTep89);
    const { pool, txs, before, jettonsNow } = await createPool(world.A, jetton(master), 30);
    checkTransactions(without(txs, master));
    expect((await pool.getPoolData()).status).toBe(PoolStatus.failed);
    expect(ofType(txs, 'pool_failed')).toHaveLength(1);
    expect(ofType(txs, 'pool_ready')).toHaveLength(0);
    expect(await jettonsNow()).toEqual(before.jettons);
  });

  it('a null wallet answer is refused: FAILED, never counted as a TON side', async () => {
    const master = await brokenMaster(BrokenMode.nullWallet);
    const { pool, txs, before, jettonsNow } = await createPool(world.A, jetton(master), 30);
    // the other master's answer came after the null one, when the pool was FAILED already: refused
    const late = findTxs(txs, { from: world.minterA.address, to: pool.address });
    expect(late.map(exitCodeOf)).toEqual([DexExitCode.notDiscovering]);
    checkTransactions(txs.filter((tx) => !late.includes(tx)));
    const data = await pool.getPoolData();
    expect(data.status).toBe(PoolStatus.failed);
    expect(ofType(txs, 'pool_failed')).toHaveLength(1);
    expect(await jettonsNow()).toEqual(before.jettons);
  });
});

describe('TEP-89 answers', () => {
  it('a second answer from the same master is refused', async () => {
    const master = await brokenMaster(BrokenMode.answerTwice);
    const { pool, txs } = await createPool(TON, jetton(master), 30);
    const answers = findTxs(txs, { from: master, to: pool.address });
    expect(answers.map(exitCodeOf), describeTxs(txs)).toEqual([0, DexExitCode.notDiscovering]);
    const data = await pool.getPoolData();
    expect([data.status, data.reserve1]).toEqual([PoolStatus.ready, AMOUNT1]);
    expect(ofType(txs, 'pool_ready')).toHaveLength(1);
  });

  it('after READY, a late answer from a master (null or another wallet) is refused; from others, too', async () => {
    const master = await brokenMaster(BrokenMode.honest);
    const { pool } = await createPool(TON, jetton(master), 30);
    const ready = await pool.getPoolData();
    expect(ready.status).toBe(PoolStatus.ready);
    for (const wallet of [null, attacker.address]) {
      const txs = await answerAgain(master, pool.address, wallet);
      expect(exitCodeOf(findTx(txs, { from: master, to: pool.address }))).toBe(DexExitCode.notDiscovering);
    }
    const other = await brokenMaster(BrokenMode.honest, attacker);
    const txs = await answerAgain(other, pool.address, null);
    expect(exitCodeOf(findTx(txs, { from: other, to: pool.address }))).toBe(DexExitCode.notFromMaster);
    const after = await pool.getPoolData();
    expect([after.status, after.wallet1?.toRawString()]).toEqual([
      PoolStatus.ready,
      ready.wallet1?.toRawString(),
    ]);
  });

  it('a replay step not from the pool itself is refused', async () => {
    const pool = openPool(world, TON, world.C, 1);
    const txs = (
      await attacker.send({
        to: pool.address,
        value: toNano('0.1'),
        body: beginCell().storeUint(DexOp.replayPending, 32).storeUint(0, 64).endCell(),
      })
    ).transactions;
    expect(exitCodeOf(findTx(txs, { to: pool.address }))).toBe(DexExitCode.notFromPool);
  });
});
