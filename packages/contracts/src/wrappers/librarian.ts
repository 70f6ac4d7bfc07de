import {
  type Address,
  type Cell,
  type Contract,
  contractAddress,
  type ContractProvider,
  type Sender,
} from '@ton/core';
import { sendEmptyDeploy } from './deploy-message';

/** The masterchain: public libraries are published there only. */
export const LIBRARIAN_WORKCHAIN = -1;

/**
 * contracts/library/librarian.tolk: publishes `library` (the order code) as a public masterchain library.
 * Its data is that code, so its address follows from the code alone: one librarian per order code.
 */
export class Librarian implements Contract {
  constructor(
    readonly address: Address,
    readonly init?: { code: Cell; data: Cell },
  ) {}

  static createForLibrary(library: Cell, librarianCode: Cell): Librarian {
    const init = { code: librarianCode, data: library };
    return new Librarian(contractAddress(LIBRARIAN_WORKCHAIN, init), init);
  }

  /** The deploy publishes the library; `value` is the masterchain rent it starts with. */
  async sendDeploy(provider: ContractProvider, via: Sender, value: bigint): Promise<void> {
    await sendEmptyDeploy(provider, via, value);
  }

  /** Plain TON (an empty body): more rent. */
  async sendTopUp(provider: ContractProvider, via: Sender, value: bigint): Promise<void> {
    await sendEmptyDeploy(provider, via, value);
  }

  async getBalance(provider: ContractProvider): Promise<bigint> {
    return (await provider.getState()).balance;
  }
}
