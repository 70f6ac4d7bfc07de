// The gas benchmark's users, checks and runner: a W5R1 wallet per user sending one signed external,
// each flow emulated to the end of its trace and checked before its gas counts.
import { type Address, external, type MessageRelaxed, SendMode, type Transaction } from '@ton/core';
import { keyPairFromSeed, sha256_sync, type KeyPair } from '@ton/crypto';
import { type SandboxContract } from '@ton/sandbox';
import { WalletContractV5R1 } from '@ton/ton';
import { depositAddress, jettonWalletAddress } from '../src/sdk/addresses';
import { type DexEvent } from '../src/sdk/events';
import { type BuiltTransaction } from '../src/sdk/transactions';
import { toInternalMessage } from '../src/sdk/wallet-messages';
import { type Pool } from '../src/wrappers/pool';
import { type DexWorld, eventsOf } from '../tests/helpers/dex-world';
import { type AccountRole, failuresOf, txRecord } from './gas-report';

export class FlowFailed extends Error {}

export function must(condition: boolean, what: string): asserts condition {
  if (!condition) throw new FlowFailed(what);
}

/** The pool's reserves and LP supply must be `expected`; its data, for more checks. */
export async function mustHoldPool(
  name: string,
  pool: SandboxContract<Pool>,
  expected: [bigint, bigint, bigint],
) {
  const data = await pool.getPoolData();
  mustEqual([data.reserve0, data.reserve1, data.lpSupply], expected, `${name}: pool`);
  return data;
}

export function mustEqual<T>(actual: T, expected: T, what: string) {
  const show = (v: T) => JSON.stringify(v, (_, x) => (typeof x === 'bigint' ? x.toString() : x));
  must(show(actual) === show(expected), `${what}: expected ${show(expected)}, got ${show(actual)}`);
}

/** A user acting through a wallet v5r1 with a fixed key, so that every run is the same. */
export interface User {
  wallet: SandboxContract<WalletContractV5R1>;
  keys: KeyPair;
  address: Address;
}

/** A deployed W5R1 wallet, funded by a treasury and activated by its own first external. */
export async function createUser(world: DexWorld, seed: string, ton: bigint): Promise<User> {
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
export async function sendFromWallet(
  world: DexWorld,
  user: User,
  messages: MessageRelaxed[],
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

export interface Bench {
  world: DexWorld;
  user: User;
  tonA: SandboxContract<Pool>;
  ab: SandboxContract<Pool>;
  /** A/C, hopped to from TON/A only by the row that measures the first hop through a pair. */
  ac: SandboxContract<Pool>;
  book: Map<string, AccountRole>;
  queryId: bigint;
}

/** Every account a trace can touch, with its role; LP wallets and deposits by SDK derivation. */
export function registerAccounts(bench: Bench, pools: Address[]) {
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

export interface Outcome {
  txs: Transaction[];
  /** TON attached beyond the principal. */
  attachedTon: bigint;
}

/** Sends a built transaction from the bench user and checks that no transaction failed. */
export async function run(bench: Bench, name: string, tx: BuiltTransaction): Promise<Transaction[]> {
  const txs = await sendFromWallet(bench.world, bench.user, tx.messages.map(toInternalMessage));
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

export function expectEvents(name: string, txs: Transaction[], types: DexEvent['type'][]) {
  mustEqual(
    eventsOf(txs).map((e) => e.type),
    types,
    `${name}: events`,
  );
}

export const nextQueryId = (bench: Bench) => ++bench.queryId;
