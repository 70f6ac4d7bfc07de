import { createTonApi, type TonApi } from '@atoll/chain';
import { createTonApiSdk, type TonApiSdk } from '@atoll/chain/sdk';
import {
  buildJettonTransferBody,
  buildSwap,
  Factory,
  jetton,
  JettonMinter,
  JettonWallet,
  newQueryId,
  Pool,
  type PoolData,
  TON,
  toInternalMessage,
} from '@atoll/contracts';
import { Address, internal, type MessageRelaxed, SendMode, toNano } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

// A running devnet seen from another process, over its HTTP API (@atoll/chain's TonAPI client and the
// contract wrappers): what the browser tests check the page against, and the scripted swap of the stack's
// smoke test (npm run dev -- --smoke).

export interface DevnetInfo {
  factory: string;
  tokens: Array<{ symbol: string; address: string; decimals: number }>;
  pools: Array<{ address: string; friendly: string; a: string; b: string; fee_bps: number }>;
  wallets: Array<{ name: string; address: string; friendly: string; mnemonic: string }>;
}

const chains = new Map<string, { api: TonApi; sdk: TonApiSdk }>();

/** The devnet's TonAPI: the raw client and its parsed face (wrappers' getters). */
function chainOf(devnet: string) {
  let chain = chains.get(devnet);
  if (!chain) {
    const api = createTonApi({ baseUrl: devnet, rps: 1000 });
    chain = { api, sdk: createTonApiSdk(api) };
    chains.set(devnet, chain);
  }
  return chain;
}

export const devnetInfo = async (devnet: string): Promise<DevnetInfo> =>
  (await (await chainOf(devnet).api.fetch(`${devnet}/devnet/info`)).json()) as DevnetInfo;

export async function tonBalance(devnet: string, account: string): Promise<bigint> {
  const { data } = await chainOf(devnet).api.http.GET('/v2/accounts/{account_id}', {
    params: { path: { account_id: account } },
  });
  return BigInt(data!.balance);
}

/** Jetton balances by symbol, in the jetton's smallest units. */
export async function jettonBalances(devnet: string, account: string): Promise<Record<string, bigint>> {
  const { data } = await chainOf(devnet).api.http.GET('/v2/accounts/{account_id}/jettons', {
    params: { path: { account_id: account } },
  });
  return Object.fromEntries(data!.balances.map((b) => [b.jetton.symbol, BigInt(b.balance)]));
}

export async function balances(devnet: string, account: string): Promise<Record<string, bigint>> {
  return { TON: await tonBalance(devnet, account), ...(await jettonBalances(devnet, account)) };
}

/** A pool's state as its own get_pool_data says. */
export const poolState = (devnet: string, pool: string): Promise<PoolData> =>
  chainOf(devnet)
    .sdk.adapter.open(Pool.createFromAddress(Address.parse(pool)))
    .getPoolData();

/** The address the factory derives for a pair and fee tier (null: no such pool can exist). */
export const factoryPoolAddress = (devnet: string, factory: string, a: string, b: string, feeBps: number) =>
  chainOf(devnet)
    .sdk.adapter.open(Factory.createFromAddress(Address.parse(factory)))
    .getPoolAddress(jetton(a), jetton(b), feeBps);

/** An owner's LP balance in `pool` (the pool is its LP jetton's master); 0 before the wallet exists. */
export async function lpBalance(devnet: string, pool: string, owner: string): Promise<bigint> {
  const { adapter } = chainOf(devnet).sdk;
  const wallet = await adapter
    .open(Pool.createFromAddress(Address.parse(pool)))
    .getWalletAddress(Address.parse(owner));
  return adapter.open(JettonWallet.createFromAddress(wallet)).getJettonBalance();
}

/** Signs the messages as one external of a demo wallet (W5R1, global id -3) and sends it, as a TON Connect wallet would. */
async function sendFromDemoWallet(
  devnet: string,
  wallet: DevnetInfo['wallets'][number],
  messages: MessageRelaxed[],
): Promise<void> {
  const keys = await mnemonicToPrivateKey(wallet.mnemonic.split(' '));
  const contract = chainOf(devnet).sdk.adapter.open(
    WalletContractV5R1.create({ workchain: 0, publicKey: keys.publicKey, walletId: { networkGlobalId: -3 } }),
  );
  await contract.sendTransfer({
    seqno: await contract.getSeqno(),
    secretKey: keys.secretKey,
    messages,
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
}

/**
 * An exact-in TON → jetton swap (or TON → jetton → jetton through two pools) signed by a demo wallet and sent
 * as an external message: used to move a pool's price under a pending swap. Its query id names it in the API's
 * events.
 */
export async function swapTonFrom(
  devnet: string,
  wallet: DevnetInfo['wallets'][number],
  {
    pool,
    jetton: master,
    amountTon,
    next,
  }: {
    pool: string;
    jetton: string;
    amountTon: string;
    /** A 2-hop swap: the second pool's output jetton and fee tier (the first pool's jetton goes on). */
    next?: { jetton: string; feeBps: number };
  },
): Promise<{ queryId: bigint }> {
  const queryId = newQueryId();
  const tx = buildSwap({
    pool: Address.parse(pool),
    input: { asset: TON },
    assetOut: jetton(next?.jetton ?? master),
    amountIn: toNano(amountTon),
    minOut: 0n,
    next: next ? { assetOut: jetton(next.jetton), feeBps: next.feeBps, minOut: 0n } : null,
    user: Address.parse(wallet.address),
    deadline: 0,
    queryId,
  });
  await sendFromDemoWallet(devnet, wallet, tx.messages.map(toInternalMessage));
  return { queryId };
}

/** A jetton transfer (TEP-74) from a demo wallet's jetton wallet, as its master names it: `amount` to `to`. */
export async function transferJettonFrom(
  devnet: string,
  wallet: DevnetInfo['wallets'][number],
  { jetton: master, to, amount }: { jetton: string; to: string; amount: bigint },
): Promise<void> {
  const owner = Address.parse(wallet.address);
  const jettonWallet = await chainOf(devnet)
    .sdk.adapter.open(JettonMinter.createFromAddress(Address.parse(master)))
    .getWalletAddress(owner);
  const body = buildJettonTransferBody({
    queryId: newQueryId(),
    jettonAmount: amount,
    to: Address.parse(to),
    responseAddress: owner,
    forwardTonAmount: 0n,
  });
  await sendFromDemoWallet(devnet, wallet, [internal({ to: jettonWallet, value: toNano('0.1'), body })]);
}
