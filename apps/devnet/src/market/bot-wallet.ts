import { type Address, beginCell, type Cell, external, SendMode, storeMessage } from '@ton/core';
import { type KeyPair, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { type TonConnectMessage, toInternalMessage } from '@atoll/contracts';
import type { DevnetChain } from '../chain/devnet-chain';
import type { IndexedTx } from '../chain/types';
import { DEVNET_GLOBAL_ID } from '../genesis/demo-world';

/** A market bot: a W5R1 wallet like the demo wallets (testnet global id), with its keys. */
export interface BotWallet {
  name: string;
  address: Address;
  keys: KeyPair;
  contract: WalletContractV5R1;
}

export async function botWallets(mnemonics: readonly string[]): Promise<BotWallet[]> {
  return Promise.all(
    mnemonics.map(async (mnemonic, i) => {
      const keys = await mnemonicToPrivateKey(mnemonic.split(' '));
      const contract = WalletContractV5R1.create({
        workchain: 0,
        publicKey: keys.publicKey,
        walletId: { networkGlobalId: DEVNET_GLOBAL_ID },
      });
      return { name: `bot${i + 1}`, address: contract.address, keys, contract };
    }),
  );
}

/** The BoC a wallet app would hand to POST /v2/blockchain/message: a signed external-in. */
export async function signedExternal(
  chain: DevnetChain,
  bot: BotWallet,
  messages: TonConnectMessage[],
): Promise<Cell> {
  const { deployed, seqno } = await chain.exclusive(async () => {
    const state = (await chain.blockchain.getContract(bot.address)).accountState;
    const deployed = state?.type === 'active';
    return {
      deployed,
      seqno: deployed ? await chain.blockchain.openContract(bot.contract).getSeqno() : 0,
    };
  });
  const body = bot.contract.createTransfer({
    seqno,
    secretKey: bot.keys.secretKey,
    messages: messages.map(toInternalMessage),
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
    timeout: Math.floor(Date.now() / 1000) + 60,
  });
  const message = external({ to: bot.address, init: deployed ? undefined : bot.contract.init, body });
  return beginCell().store(storeMessage(message)).endCell();
}

/** Signs and sends through the same path user wallets take; every transaction of the traces. */
export async function sendFromBot(
  chain: DevnetChain,
  bot: BotWallet,
  messages: TonConnectMessage[],
): Promise<IndexedTx[]> {
  return chain.sendExternal(await signedExternal(chain, bot, messages));
}
