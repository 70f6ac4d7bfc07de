import { buildSwap, newQueryId, TON } from '@atoll/contracts';
import { Address, beginCell, Cell, external, internal, SendMode, storeMessage, toNano } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';

// Reads and writes on the stack's devnet straight through its TonAPI v2, from the test process.

export interface DevnetInfo {
  tokens: Array<{ symbol: string; address: string; decimals: number }>;
  pools: Array<{ address: string; friendly: string; a: string; b: string; fee_bps: number }>;
  wallets: Array<{ name: string; address: string; friendly: string; mnemonic: string }>;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  const body = (text ? JSON.parse(text) : null) as T;
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export const devnetInfo = (devnet: string) => getJson<DevnetInfo>(`${devnet}/devnet/info`);

export async function tonBalance(devnet: string, account: string): Promise<bigint> {
  const body = await getJson<{ balance: number | string }>(`${devnet}/v2/accounts/${account}`);
  return BigInt(body.balance);
}

/** Jetton balances by symbol, in the jetton's smallest units. */
export async function jettonBalances(devnet: string, account: string): Promise<Record<string, bigint>> {
  const body = await getJson<{ balances: Array<{ balance: string; jetton: { symbol: string } }> }>(
    `${devnet}/v2/accounts/${account}/jettons`,
  );
  return Object.fromEntries(body.balances.map((b) => [b.jetton.symbol, BigInt(b.balance)]));
}

export async function balances(devnet: string, account: string): Promise<Record<string, bigint>> {
  return { TON: await tonBalance(devnet, account), ...(await jettonBalances(devnet, account)) };
}

async function seqno(devnet: string, account: string): Promise<number> {
  const body = await getJson<{ success: boolean; stack: Array<{ num?: string }> }>(
    `${devnet}/v2/blockchain/accounts/${account}/methods/seqno`,
  );
  return Number(BigInt(body.stack[0]?.num ?? '0'));
}

/**
 * An exact-in TON → jetton swap signed by a demo wallet (W5R1, global id -3) and sent as an external
 * message, as a TON Connect wallet would: used to move a pool's price under a pending swap.
 */
export async function swapTonFrom(
  devnet: string,
  wallet: DevnetInfo['wallets'][number],
  { pool, jetton, amountTon }: { pool: string; jetton: string; amountTon: string },
): Promise<void> {
  const keys = await mnemonicToPrivateKey(wallet.mnemonic.split(' '));
  const contract = WalletContractV5R1.create({
    workchain: 0,
    publicKey: keys.publicKey,
    walletId: { networkGlobalId: -3 },
  });
  const user = Address.parse(wallet.address);
  const tx = buildSwap({
    pool: Address.parse(pool),
    input: { asset: TON },
    assetOut: { kind: 'jetton', master: Address.parse(jetton) },
    amountIn: toNano(amountTon),
    minOut: 0n,
    next: null,
    user,
    deadline: 0,
    queryId: newQueryId(),
  });
  const body = contract.createTransfer({
    seqno: await seqno(devnet, wallet.address),
    secretKey: keys.secretKey,
    messages: tx.messages.map((m) =>
      internal({
        to: Address.parse(m.address),
        value: BigInt(m.amount),
        body: m.payload ? Cell.fromBase64(m.payload) : undefined,
      }),
    ),
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
  const boc = beginCell()
    .store(storeMessage(external({ to: contract.address, body })))
    .endCell()
    .toBoc()
    .toString('base64');
  await getJson(`${devnet}/v2/blockchain/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ boc }),
  });
}

/** "12.5" with 6 decimals → 12500000n (the UI's decimal strings, any precision up to `decimals`). */
export function toUnits(text: string, decimals: number): bigint {
  const clean = text.replace(/[\s,\u00a0\u202f]/g, '');
  const [whole = '0', fraction = ''] = clean.split('.');
  if (fraction.length > decimals) throw new Error(`${text} has more than ${decimals} decimals`);
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
