import { beginCell, storeStateInit } from '@ton/core';
import { mnemonicToPrivateKey, mnemonicValidate, type KeyPair } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

/** The devnet's wallets are W5R1 with the testnet network global id (apps/devnet README). */
export const DEVNET_GLOBAL_ID = -3;
/** TON Connect chain id the devnet signs as. */
export const DEVNET_NETWORK = '-3';

export interface AccountSecret {
  name: string;
  mnemonic: string[];
}

export interface DevnetAccount {
  name: string;
  mnemonic: string[];
  keys: KeyPair;
  contract: WalletContractV5R1;
}

export function splitMnemonic(text: string): string[] {
  return text.trim().toLowerCase().split(/\s+/).filter(Boolean);
}

export async function isValidMnemonic(words: string[]): Promise<boolean> {
  return words.length === 24 && (await mnemonicValidate(words));
}

export async function deriveAccount({ name, mnemonic }: AccountSecret): Promise<DevnetAccount> {
  const keys = await mnemonicToPrivateKey(mnemonic);
  const contract = WalletContractV5R1.create({
    workchain: 0,
    publicKey: keys.publicKey,
    walletId: { networkGlobalId: DEVNET_GLOBAL_ID },
  });
  return { name, mnemonic, keys, contract };
}

/** The ton_addr item of a connect event. */
export function tonAddrItem(account: DevnetAccount) {
  return {
    name: 'ton_addr' as const,
    address: account.contract.address.toRawString(),
    network: DEVNET_NETWORK,
    publicKey: account.keys.publicKey.toString('hex'),
    walletStateInit: beginCell()
      .store(storeStateInit(account.contract.init))
      .endCell()
      .toBoc()
      .toString('base64'),
  };
}

/** `GET /devnet/info` → the demo wallets with their public mnemonics. */
export function parseDevnetWallets(info: unknown): AccountSecret[] {
  const wallets = (info as { wallets?: unknown })?.wallets;
  if (!Array.isArray(wallets)) throw new Error('GET /devnet/info has no wallets list');
  return wallets.flatMap((wallet: unknown) => {
    const { name, mnemonic } = (wallet ?? {}) as { name?: unknown; mnemonic?: unknown };
    return typeof name === 'string' && typeof mnemonic === 'string'
      ? [{ name, mnemonic: splitMnemonic(mnemonic) }]
      : [];
  });
}
