import { type Address, beginCell, type Cell, contractAddress, storeStateInit } from '@ton/core';
import { buildOnchainMetadata } from '../jetton-metadata';
import { Factory } from '../wrappers/factory';
import { Librarian } from '../wrappers/librarian';
import type { DexCodes } from './addresses';
import type { TonConnectMessage } from './transactions';

// What a deployment of Atoll puts on a network (`npm run deploy`, scripts/deploy; the devnet's genesis
// deploys the same factory): the factory, whose state holds the pool, LP wallet and deposit codes, and the
// librarian that publishes the order code. Both addresses follow from code and data alone, so a deployment
// is known before anything is sent and a second run finds it already there.

/** TEP-64 content of every pool's LP jetton. */
export const atollLpContent = (): Cell =>
  buildOnchainMetadata({
    name: 'Atoll LP',
    symbol: 'ATOLL-LP',
    decimals: '9',
    description: 'Atoll pool share',
  });

export interface DeploymentCodes {
  factory: Cell;
  pool: Cell;
  /** The jetton wallet code LP wallets run. */
  lpWallet: Cell;
  deposit: Cell;
  order: Cell;
  librarian: Cell;
}

export interface PlannedContract {
  address: Address;
  init: { code: Cell; data: Cell };
}

/** The factory `admin` deploys (its admin is a record only: the factory has no admin operation). */
export function plannedFactory(admin: Address, codes: DeploymentCodes): PlannedContract & { dex: DexCodes } {
  const dex: DexCodes = {
    pool: codes.pool,
    lpWallet: codes.lpWallet,
    deposit: codes.deposit,
    lpContent: atollLpContent(),
  };
  const factory = Factory.createFromConfig(
    {
      admin,
      poolCode: dex.pool,
      lpWalletCode: dex.lpWallet,
      depositCode: dex.deposit,
      lpContent: dex.lpContent,
    },
    codes.factory,
  );
  return { address: factory.address, init: factory.init!, dex };
}

/** The librarian of this order code, on the masterchain. */
export function plannedLibrarian(codes: Pick<DeploymentCodes, 'order' | 'librarian'>): PlannedContract {
  const librarian = Librarian.createForLibrary(codes.order, codes.librarian);
  return { address: librarian.address, init: librarian.init! };
}

/** The message that deploys `contract` with `amount` nanotons: non-bounceable, an empty body. */
export function deployMessage(contract: PlannedContract, amount: bigint): TonConnectMessage {
  if (!contractAddress(contract.address.workChain, contract.init).equals(contract.address))
    throw new Error(`${contract.address.toRawString()} is not the address of this state init`);
  return {
    address: contract.address.toString({ bounceable: false }),
    amount: amount.toString(),
    stateInit: beginCell().store(storeStateInit(contract.init)).endCell().toBoc().toString('base64'),
  };
}
