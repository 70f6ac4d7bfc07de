import type { Address, Cell, ContractProvider, TupleItem, TupleReader } from '@ton/core';
import type { Blockchain, SmartContract } from '@ton/sandbox';

// Reading accounts from the sandbox without changing it.
//
// `Blockchain.getContract` creates (and from then on snapshots and persists) an empty entry for
// every address it is asked about; a public API that anyone can ask about any address must not
// grow the chain state that way, so reads look into the sandbox's storage map first.
//
// Concurrency: each get method is one synchronous call into the emulator on the state as it
// stands, so a single read is always atomic. Reads that combine several accounts (a jetton list,
// prices from several pools) run inside `chain.exclusive` in the routes so that they see the chain
// between traces, never half-way through one (see the routes). The readers themselves never take
// the queue: they may be called from code that already holds it.

export type AccountStatus = 'nonexist' | 'uninit' | 'active' | 'frozen';

export interface AccountView {
  status: AccountStatus;
  balance: bigint;
  code: Cell | null;
  data: Cell | null;
  lastTxLt: bigint;
}

function storageMap(blockchain: Blockchain): Map<string, SmartContract> | null {
  const storage = Reflect.get(blockchain, 'storage') as { contracts?: unknown } | undefined;
  return storage?.contracts instanceof Map ? (storage.contracts as Map<string, SmartContract>) : null;
}

/** The sandbox contract at `address` if the chain knows it; never creates one. */
export async function peekContract(blockchain: Blockchain, address: Address): Promise<SmartContract | null> {
  const map = storageMap(blockchain);
  if (map) return map.get(address.toString()) ?? null;
  // another storage (remote): fall back to the public API
  return blockchain.getContract(address);
}

export async function readAccount(blockchain: Blockchain, address: Address): Promise<AccountView> {
  const contract = await peekContract(blockchain, address);
  const account = contract?.account.account;
  if (!contract || !account) return { status: 'nonexist', balance: 0n, code: null, data: null, lastTxLt: 0n };
  const balance = account.storage.balance.coins;
  const state = account.storage.state;
  const lastTxLt = contract.lastTransactionLt;
  if (state.type === 'active')
    return {
      status: 'active',
      balance,
      code: state.state.code ?? null,
      data: state.state.data ?? null,
      lastTxLt,
    };
  if (state.type === 'frozen') return { status: 'frozen', balance, code: null, data: null, lastTxLt };
  // an uninit account with nothing on it is what TON calls non-existent
  const status = balance === 0n && lastTxLt === 0n ? 'nonexist' : 'uninit';
  return { status, balance, code: null, data: null, lastTxLt };
}

/** Runs a get method on an active contract; null when the account is not active or the method fails. */
export async function runGet(
  blockchain: Blockchain,
  address: Address,
  method: string,
  args: TupleItem[] = [],
): Promise<TupleReader | null> {
  const contract = await peekContract(blockchain, address);
  if (contract?.account.account?.storage.state.type !== 'active') return null;
  try {
    const result = await contract.get(method, args);
    return result.exitCode === 0 || result.exitCode === 1 ? result.stackReader : null;
  } catch {
    return null;
  }
}

/** A get method that cannot run or ran and failed: the reader treats the account as not what it asked. */
export class GetMethodFailed extends Error {
  override name = 'GetMethodFailed';
}

/**
 * A read-only ContractProvider over `runGet`, so the contract wrappers decode every getter (one decoder
 * each, in packages/contracts) without `Blockchain.provider`, which would create an entry for the address.
 */
export function readOnlyProvider(blockchain: Blockchain, address: Address): ContractProvider {
  const refuse = () => {
    throw new Error('a chain reader only runs get methods');
  };
  return {
    async get(name, args) {
      const stack = await runGet(blockchain, address, String(name), args);
      if (!stack) throw new GetMethodFailed(`${String(name)} of ${address.toRawString()}`);
      return { stack };
    },
    getState: refuse,
    external: refuse,
    internal: refuse,
    open: refuse,
    getTransactions: refuse,
  };
}
