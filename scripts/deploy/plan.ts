import { type Address, type Cell, toNano } from '@ton/core';
import {
  type DeploymentCodes,
  masterchainRent,
  type PlannedContract,
  plannedFactory,
  plannedLibrarian,
  publishingStorage,
} from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import type { ChainName } from '@atoll/chain/env';

// What a deploy sends: the factory (basechain) and the librarian of the order code (masterchain), each
// with the TON it starts with. Both addresses follow from this checkout's compiled code and the deployer.

/** The factory only pays its basechain rent (it forwards every create's value): well under 0.1 TON a year. */
export const FACTORY_TON = toNano('0.5');
/**
 * What the librarian starts with: its masterchain rent, 0.0922 TON a day for this order code (README
 * "Deploy"), so about 108 days on testnet and a year on mainnet. Anyone tops it up with a plain transfer.
 */
export const LIBRARIAN_TON: Record<ChainName, bigint> = {
  devnet: toNano('10'),
  testnet: toNano('10'),
  mainnet: toNano('35'),
};
/**
 * Beside what the contracts keep: the wallet's external and forward fees, mostly the librarian's state init
 * crossing into the masterchain with the whole order code (0.54 TON of the 11 a devnet deploy spent).
 */
export const FEE_RESERVE = toNano('1');

export type ContractName = 'factory' | 'librarian';

export interface PlannedDeploy extends PlannedContract {
  name: ContractName;
  /** Hex hash of the code the account must run. */
  codeHash: string;
  /** Nanotons the deploy message carries. */
  amount: bigint;
}

export interface Plan {
  deployer: Address;
  factory: PlannedDeploy;
  librarian: PlannedDeploy;
  codes: DeploymentCodes;
  /** Masterchain rent of the librarian for one day, from the size of its state. */
  libraryRentPerDay: bigint;
}

const hex = (cell: Cell) => cell.hash().toString('hex');

/** The codes this checkout compiled (`npm run build -w @atoll/contracts`). */
export function compiledCodes(): DeploymentCodes {
  return {
    factory: loadCode('Factory'),
    pool: loadCode('Pool'),
    lpWallet: loadCode('JettonWallet'),
    deposit: loadCode('Deposit'),
    order: loadCode('Order'),
    librarian: loadCode('Librarian'),
  };
}

export function planDeploy(
  deployer: Address,
  network: ChainName,
  codes: DeploymentCodes,
  libraryTon: bigint | null = null,
): Plan {
  const factory = plannedFactory(deployer, codes);
  const librarian = plannedLibrarian(codes);
  return {
    deployer,
    factory: { name: 'factory', ...factory, codeHash: hex(codes.factory), amount: FACTORY_TON },
    librarian: {
      name: 'librarian',
      ...librarian,
      codeHash: hex(codes.librarian),
      amount: libraryTon ?? LIBRARIAN_TON[network],
    },
    codes,
    libraryRentPerDay: masterchainRent(publishingStorage(librarian.init, codes.order), 86_400n),
  };
}
