import { toNano } from '@ton/core';
import type { Executor } from '@ton/sandbox';
import { signedSwap } from './wallet-messages';
import type { TestDevnet } from '../../src/testing';

export type RunArgs = Parameters<Executor['runTransaction']>[0];

/** The emulator calls one swap makes, recorded as the devnet makes them (for replaying them). */
export async function recordSwapCalls(
  devnet: TestDevnet,
  walletIndex: number,
  amountTon: string,
): Promise<RunArgs[]> {
  const wallet = devnet.world.wallets[walletIndex]!;
  const boc = await signedSwap(devnet, wallet, toNano(amountTon));
  const executor = devnet.chain.blockchain.executor;
  const run = executor.runTransaction.bind(executor);
  const calls: RunArgs[] = [];
  executor.runTransaction = async (args) => {
    calls.push(args);
    return run(args);
  };
  try {
    await devnet.chain.sendExternal(boc);
  } finally {
    executor.runTransaction = run;
  }
  return calls;
}
