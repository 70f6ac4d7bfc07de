// What every holder owns, read in one pass, and the DEX invariants over two such readings.
// Property tests compare a reading before and after each action.
import { type Address, toNano, type Transaction } from '@ton/core';
import { type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { expect } from 'vitest';
import { depositAddress, jettonWalletAddress } from '../../src/sdk/addresses';
import { type Asset, assetKey, jetton, TON } from '../../src/sdk/assets';
import { type DexEvent, parseDexEvent } from '../../src/sdk/events';
import { MIN_LIQUIDITY } from '../../src/wrappers/dex-constants';
import { Deposit } from '../../src/wrappers/deposit';
import { type Pool, type PoolData } from '../../src/wrappers/pool';
import { type DexWorld } from './dex-world';
import { describeTxs, isHopProbeStep } from './transactions';

export interface PoolInfo {
  name: string;
  contract: SandboxContract<Pool>;
  asset0: Asset;
  asset1: Asset;
  feeBps: number;
  /** The pool is the master of its LP jetton. */
  lp: Asset;
}

export type Users = Record<string, SandboxContract<TreasuryContract>>;

export interface Holdings {
  /** user → assetKey → balance, for TON, every jetton and every pool's LP */
  users: Record<string, Record<string, bigint>>;
  pools: Record<string, { data: PoolData; ton: bigint; jettons: Record<string, bigint> }>;
  /** minter assetKey → total supply */
  supply: Record<string, bigint>;
  /** deposits that hold one leg of an add-liquidity: funds neither delivered nor refunded */
  openDeposits: string[];
}

/**
 * The first `coins` of an account's data: a jetton wallet's balance or a minter's supply
 * (contracts/jetton/storage.tolk fixes that layout, wallet addresses depend on it). Read from
 * the state rather than a get-method, which costs milliseconds per call. 0 for no account,
 * e.g. an LP wallet before its first mint.
 */
async function storedCoins(world: DexWorld, address: Address): Promise<bigint> {
  const account = await world.blockchain.getContract(address);
  const state = account.accountState;
  if (state?.type !== 'active' || !state.state.data) return 0n;
  return state.state.data.beginParse().loadCoins();
}

export function jettonBalance(world: DexWorld, owner: Address, master: Address): Promise<bigint> {
  return storedCoins(world, jettonWalletAddress(owner, master, world.walletCode));
}

async function assetBalance(world: DexWorld, owner: Address, asset: Asset): Promise<bigint> {
  if (asset.kind === 'ton') return (await world.blockchain.getContract(owner)).balance;
  return jettonBalance(world, owner, asset.master);
}

export async function readHoldings(
  world: DexWorld,
  users: Users,
  pools: PoolInfo[],
  jettons: Asset[],
  /** The previous reading and the trace since: a pool the trace did not touch is unchanged. */
  since?: { previous: Holdings; txs: Transaction[] },
): Promise<Holdings> {
  const touched = new Set(since?.txs.map((tx) => tx.address));
  const assets = [TON, ...jettons, ...pools.map((p) => p.lp)];
  const holdings: Holdings = { users: {}, pools: {}, supply: {}, openDeposits: [] };
  for (const [name, user] of Object.entries(users)) {
    const balances: Record<string, bigint> = {};
    for (const asset of assets) balances[assetKey(asset)] = await assetBalance(world, user.address, asset);
    holdings.users[name] = balances;
    for (const pool of pools) {
      const address = depositAddress(pool.contract.address, user.address, world.codes.deposit);
      const account = await world.blockchain.getContract(address);
      if (account.accountState?.type !== 'active') continue;
      const deposit = await world.blockchain
        .openContract(Deposit.createFromAddress(address))
        .getDepositData();
      if (deposit.amount0 || deposit.amount1) holdings.openDeposits.push(`${name}@${pool.name}`);
    }
  }
  for (const pool of pools) {
    const jettonBalances: Record<string, bigint> = {};
    for (const asset of jettons) {
      jettonBalances[assetKey(asset)] = await assetBalance(world, pool.contract.address, asset);
    }
    holdings.pools[pool.name] = {
      // the get-method costs ~20 ms; an account's data only changes in its own transactions
      data:
        since && !touched.has(addressKey(pool.contract.address))
          ? since.previous.pools[pool.name]!.data
          : await pool.contract.getPoolData(),
      ton: (await world.blockchain.getContract(pool.contract.address)).balance,
      jettons: jettonBalances,
    };
  }
  for (const asset of jettons) {
    if (asset.kind === 'jetton') holdings.supply[assetKey(asset)] = await storedCoins(world, asset.master);
  }
  return holdings;
}

/**
 * Invariants that hold between any two readings: pools only get richer per LP unit, no jetton is
 * created or lost, LP supply is what holders own plus the locked minimum, reserves are backed.
 */
export function checkInvariants(
  before: Holdings,
  after: Holdings,
  pools: PoolInfo[],
  jettons: Asset[],
  opts: { lpUnchanged: boolean; initialSupply: bigint },
) {
  for (const pool of pools) {
    const b = before.pools[pool.name]!.data;
    const a = after.pools[pool.name]!.data;
    const k0 = b.reserve0 * b.reserve1;
    const k1 = a.reserve0 * a.reserve1;
    // fees and rounding stay in the pool: the value of one LP unit (sqrt(k)/L) never falls
    expect(k1 * b.lpSupply ** 2n >= k0 * a.lpSupply ** 2n, `${pool.name}: k/L² fell`).toBe(true);
    if (opts.lpUnchanged) {
      expect(a.lpSupply, `${pool.name}: a swap changed the LP supply`).toBe(b.lpSupply);
      expect(k1 >= k0, `${pool.name}: x*y fell in a swap (${k0} → ${k1})`).toBe(true);
    }
    const held = Object.values(after.users).reduce((sum, u) => sum + u[assetKey(pool.lp)]!, 0n);
    expect(a.lpSupply, `${pool.name}: LP supply vs holders + locked minimum`).toBe(held + MIN_LIQUIDITY);

    const holding = after.pools[pool.name]!;
    const sides: [Asset, bigint][] = [
      [pool.asset0, a.reserve0],
      [pool.asset1, a.reserve1],
    ];
    for (const [asset, reserve] of sides) {
      const owned = asset.kind === 'ton' ? holding.ton : holding.jettons[assetKey(asset)]!;
      expect(owned >= reserve, `${pool.name}: holds ${owned} of ${assetKey(asset)}, owes ${reserve}`).toBe(
        true,
      );
    }
  }
  for (const asset of jettons) {
    const key = assetKey(asset);
    const inUsers = Object.values(after.users).reduce((sum, u) => sum + u[key]!, 0n);
    const inPools = Object.values(after.pools).reduce((sum, p) => sum + p.jettons[key]!, 0n);
    expect(after.supply[key], `${key}: minter supply`).toBe(opts.initialSupply);
    expect(inUsers + inPools, `${key}: users + pools vs minted`).toBe(opts.initialSupply);
  }
  expect(after.openDeposits, 'a deposit keeps one leg of an add').toEqual([]);
}

/** An address as `Transaction.address` holds it. */
const addressKey = (address: Address) => BigInt('0x' + address.hash.toString('hex'));

/** A DEX log with the pool that emitted it. */
export interface PoolEvent {
  pool: string;
  event: DexEvent;
}

export function poolEventsOf(txs: Transaction[], pools: PoolInfo[]): PoolEvent[] {
  const found: PoolEvent[] = [];
  for (const tx of txs) {
    for (const msg of tx.outMessages.values()) {
      if (msg.info.type !== 'external-out') continue;
      const event = parseDexEvent(msg.body);
      const pool = pools.find((p) => addressKey(p.contract.address) === tx.address);
      if (event) found.push({ pool: pool?.name ?? 'unknown', event });
    }
  }
  return found;
}

/**
 * A non-bounceable TON payment too small to buy the receiver's gas (e.g. a surplus of a few
 * nanotons): its compute phase is skipped or runs out of gas, but the value is credited anyway.
 */
function isDustPayment(tx: Transaction): boolean {
  const info = tx.inMessage?.info;
  if (info?.type !== 'internal' || info.bounce || info.value.coins >= toNano('0.001')) return false;
  const d = tx.description;
  if (d.type !== 'generic') return false;
  return d.computePhase.type === 'skipped'
    ? d.computePhase.reason === 'no-gas'
    : d.computePhase.exitCode === -14;
}

/**
 * Every transaction of a trace ran cleanly: compute exit 0 or 1 and a successful action phase.
 * A bounce would hide funds moving backwards, and a thrown handler means a path we did not expect.
 */
export function checkTransactions(txs: Transaction[], context = '') {
  const bad = txs.filter((tx) => {
    const d = tx.description;
    if (d.type !== 'generic') return true;
    if (isDustPayment(tx) || isHopProbeStep(tx)) return false;
    if (d.computePhase.type !== 'vm' || ![0, 1].includes(d.computePhase.exitCode)) return true;
    return d.aborted || !d.actionPhase?.success;
  });
  expect(bad.length, `${context}\nfailed transactions in the trace:\n${describeTxs(txs)}`).toBe(0);
}

export const lpOf = (pool: SandboxContract<Pool>) => jetton(pool.address);
