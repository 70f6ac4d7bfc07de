import { type TonConnectMessage, toInternalMessage } from '@atoll/contracts';
import { beginCell, external, SendMode, storeMessage } from '@ton/core';
import type { IndexedTx } from '../chain/types';
import type { DemoWallet } from '../genesis/demo-world';
import type { TestDevnet } from './test-devnet';

/**
 * Signs the messages as one W5R1 external of a demo wallet, as a TON Connect wallet would, and runs it
 * (with its whole trace) on the devnet: scripted users of other workspaces' tests.
 */
export async function sendFromDemoWallet(
  devnet: TestDevnet,
  wallet: DemoWallet,
  messages: TonConnectMessage[],
): Promise<IndexedTx[]> {
  const seqno = (
    await devnet.chain.blockchain.runGetMethod(wallet.contract.address, 'seqno')
  ).stackReader.readNumber();
  const body = wallet.contract.createTransfer({
    seqno,
    secretKey: wallet.secretKey,
    messages: messages.map(toInternalMessage),
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
  const boc = beginCell()
    .store(storeMessage(external({ to: wallet.contract.address, body })))
    .endCell();
  return devnet.chain.sendExternal(boc);
}
