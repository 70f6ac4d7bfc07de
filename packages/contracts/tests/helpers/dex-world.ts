// A sandbox with two demo jettons, the DEX deployed from compiled sources, and funded users.
// Tests act through the SDK builders exactly as a wallet would: one request, N messages.
import {
  type Address,
  Cell,
  internal as internalMessage,
  loadStateInit,
  type Transaction,
  toNano,
} from '@ton/core';
import { Blockchain, type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { loadCode } from '../../src/artifacts';
import { buildOnchainMetadata } from '../../src/jetton-metadata';
import { type Asset, jetton, TON } from '../../src/sdk/assets';
import { type DexCodes, jettonWalletAddress, poolAddress } from '../../src/sdk/addresses';
import { type DexEvent, parseDexEvent } from '../../src/sdk/events';
import { type BuiltTransaction, buildCreatePool, newQueryId } from '../../src/sdk/transactions';
import { Factory } from '../../src/wrappers/factory';
import { JettonMinter } from '../../src/wrappers/jetton-minter';
import { JettonWallet } from '../../src/wrappers/jetton-wallet';
import { Pool } from '../../src/wrappers/pool';

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
  const messages = tx.messages.map((m) =>
    internalMessage({
      to: m.address,
      value: BigInt(m.amount),
      body: m.payload ? Cell.fromBase64(m.payload) : undefined,
      bounce: !m.stateInit,
      init: m.stateInit ? loadStateInit(Cell.fromBase64(m.stateInit).beginParse()) : undefined,
    }),
  );
  const result = await user.sendMessages(messages);
  return result.transactions;
}

export function openPool(world: DexWorld, a: Asset, b: Asset, feeBps: number): SandboxContract<Pool> {
  return world.blockchain.openContract(
    Pool.createFromAddress(poolAddress(world.factory.address, a, b, feeBps, world.codes)),
  );
}

/** Every DEX log emitted in these transactions, decoded. */
export function eventsOf(txs: Transaction[]): DexEvent[] {
  const events: DexEvent[] = [];
  for (const tx of txs) {
    for (const msg of tx.outMessages.values()) {
      if (msg.info.type !== 'external-out') continue;
      const event = parseDexEvent(msg.body);
      if (event) events.push(event);
    }
  }
  return events;
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

export { TON };
