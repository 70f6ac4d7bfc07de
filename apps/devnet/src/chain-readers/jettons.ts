import type { Address, Cell } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import { JettonMinter, JettonWallet, jettonWalletAddress, parseMetadata } from '@atoll/contracts';
import type { DemoPool, DemoToken, DemoWorld } from '../genesis/demo-world';
import { readAccount, readOnlyProvider } from './contract-state';

/** The getter's answer, or null when the contract could not give one (not that kind of contract). */
const orNull = <T>(read: Promise<T>): Promise<T | null> => read.catch(() => null);

// Jetton state through the standard get methods (TEP-74): what any indexer can read from any
// jetton, ours or not.

export interface JettonWalletState {
  balance: bigint;
  owner: Address;
  master: Address;
}

export interface JettonMasterState {
  totalSupply: bigint;
  mintable: boolean;
  admin: Address | null;
  content: Cell;
  walletCode: Cell;
}

/**
 * A jetton wallet's balance, owner and master. Our own wallets (`ourWalletCode`) are read from
 * their data cell, whose layout (balance, owner, master) the SDK's address derivation pins down:
 * a get method costs ~15 ms in the emulator, a cell read nothing. Any other wallet answers
 * `get_wallet_data`.
 */
export async function readJettonWallet(
  blockchain: Blockchain,
  wallet: Address,
  ourWalletCode?: Cell,
): Promise<JettonWalletState | null> {
  if (ourWalletCode) {
    const view = await readAccount(blockchain, wallet);
    if (view.status !== 'active') return null;
    if (view.code && view.data && view.code.hash().equals(ourWalletCode.hash())) {
      try {
        const s = view.data.beginParse();
        return { balance: s.loadCoins(), owner: s.loadAddress(), master: s.loadAddress() };
      } catch {
        // not the layout we know: ask the contract
      }
    }
  }
  const data = await orNull(
    JettonWallet.createFromAddress(wallet).getWalletData(readOnlyProvider(blockchain, wallet)),
  );
  return data && { balance: data.balance, owner: data.owner, master: data.minter };
}

export async function readJettonMaster(
  blockchain: Blockchain,
  master: Address,
): Promise<JettonMasterState | null> {
  return orNull(JettonMinter.createFromAddress(master).getJettonData(readOnlyProvider(blockchain, master)));
}

/** The owner's wallet address as the master computes it (`get_wallet_address`). */
export async function readWalletAddress(
  blockchain: Blockchain,
  master: Address,
  owner: Address,
): Promise<Address | null> {
  return orNull(
    JettonMinter.createFromAddress(master).getWalletAddress(readOnlyProvider(blockchain, master), owner),
  );
}

/** TEP-64 fields as strings; an offchain URI cannot be fetched by the devnet, so it yields only `uri`. */
export function metadataFields(content: Cell): Record<string, string> {
  try {
    const parsed = parseMetadata(content);
    if (parsed.kind === 'offchain') return { uri: parsed.uri };
    return { ...parsed.fields, decimals: parsed.decimals };
  } catch {
    return {};
  }
}

/** A jetton master the devnet knows: a demo token or the LP token of one of our pools. */
export type KnownJetton = { kind: 'token'; token: DemoToken } | { kind: 'lp'; pool: DemoPool };

export function knownJettons(world: DemoWorld): Array<{ master: Address; known: KnownJetton }> {
  return [
    ...world.tokens.map((token) => ({
      master: token.master,
      known: { kind: 'token', token } as KnownJetton,
    })),
    ...world.pools.map((pool) => ({ master: pool.address, known: { kind: 'lp', pool } as KnownJetton })),
  ];
}

export function findKnownJetton(world: DemoWorld, master: Address): KnownJetton | undefined {
  return knownJettons(world).find((j) => j.master.equals(master))?.known;
}

export interface OwnedJetton {
  master: Address;
  known: KnownJetton;
  wallet: Address;
  balance: bigint;
}

/**
 * Every jetton of the demo world (tokens and LP shares) that `owner` holds: the owner's wallet
 * address is derived for each master (our wallets' address is a pure function of owner, master
 * and code) and read where it is deployed. Zero balances and undeployed wallets are left out.
 */
export async function readOwnedJettons(
  blockchain: Blockchain,
  world: DemoWorld,
  owner: Address,
): Promise<OwnedJetton[]> {
  const out: OwnedJetton[] = [];
  for (const { master, known } of knownJettons(world)) {
    const code = known.kind === 'lp' ? world.codes.lpWallet : world.jettonWalletCode;
    const wallet = jettonWalletAddress(owner, master, code);
    const state = await readJettonWallet(blockchain, wallet, code);
    if (!state || state.balance === 0n || !state.master.equals(master)) continue;
    out.push({ master, known, wallet, balance: state.balance });
  }
  return out;
}
