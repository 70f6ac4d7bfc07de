import { type Address, beginCell, type Cell, external, internal, SendMode, storeMessage } from '@ton/core';
import type { TonApiClient } from '@ton-api/client';
import type { DemoWallet, TestDevnet } from '../../src/testing';

/** Plain HTTP against a test devnet, as a client without TonAPI's SDK sees it. */
export function http(devnet: () => TestDevnet) {
  async function call(
    path: string,
    init?: RequestInit,
  ): Promise<{ status: number; body: unknown; text: string }> {
    const res = await fetch(devnet().baseUrl + path, init);
    const text = await res.text();
    let body: unknown = undefined;
    try {
      body = JSON.parse(text);
    } catch {
      // empty or not JSON
    }
    return { status: res.status, body, text };
  }
  const post = (path: string, body: unknown) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return { call, post };
}

export async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const hit = await probe();
    if (hit !== undefined) return hit;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A signed W5R1 external from a demo wallet: a TON transfer to `to`, seqno read through TonAPI. */
export async function signedTransfer(
  client: TonApiClient,
  wallet: DemoWallet,
  to: Address,
  value: bigint,
): Promise<Cell> {
  const seqno = await client.blockchain.execGetMethodForBlockchainAccount(wallet.contract.address, 'seqno');
  const body = wallet.contract.createTransfer({
    seqno: Number((seqno.stack[0] as { value: bigint }).value),
    secretKey: wallet.secretKey,
    messages: [internal({ to, value, bounce: false })],
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
  return beginCell()
    .store(storeMessage(external({ to: wallet.contract.address, body })))
    .endCell();
}
