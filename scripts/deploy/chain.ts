import { type Address, fromNano, SendMode } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import type { ChainName } from '@atoll/chain/env';
import type { TonApiSdk } from '@atoll/chain/sdk';
import { type TonConnectMessage, toInternalMessage } from '@atoll/contracts';
import type { AccountSeen } from './checks';

// The deploy's chain reads and its one send, all through the chain package's TonAPI client: the same
// code on the devnet, testnet.tonapi.io and tonapi.io.

/** Network global id a W5R1 signs for: the devnet speaks for testnet. */
export const GLOBAL_ID: Record<ChainName, number> = { devnet: -3, testnet: -3, mainnet: -239 };

export async function seeAccount(sdk: TonApiSdk, address: Address): Promise<AccountSeen> {
  let account;
  try {
    account = await sdk.client.blockchain.getBlockchainRawAccount(address);
  } catch (error) {
    // TonAPI's answer for an address the chain has never seen (ton-adapter reads it the same way)
    if ((error as Error).message === 'entity not found')
      return { status: 'nonexist', balance: 0n, codeHash: null, publicLibraries: [] };
    throw error;
  }
  return {
    status: account.status as AccountSeen['status'],
    balance: account.balance,
    codeHash: account.status === 'active' && account.code ? account.code.hash().toString('hex') : null,
    publicLibraries: (account.libraries ?? [])
      .filter((l) => l.public)
      .map((l) => l.root.hash().toString('hex')),
  };
}

export interface Deployer {
  address: Address;
  balance(): Promise<bigint>;
  /** One external with these messages; resolves once the wallet's seqno has moved past it. */
  send(messages: TonConnectMessage[]): Promise<void>;
}

export async function openDeployer(
  sdk: TonApiSdk,
  mnemonic: string[],
  network: ChainName,
  { pollMs, timeoutMs }: { pollMs: number; timeoutMs: number },
): Promise<Deployer> {
  const keys = await mnemonicToPrivateKey(mnemonic);
  const wallet = WalletContractV5R1.create({
    workchain: 0,
    publicKey: keys.publicKey,
    walletId: { networkGlobalId: GLOBAL_ID[network] },
  });
  // an uninit wallet (only funded so far) is deployed by its first external: the adapter adds its init
  const contract = sdk.adapter.open(wallet);
  return {
    address: wallet.address,
    balance: () => contract.getBalance(),
    async send(messages) {
      const seqno = await contract.getSeqno();
      // no IGNORE_ERRORS: a message that cannot go out fails the whole external, and the deploy says so
      await contract.sendTransfer({
        seqno,
        secretKey: keys.secretKey,
        messages: messages.map(toInternalMessage),
        sendMode: SendMode.PAY_GAS_SEPARATELY,
        timeout: Math.floor(Date.now() / 1000) + 120,
      });
      await until(
        async () => (await contract.getSeqno()) > seqno,
        { pollMs, timeoutMs },
        () => {
          return `the deployer's external (seqno ${seqno}) was not accepted`;
        },
      );
    },
  };
}

/** Polls `done` until it holds; fails after `timeoutMs` with `what()`. */
export async function until(
  done: () => Promise<boolean>,
  { pollMs, timeoutMs }: { pollMs: number; timeoutMs: number },
  what: () => string,
): Promise<void> {
  const started = Date.now();
  while (!(await done())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what()} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export const ton = (nano: bigint) => `${fromNano(nano)} TON`;
