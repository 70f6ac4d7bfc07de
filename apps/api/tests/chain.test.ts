// Chain reads through TonAPI: /accounts/* and /trace/{hash} against a real in-process devnet.
import { Address } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { errorOf, issuePathsOf } from './helpers/answers';
import { fixtures } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let devnet: TestDevnet;
let t: TestApp;
let offline: TestApp;
let alice: Address;

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

interface TreeNode {
  transaction: { hash: string; success: boolean; out_msgs: Array<{ msg_type: string }>; account: string };
  children: TreeNode[];
  emulated: boolean;
}
const flatten = (node: TreeNode): TreeNode[] => [node, ...node.children.flatMap(flatten)];

beforeAll(async () => {
  devnet = await startTestDevnet();
  t = await createTestApp({}, devnet.baseUrl);
  offline = await createTestApp(); // TonAPI at a closed port
  alice = devnet.world.wallets[0]!.contract.address;
  // our Token table knows aUSD (verified, $1); the other jettons only TonAPI prices
  const usd = devnet.world.usd;
  await fixtures(t.database.db).token({
    symbol: 'aUSD',
    name: 'Atoll USD',
    decimals: 6,
    usd: '1',
    address: usd.master.toRawString(),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await offline?.close();
  await devnet?.close();
});

describe('GET /accounts/{address}', () => {
  it('answers a demo wallet: active, its TON balance as a nano string', async () => {
    const res = await get(t, `/accounts/${alice.toString({ bounceable: false, testOnly: true })}`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: Record<string, unknown> & { balance: string } };
    expect(result).toMatchObject({
      address: alice.toRawString(),
      status: 'active',
      is_wallet: true,
      interfaces: ['wallet_v5r1'],
      is_scam: false,
    });
    const onChain = (await devnet.chain.blockchain.getContract(alice)).balance;
    expect(result.balance).toBe(onChain.toString());
    expect(BigInt(result.balance)).toBeGreaterThan(1_000_000_000_000n);
  });

  it('an address never used is nonexist with balance "0"', async () => {
    const nobody = new Address(0, Buffer.alloc(32, 0xab));
    const { result } = (await get(t, `/accounts/${nobody.toRawString()}`)).json() as {
      result: Record<string, unknown>;
    };
    expect(result).toMatchObject({ address: nobody.toRawString(), status: 'nonexist', balance: '0' });
  });

  it('a bad address → 400 naming params.address; TonAPI down → 502', async () => {
    const bad = await get(t, '/accounts/0:zz');
    expect(bad.statusCode).toBe(400);
    expect(issuePathsOf(bad)).toEqual(['params.address']);
    const down = await get(offline, `/accounts/${alice.toRawString()}`);
    expect(down.statusCode).toBe(502);
    expect(errorOf(down).code).toBe('CHAIN_UNAVAILABLE');
  });
});

describe('GET /accounts/{address}/jettons', () => {
  interface Balances {
    result: {
      balances: Array<{
        jetton: { address: string; symbol: string; decimals: number; verified: boolean };
        balance: string;
        price: string;
        balance_usd: string;
        wallet_address: string;
      }>;
    };
  }

  it('lists the wallet jettons with USD prices: ours when we have one, else TonAPI rates', async () => {
    const res = await get(t, `/accounts/${alice.toRawString()}/jettons`);
    expect(res.statusCode).toBe(200);
    const { balances } = (res.json() as Balances).result;
    expect(balances.map((b) => b.jetton.symbol).sort()).toEqual([
      'ATL',
      'CORAL',
      'PUFF',
      'REEF',
      'aBTC',
      'aUSD',
    ]);
    const usd = balances.find((b) => b.jetton.symbol === 'aUSD')!;
    // genesis gave every test wallet $5,000 of each token
    expect(usd).toMatchObject({
      jetton: { address: devnet.world.usd.master.toRawString(), decimals: 6, verified: true },
      balance: '5000000000',
      price: '1',
      balance_usd: '5000',
    });
    const atl = balances.find((b) => b.jetton.symbol === 'ATL')!;
    expect(Number(atl.price)).toBeCloseTo(0.85, 1);
    expect(Number(atl.balance_usd)).toBeCloseTo(5000, -1);
    expect(balances.find((b) => b.jetton.symbol === 'PUFF')!.jetton.verified).toBe(false);
  });

  it('an account without jettons has none; TonAPI down → 502', async () => {
    const nobody = new Address(0, Buffer.alloc(32, 0xcd));
    expect((await get(t, `/accounts/${nobody.toRawString()}/jettons`)).json()).toEqual({
      result: { balances: [] },
    });
    expect((await get(offline, `/accounts/${alice.toRawString()}/jettons`)).statusCode).toBe(502);
  });
});

describe('GET /trace/{hash}', () => {
  it('builds the transaction tree of a trace from TonAPI, from any of its transactions', async () => {
    // a genesis trace that reached several accounts (a mint: minter → jetton wallet → owner)
    const index = devnet.chain.index;
    const txs = [...index.accounts()].flatMap((a) => index.accountTxs(a, { limit: 1000, ascending: true }));
    const deep = txs.find((tx) => tx.childHashes.length > 0 && tx.parentHash !== null)!;
    const res = await get(t, `/trace/${deep.hash}`);
    expect(res.statusCode).toBe(200);
    const tree = res.json() as TreeNode;
    const nodes = flatten(tree);
    expect(nodes.length).toBeGreaterThan(1);
    expect(nodes.map((n) => n.transaction.hash)).toContain(deep.hash);
    expect(tree.emulated).toBe(false);
    // a finished trace: every internal message was delivered, so only external-out logs remain
    for (const node of nodes)
      expect(node.transaction.out_msgs.every((m) => m.msg_type === 'ext_out_msg')).toBe(true);
    expect(nodes.every((n) => Address.isRaw(n.transaction.account))).toBe(true);
  });

  it('unknown hash → 404, bad hash → 400 naming params.hash', async () => {
    const missing = await get(t, `/trace/${'ab'.repeat(32)}`);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
    const bad = await get(t, '/trace/xyz');
    expect(bad.statusCode).toBe(400);
    expect(issuePathsOf(bad)).toEqual(['params.hash']);
  });
});
