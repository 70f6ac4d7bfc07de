import type { TonApiSdk } from '@atoll/chain/sdk';
import { type TonConnectMessage, toInternalMessage } from '@atoll/contracts';
import { type Address, SendMode } from '@ton/core';
import { type KeyPair, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

/** TON Connect network ids: the devnet signs as testnet, as the demo wallets do. */
const GLOBAL_ID = { devnet: -3, testnet: -3, mainnet: -239 } as const;

export interface HotWallet {
  address: Address;
  balance(): Promise<bigint>;
  /**
   * Signs and sends the messages in one external, one send at a time (a wallet's seqno admits one), and
   * resolves once the wallet's seqno has moved past it: the messages are on their way.
   */
  send(messages: TonConnectMessage[]): Promise<void>;
}

export async function openHotWallet(
  sdk: TonApiSdk,
  mnemonic: string[],
  chain: keyof typeof GLOBAL_ID,
  { pollMs = 100, timeoutMs = 30_000 } = {},
): Promise<HotWallet> {
  const keys: KeyPair = await mnemonicToPrivateKey(mnemonic);
  const contract = sdk.adapter.open(
    WalletContractV5R1.create({
      workchain: 0,
      publicKey: keys.publicKey,
      walletId: { networkGlobalId: GLOBAL_ID[chain] },
    }),
  );
  let queue: Promise<void> = Promise.resolve();

  async function sendNow(messages: TonConnectMessage[]): Promise<void> {
    const seqno = await contract.getSeqno();
    await contract.sendTransfer({
      seqno,
      secretKey: keys.secretKey,
      messages: messages.map(toInternalMessage),
      sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
      timeout: Math.floor(Date.now() / 1000) + 60,
    });
    for (const started = Date.now(); ;) {
      if ((await contract.getSeqno()) > seqno) return;
      if (Date.now() - started > timeoutMs)
        throw new Error(`the keeper wallet's external (seqno ${seqno}) was not accepted in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, pollMs));
    }
  }

  return {
    address: contract.address,
    balance: () => contract.getBalance(),
    send(messages) {
      const next = queue.then(() => sendNow(messages));
      // one failed send does not stop the next
      queue = next.catch(() => undefined);
      return next;
    },
  };
}
