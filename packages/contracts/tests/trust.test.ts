import { beginCell, Cell, contractAddress } from '@ton/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCode } from '../src/artifacts';
import { assertGenuinePool, poolAddress, TON, UntrustedAddressError, verifiedFactoryCodes } from '../src';
import { createDexWorld, type DexWorld } from './helpers/dex-world';

// The pinned roots of trust: a factory's state is believed only if it hashes to the pinned address and
// deploys the pinned pool code; a pool only if that factory derives it.

describe('trust by derivation', () => {
  let world: DexWorld;
  let code: Cell;
  let data: Cell;
  beforeAll(async () => {
    world = await createDexWorld();
    const state = (await world.blockchain.getContract(world.factory.address)).accountState;
    if (state?.type !== 'active') throw new Error('factory not deployed');
    code = state.state.code!;
    data = state.state.data!;
  });
  const roots = () => ({
    factory: world.factory.address,
    poolCodeHash: loadCode('Pool').hash().toString('hex'),
  });

  it('accepts the pinned factory and derives its pools like the factory does', async () => {
    const codes = verifiedFactoryCodes(roots(), code, data);
    const onChain = await world.factory.getPoolAddress(TON, world.A, 30);
    expect(poolAddress(world.factory.address, TON, world.A, 30, codes).equals(onChain!)).toBe(true);
    expect(() => assertGenuinePool(roots(), codes, onChain!, world.A, TON, 30)).not.toThrow();
  });

  it('refuses a factory state that is not the pinned one (copied code, other data)', () => {
    const forgedData = beginCell()
      .storeAddress(world.alice.address)
      .storeSlice(data.beginParse().skip(267))
      .endCell();
    const forged = contractAddress(0, { code, data: forgedData });
    expect(() => verifiedFactoryCodes({ ...roots(), factory: forged }, code, data)).toThrow(
      UntrustedAddressError,
    );
    expect(() => verifiedFactoryCodes(roots(), code, forgedData)).toThrow(
      /does not hash to the pinned factory/,
    );
  });

  it('refuses a factory that deploys other pool code', () => {
    expect(() => verifiedFactoryCodes({ ...roots(), poolCodeHash: '00'.repeat(32) }, code, data)).toThrow(
      /not the pinned/,
    );
  });

  it('refuses a pool address the factory does not derive (wrong tier, or any other contract)', async () => {
    const codes = verifiedFactoryCodes(roots(), code, data);
    const pool30 = await world.factory.getPoolAddress(TON, world.A, 30);
    expect(() => assertGenuinePool(roots(), codes, pool30!, TON, world.A, 5)).toThrow(UntrustedAddressError);
    expect(() => assertGenuinePool(roots(), codes, world.alice.address, TON, world.A, 30)).toThrow(
      /is not the pool the factory derives/,
    );
  });
});
