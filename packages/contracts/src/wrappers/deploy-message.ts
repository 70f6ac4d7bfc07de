import { beginCell, type ContractProvider, type Sender, SendMode } from '@ton/core';

/**
 * The deploy of the wrappers that carry their state init (the factory, a jetton minter): `value` TON for
 * the first storage and gas, an empty body, which the contracts take as a top-up.
 */
export async function sendEmptyDeploy(provider: ContractProvider, via: Sender, value: bigint): Promise<void> {
  await provider.internal(via, { value, sendMode: SendMode.PAY_GAS_SEPARATELY, body: beginCell().endCell() });
}
