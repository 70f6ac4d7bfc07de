import { Address, type Transaction } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import { publicLibraryCodes, withLibraries } from '@atoll/contracts';
import { peekContract } from '../chain-readers/contract-state';

// The network's public libraries, as a real network keeps them: whatever masterchain accounts publish
// (their state's `libraries`, set by SETLIBCODE) is resolvable by every contract. The sandbox knows only
// the `libs` it is given, so after each trace the devnet adds what masterchain accounts now publish.
// A library is only ever added: the devnet's genesis order code stays, and so does one a librarian
// stopped publishing (no Atoll contract removes one; see contracts/library/librarian.tolk).

/** The account a transaction ran on: its inbound message's destination (`Transaction` has no workchain). */
export function accountOfTx(tx: Transaction): Address {
  const dest = tx.inMessage?.info.dest;
  if (Address.isAddress(dest)) return dest;
  return new Address(0, Buffer.from(tx.address.toString(16).padStart(64, '0'), 'hex'));
}

/** Adds to `blockchain.libs` the public libraries of the masterchain accounts these transactions ran on. */
export async function addPublishedLibraries(blockchain: Blockchain, txs: Transaction[]): Promise<void> {
  const masterchain = new Map<string, Address>();
  for (const tx of txs) {
    const account = accountOfTx(tx);
    if (account.workChain === -1) masterchain.set(account.toRawString(), account);
  }
  for (const address of masterchain.values()) {
    const state = (await peekContract(blockchain, address))?.account.account?.storage.state;
    if (state?.type !== 'active') continue;
    const libs = withLibraries(blockchain.libs, publicLibraryCodes(state.state.libraries));
    if (libs !== blockchain.libs) blockchain.libs = libs;
  }
}
