// Scripted user actions on a test devnet, signed by its W5R1 wallets exactly as a TON Connect wallet
// would send them (built with the SDK), and chain readers for reconciliation.
import {
  type Asset,
  buildProvideLiquidity,
  buildRemoveLiquidity,
  buildJettonTransferBody,
  buildSwap,
  jettonTransferMinTon,
  jettonWalletAddress,
  newQueryId,
  Pool,
  TON,
} from '@atoll/contracts';
import { Address, beginCell, toNano } from '@ton/core';
import type { DemoPool, DemoWallet } from '@atoll/devnet/testing';
import { sendFromDemoWallet, type TestDevnet } from '@atoll/devnet/testing';

export type { TestDevnet };

export function findPool(devnet: TestDevnet, a: string, b: string, feeBps = 30): DemoPool {
  const pool = devnet.world.pools.find((p) => p.a === a && p.b === b && p.feeBps === feeBps);
  if (!pool) throw new Error(`no pool ${a}/${b} ${feeBps}`);
  return pool;
}

export function assetOf(devnet: TestDevnet, symbol: string): Asset {
  if (symbol === 'TON') return TON;
  return devnet.world.tokens.find((t) => t.symbol === symbol)!.asset;
}

const userJettonWallet = (devnet: TestDevnet, owner: Address, asset: Asset) =>
  asset.kind === 'ton' ? undefined : jettonWalletAddress(owner, asset.master, devnet.world.jettonWalletCode);

export const lpWalletOf = (devnet: TestDevnet, owner: Address, pool: Address) =>
  jettonWalletAddress(owner, pool, devnet.world.codes.lpWallet);

/** Signs the messages as one W5R1 external and runs it (and its whole trace) on the devnet. */
export const send = sendFromDemoWallet;

export interface SwapOptions {
  pool: DemoPool;
  from: string;
  to: string;
  amountIn: bigint;
  minOut?: bigint;
  /** 2-hop: the second pool's output asset and fee. */
  next?: { to: string; feeBps: number };
  queryId?: bigint;
  /** Whom the swap names as its user (refunds go there); the sending wallet by default. */
  user?: Address;
}

export async function swap(devnet: TestDevnet, wallet: DemoWallet, o: SwapOptions) {
  const sender = wallet.contract.address;
  const user = o.user ?? sender;
  const assetIn = assetOf(devnet, o.from);
  const queryId = o.queryId ?? newQueryId();
  const tx = buildSwap({
    pool: o.pool.address,
    input: { asset: assetIn, userJettonWallet: userJettonWallet(devnet, sender, assetIn) },
    assetOut: assetOf(devnet, o.next?.to ?? o.to),
    amountIn: o.amountIn,
    minOut: o.minOut ?? 0n,
    next: o.next ? { assetOut: assetOf(devnet, o.next.to), feeBps: o.next.feeBps, minOut: 0n } : null,
    user,
    deadline: 0,
    queryId,
  });
  return { queryId, txs: await send(devnet, wallet, tx.messages) };
}

export async function addLiquidity(
  devnet: TestDevnet,
  wallet: DemoWallet,
  pool: DemoPool,
  amount0: bigint,
  amount1: bigint,
) {
  const user = wallet.contract.address;
  const a0 = assetOf(devnet, pool.a);
  const a1 = assetOf(devnet, pool.b);
  const queryId = newQueryId();
  const tx = buildProvideLiquidity({
    pool: pool.address,
    side0: { asset: a0, userJettonWallet: userJettonWallet(devnet, user, a0) },
    side1: { asset: a1, userJettonWallet: userJettonWallet(devnet, user, a1) },
    amount0,
    amount1,
    minLpOut: 0n,
    user,
    deadline: 0,
    queryId,
  });
  return { queryId, txs: await send(devnet, wallet, tx.messages) };
}

export async function removeLiquidity(
  devnet: TestDevnet,
  wallet: DemoWallet,
  pool: DemoPool,
  lpAmount: bigint,
) {
  const user = wallet.contract.address;
  const queryId = newQueryId();
  const tx = buildRemoveLiquidity({
    userLpWallet: lpWalletOf(devnet, user, pool.address),
    lpAmount,
    min0: 0n,
    min1: 0n,
    user,
    deadline: 0,
    queryId,
  });
  return { queryId, txs: await send(devnet, wallet, tx.messages) };
}

/** A plain TEP-74 transfer of LP tokens to another owner (the pool is not involved). */
export async function transferLp(
  devnet: TestDevnet,
  wallet: DemoWallet,
  pool: DemoPool,
  to: Address,
  amount: bigint,
) {
  const body = buildJettonTransferBody({
    queryId: newQueryId(),
    jettonAmount: amount,
    to,
    responseAddress: wallet.contract.address,
    forwardTonAmount: 0n,
  });
  return send(devnet, wallet, [
    {
      address: lpWalletOf(devnet, wallet.contract.address, pool.address).toString(),
      amount: jettonTransferMinTon(0n).toString(),
      payload: body.toBoc().toString('base64'),
    },
  ]);
}

/** A message the pool rejects (an unknown op): a failed transaction, bounced, no log. */
export async function sendGarbageToPool(devnet: TestDevnet, wallet: DemoWallet, pool: DemoPool) {
  const body = beginCell().storeUint(0xdeadbeef, 32).storeUint(0, 64).endCell();
  return send(devnet, wallet, [
    {
      address: pool.address.toString(),
      amount: toNano('0.05').toString(),
      payload: body.toBoc().toString('base64'),
    },
  ]);
}

export async function lpBalance(devnet: TestDevnet, owner: Address, pool: Address): Promise<bigint> {
  const wallet = lpWalletOf(devnet, owner, pool);
  const account = await devnet.chain.blockchain.getContract(wallet);
  if (account.accountState?.type !== 'active') return 0n;
  const res = await devnet.chain.blockchain.runGetMethod(wallet, 'get_wallet_data');
  return res.stackReader.readBigNumber();
}

export async function poolData(devnet: TestDevnet, pool: Address) {
  const contract = devnet.chain.blockchain.openContract(Pool.createFromAddress(pool));
  return contract.getPoolData();
}
