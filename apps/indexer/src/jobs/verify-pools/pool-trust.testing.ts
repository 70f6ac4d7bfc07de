import type { DexCodes } from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import { Address, beginCell } from '@ton/core';
import type { PoolTrust } from './pool-trust.fns';

// Tests only: pinned roots over the compiled pool code and a factory at a made-up address, so tests derive
// genuine pool addresses as the indexer does.

/** A made-up basechain address, all bytes `n`. */
export const testAddress = (n: number) => new Address(0, Buffer.alloc(32, n));

export const testCodes: DexCodes = {
  pool: loadCode('Pool'),
  lpWallet: loadCode('JettonWallet'),
  deposit: loadCode('Deposit'),
  lpContent: beginCell().storeUint(1, 8).endCell(),
};

/** The trust of a factory at `testAddress(1)`. */
export const testTrust: PoolTrust = {
  roots: { factory: testAddress(1), poolCodeHash: testCodes.pool.hash().toString('hex') },
  codes: testCodes,
};
