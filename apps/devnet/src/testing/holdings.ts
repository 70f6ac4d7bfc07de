import type { Address } from '@ton/core';
import { readAccount } from '../chain-readers/contract-state';
import { readOwnedJettons } from '../chain-readers/jettons';
import type { TestDevnet } from './test-devnet';

export interface Holdings {
  /** Nanoton. */
  ton: bigint;
  /** Every jetton (demo token or LP token) the owner has a wallet of, by master (raw). */
  jettons: Array<{ master: string; balance: bigint }>;
}

/**
 * What an address holds, read from the chain in-process: what a test holds the API's answers to, without
 * a request to the devnet's HTTP (which strict mode would count).
 */
export async function holdingsOf(devnet: TestDevnet, owner: Address): Promise<Holdings> {
  const { chain, world } = devnet;
  return chain.exclusive(async () => ({
    ton: (await readAccount(chain.blockchain, owner)).balance,
    jettons: (await readOwnedJettons(chain.blockchain, world, owner)).map((j) => ({
      master: j.master.toRawString(),
      balance: j.balance,
    })),
  }));
}
