// The attacker of issue 13 on a test devnet: packages/contracts/contracts/test/forged-pool.tolk, deployed
// and started in one message from a W5R1 wallet, as anyone could.
import { parseDexEvent, type DexEvent } from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import {
  type Address,
  beginCell,
  contractAddress,
  external,
  internal,
  SendMode,
  storeMessage,
  toNano,
} from '@ton/core';
import type { DemoWallet } from '@atoll/devnet/testing';
import type { TestDevnet } from './actions';

/** ForgeAttack in forged-pool.tolk. */
const FORGE_ATTACK = 0x464f5247;

/** Deploys a forged pool claiming TON/`jetton` and runs its attack; returns its address. */
export async function runForgedPoolAttack(
  devnet: TestDevnet,
  wallet: DemoWallet,
  jetton: Address,
): Promise<Address> {
  const code = loadCode('ForgedPool');
  // ForgedStorage: the factory to ask, the jetton it claims to pair with TON
  const data = beginCell().storeAddress(devnet.world.factory).storeAddress(jetton).endCell();
  const forged = contractAddress(0, { code, data });
  const seqno = (
    await devnet.chain.blockchain.runGetMethod(wallet.contract.address, 'seqno')
  ).stackReader.readNumber();
  const body = wallet.contract.createTransfer({
    seqno,
    secretKey: wallet.secretKey,
    messages: [
      internal({
        to: forged,
        value: toNano('1'),
        init: { code, data },
        body: beginCell().storeUint(FORGE_ATTACK, 32).storeUint(1, 64).endCell(),
      }),
    ],
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
  await devnet.chain.sendExternal(
    beginCell()
      .store(storeMessage(external({ to: wallet.contract.address, body })))
      .endCell(),
  );
  return forged;
}

/** The logs an account emitted, as parseDexEvent reads them (what a naive indexer would believe). */
export function logsOf(devnet: TestDevnet, account: Address): DexEvent[] {
  const out: DexEvent[] = [];
  for (const t of devnet.chain.index.accountTxs(account.toRawString(), { limit: 1_000, ascending: true })) {
    for (const m of t.tx.outMessages.values()) {
      const event = m.info.type === 'external-out' ? parseDexEvent(m.body) : null;
      if (event) out.push(event);
    }
  }
  return out;
}
