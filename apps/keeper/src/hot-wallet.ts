import type { TonApiSdk } from '@atoll/chain/sdk';
import { type TonConnectMessage, toInternalMessage } from '@atoll/contracts';
import { type Address, SendMode } from '@ton/core';
import { type KeyPair, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

/** TON Connect network ids: the devnet signs as testnet, as the demo wallets do. */

/** Messages one W5R1 external carries at most (its action list holds 255). */
const MAX_MESSAGES = 250;
const GLOBAL_ID = { devnet: -3, testnet: -3, mainnet: -239 } as const;

export interface HotWallet {
  address: Address;
  balance(): Promise<bigint>;
  /**
   * Sends the messages in the wallet's next external and resolves once its seqno has moved past it (the
   * messages are on their way). A wallet's seqno admits one external at a time: sends made while one is in
   * flight wait and go out together in the next, so fills found in one scan cost one external.
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
  /** Sends waiting for the external in flight: they go out together in the next one. */
  const waiting: Array<{ messages: TonConnectMessage[]; done: (error?: unknown) => void }> = [];
  let pumping = false;

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

  /** One external at a time, each carrying every send that waited (at most MAX_MESSAGES messages). */
  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (waiting.length > 0) {
        const batch: typeof waiting = [];
        let count = 0;
        while (waiting.length > 0 && count + waiting[0]!.messages.length <= MAX_MESSAGES) {
          const next = waiting.shift()!;
          count += next.messages.length;
          batch.push(next);
        }
        if (batch.length === 0) batch.push(waiting.shift()!); // one send over the limit fails on its own
        try {
          await sendNow(batch.flatMap((b) => b.messages));
          for (const b of batch) b.done();
        } catch (error) {
          for (const b of batch) b.done(error);
        }
      }
    } finally {
      pumping = false;
    }
  }

  return {
    address: contract.address,
    balance: () => contract.getBalance(),
    send(messages) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ messages, done: (error) => (error === undefined ? resolve() : reject(error)) });
        void pump();
      });
    },
  };
}
