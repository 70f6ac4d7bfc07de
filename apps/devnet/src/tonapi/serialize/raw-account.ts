import type { Address } from '@ton/core';
import type { SmartContract } from '@ton/sandbox';
import type { AccountView } from '../../chain-readers/contract-state';
import { raw } from './account';

const hex = (n: bigint) => n.toString(16).padStart(64, '0');

/** TonAPI's BlockchainRawAccount, for an account that exists. */
export function rawAccountJson(address: Address, contract: SmartContract, view: AccountView) {
  const account = contract.account.account!;
  const state = account.storage.state;
  const stats = account.storageStats;
  return {
    address: raw(address),
    balance: view.balance,
    ...(view.code ? { code: view.code.toBoc().toString('hex') } : {}),
    ...(view.data ? { data: view.data.toBoc().toString('hex') } : {}),
    last_transaction_lt: contract.lastTransactionLt,
    ...(contract.lastTransactionHash !== 0n
      ? { last_transaction_hash: hex(contract.lastTransactionHash) }
      : {}),
    ...(state.type === 'frozen' ? { frozen_hash: hex(state.stateHash) } : {}),
    // what the account publishes (a librarian's order code): TonAPI lists it only when there is some
    ...(state.type === 'active' && state.state.libraries && state.state.libraries.size > 0
      ? {
          libraries: state.state.libraries.values().map((lib) => ({
            public: lib.public,
            root: lib.root.toBoc().toString('hex'),
          })),
        }
      : {}),
    status: view.status,
    storage: {
      used_cells: stats.used.cells,
      used_bits: stats.used.bits,
      // the sandbox's storage stats have no public-cell count; TonAPI's is almost always 0
      used_public_cells: 0,
      last_paid: stats.lastPaid,
      due_payment: stats.duePayment ?? 0n,
    },
  };
}
