// A sandbox with two demo jettons, the DEX deployed from compiled sources, and funded users.
// Tests act through the SDK builders exactly as a wallet would: one request, N messages.
import { type Address, type Cell, type Transaction, toNano } from '@ton/core';
import {
  Blockchain,
  createEmptyShardAccount,
  createShardAccount,
  type SandboxContract,
  type TreasuryContract,
} from '@ton/sandbox';
import { loadCode } from '../../src/artifacts';
import { buildOnchainMetadata } from '../../src/jetton-metadata';
import { type Asset, jetton, TON } from '../../src/sdk/assets';
import { type DexCodes, jettonWalletAddress, poolAddress, poolInitialData } from '../../src/sdk/addresses';
import { type DexEvent, parseDexEvent } from '../../src/sdk/events';
import { type BuiltTransaction, buildCreatePool, newQueryId } from '../../src/sdk/transactions';
import { toTreasuryMessage } from '../../src/sdk/wallet-messages';
import { Factory } from '../../src/wrappers/factory';
import { JettonMinter } from '../../src/wrappers/jetton-minter';
import { JettonWallet } from '../../src/wrappers/jetton-wallet';
import { Pool } from '../../src/wrappers/pool';
import { accountKey } from './transactions';

export const USER_JETTONS = toNano('1000000');

export interface DexWorld {
  blockchain: Blockchain;
  admin: SandboxContract<TreasuryContract>;
  alice: SandboxContract<TreasuryContract>;
  bob: SandboxContract<TreasuryContract>;
  factory: SandboxContract<Factory>;
  minterA: SandboxContract<JettonMinter>;
  minterB: SandboxContract<JettonMinter>;
  minterC: SandboxContract<JettonMinter>;
  A: Asset;
  B: Asset;
  C: Asset;
  codes: DexCodes;
  walletCode: Cell;
}

export async function createDexWorld(): Promise<DexWorld> {
  const blockchain = await Blockchain.create();
  blockchain.now = 1_800_000_000;
  const admin = await blockchain.treasury('admin');
  const alice = await blockchain.treasury('alice', { balance: toNano('1000000') });
  const bob = await blockchain.treasury('bob', { balance: toNano('1000000') });
  const walletCode = loadCode('JettonWallet');
  const minters: SandboxContract<JettonMinter>[] = [];
  for (const symbol of ['AAA', 'BBB', 'CCC']) {
    const content = buildOnchainMetadata({ name: `Token ${symbol}`, symbol, decimals: '9' });
    const minter = blockchain.openContract(
      JettonMinter.createFromConfig({ admin: admin.address, content, walletCode }, loadCode('JettonMinter')),
    );
    await minter.sendDeploy(admin.getSender(), toNano('1'));
    for (const user of [alice, bob]) {
      await minter.sendMint(admin.getSender(), { to: user.address, jettonAmount: USER_JETTONS });
    }
    minters.push(minter);
  }
  const codes: DexCodes = {
    pool: loadCode('Pool'),
    lpWallet: walletCode,
    deposit: loadCode('Deposit'),
    lpContent: buildOnchainMetadata({ name: 'Atoll LP', symbol: 'ATOLL-LP', decimals: '9' }),
  };
  const factory = blockchain.openContract(
    Factory.createFromConfig(
      {
        admin: admin.address,
        poolCode: codes.pool,
        lpWalletCode: codes.lpWallet,
        depositCode: codes.deposit,
        lpContent: codes.lpContent,
      },
      loadCode('Factory'),
    ),
  );
  await factory.sendDeploy(admin.getSender(), toNano('1'));
  const [minterA, minterB, minterC] = minters as [
    SandboxContract<JettonMinter>,
    SandboxContract<JettonMinter>,
    SandboxContract<JettonMinter>,
  ];
  return {
    blockchain,
    admin,
    alice,
    bob,
    factory,
    minterA,
    minterB,
    minterC,
    A: jetton(minterA.address),
    B: jetton(minterB.address),
    C: jetton(minterC.address),
    codes,
    walletCode,
  };
}

export function userJettonWallet(world: DexWorld, owner: Address, asset: Asset): Address | undefined {
  return asset.kind === 'ton' ? undefined : jettonWalletAddress(owner, asset.master, world.walletCode);
}

export async function balanceOf(world: DexWorld, owner: Address, asset: Asset): Promise<bigint> {
  if (asset.kind === 'ton') return (await world.blockchain.getContract(owner)).balance;
  const wallet = world.blockchain.openContract(
    JettonWallet.createFromAddress(jettonWalletAddress(owner, asset.master, world.walletCode)),
  );
  return wallet.getJettonBalance();
}

/** Sends a built transaction from a user's wallet, all messages in one external request. */
export async function sendBuilt(
  world: DexWorld,
  user: SandboxContract<TreasuryContract>,
  tx: BuiltTransaction,
): Promise<Transaction[]> {
  const result = await user.sendMessages(tx.messages.map(toTreasuryMessage));
  return result.transactions;
}

export function openPool(world: DexWorld, a: Asset, b: Asset, feeBps: number): SandboxContract<Pool> {
  return world.blockchain.openContract(
    Pool.createFromAddress(poolAddress(world.factory.address, a, b, feeBps, world.codes)),
  );
}

/** Every DEX log emitted in these transactions, decoded; only `account`'s when given. */
export function eventsOf(txs: Transaction[], account?: Address): DexEvent[] {
  const events: DexEvent[] = [];
  for (const tx of txs) {
    if (account && tx.address !== accountKey(account)) continue;
    for (const msg of tx.outMessages.values()) {
      if (msg.info.type !== 'external-out') continue;
      const event = parseDexEvent(msg.body);
      if (event) events.push(event);
    }
  }
  return events;
}

/**
 * The world most DEX tests start from: alice's TON/A pool at 30 bps (100 TON, 500 A) and A/B pool at
 * 5 bps (1,000 A, 2,000 B).
 */
export async function createTwoPoolWorld(): Promise<{
  world: DexWorld;
  tonA: SandboxContract<Pool>;
  ab: SandboxContract<Pool>;
}> {
  const world = await createDexWorld();
  const { alice, A, B } = world;
  const tonA = (await createPoolWithLiquidity(world, alice, TON, A, 30, toNano('100'), toNano('500'))).pool;
  const ab = (await createPoolWithLiquidity(world, alice, A, B, 5, toNano('1000'), toNano('2000'))).pool;
  return { world, tonA, ab };
}

/**
 * Deploys the account of the pool of (a, b) at `feeBps` with its initial data, as anyone can, without the
 * factory ever initialising it: a pool that stays NEW.
 */
export async function deployUninitialisedPool(
  world: DexWorld,
  a: Asset,
  b: Asset,
  feeBps: number,
): Promise<SandboxContract<Pool>> {
  const pool = openPool(world, a, b, feeBps);
  const { asset0, asset1 } = poolOrder(a, b, 0n, 0n);
  await world.alice.send({
    to: pool.address,
    value: toNano('0.05'),
    bounce: false,
    init: {
      code: world.codes.pool,
      data: poolInitialData(world.factory.address, asset0, asset1, feeBps, world.codes),
    },
  });
  return pool;
}

/** Creates a pool with initial liquidity through the SDK, as one user request. */
export async function createPoolWithLiquidity(
  world: DexWorld,
  user: SandboxContract<TreasuryContract>,
  a: Asset,
  b: Asset,
  feeBps: number,
  amountA: bigint,
  amountB: bigint,
): Promise<{ pool: SandboxContract<Pool>; txs: Transaction[] }> {
  const pool = openPool(world, a, b, feeBps);
  const data = await world.factory.getPoolAddress(a, b, feeBps);
  if (!data?.equals(pool.address)) throw new Error('SDK and factory disagree on the pool address');
  const poolData = poolOrder(a, b, amountA, amountB);
  const tx = buildCreatePool({
    factory: world.factory.address,
    feeBps,
    codes: world.codes,
    pool: pool.address,
    side0: {
      asset: poolData.asset0,
      userJettonWallet: userJettonWallet(world, user.address, poolData.asset0),
    },
    side1: {
      asset: poolData.asset1,
      userJettonWallet: userJettonWallet(world, user.address, poolData.asset1),
    },
    amount0: poolData.amount0,
    amount1: poolData.amount1,
    minLpOut: 0n,
    user: user.address,
    deadline: 0,
    queryId: newQueryId(),
  });
  const txs = await sendBuilt(world, user, tx);
  return { pool, txs };
}

/** Puts a pair and its amounts in pool order. */
export function poolOrder(a: Asset, b: Asset, amountA: bigint, amountB: bigint) {
  const aFirst = a.kind === 'ton' || (b.kind !== 'ton' && Buffer.compare(a.master.hash, b.master.hash) < 0);
  return aFirst
    ? { asset0: a, asset1: b, amount0: amountA, amount1: amountB }
    : { asset0: b, asset1: a, amount0: amountB, amount1: amountA };
}

/**
 * Puts the refusing test contract (contracts/test/refusing.tolk) on an account, keeping its data and
 * balance, so that whatever is sent there bounces for real: a paused jetton wallet, a broken LP
 * wallet or deposit contract. Returns the undo (an account that did not exist is removed again).
 */
export async function refuseAt(world: DexWorld, address: Address): Promise<() => Promise<void>> {
  const contract = await world.blockchain.getContract(address);
  const state = contract.accountState;
  const original = state?.type === 'active' ? { code: state.state.code!, data: state.state.data! } : null;
  const refusing = loadCode('Refusing');
  await world.blockchain.setShardAccount(
    address,
    createShardAccount({
      address,
      code: refusing,
      data: original?.data ?? refusing,
      balance: contract.balance > 0n ? contract.balance : toNano('0.1'),
    }),
  );
  return async () => {
    if (!original) return world.blockchain.setShardAccount(address, createEmptyShardAccount(address));
    const now = await world.blockchain.getContract(address);
    await world.blockchain.setShardAccount(
      address,
      createShardAccount({ address, code: original.code, data: original.data, balance: now.balance }),
    );
  };
}

export { TON };
