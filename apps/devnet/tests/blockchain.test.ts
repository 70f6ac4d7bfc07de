import {
  Address,
  beginCell,
  Cell,
  external,
  internal,
  loadTransaction,
  type Message,
  SendMode,
  storeMessage,
  toNano,
} from '@ton/core';
import { TonApiClient } from '@ton-api/client';
import { ContractAdapter } from '@ton-api/ton-adapter';
import { jettonWalletAddress } from '@atoll/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoWallet } from '../src/genesis/demo-world';
import { expectMatchesSpec } from './helpers/openapi';
import { startTestDevnet, type TestDevnet } from './helpers/test-devnet';

let devnet: TestDevnet;
let client: TonApiClient;

beforeAll(async () => {
  devnet = await startTestDevnet();
  client = new TonApiClient({ baseUrl: devnet.baseUrl, apiKey: 'any' });
});
afterAll(async () => devnet?.close());

async function call(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown; text: string }> {
  const res = await fetch(devnet.baseUrl + path, init);
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
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const hit = await probe();
    if (hit !== undefined) return hit;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A signed W5R1 external from a demo wallet: a TON transfer to `to`. */
async function signedTransfer(wallet: DemoWallet, to: Address, value: bigint): Promise<Cell> {
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

const wallet = () => devnet.world.wallets[0]!.contract.address;

const internalMessage = (to: Address): Message => ({
  info: {
    type: 'internal',
    src: to,
    dest: to,
    value: { coins: 1n },
    bounce: false,
    bounced: false,
    ihrDisabled: true,
    ihrFee: 0n,
    forwardFee: 0n,
    createdLt: 0n,
    createdAt: 0,
  },
  body: Cell.EMPTY,
});

describe('GET /v2/blockchain/accounts/{id}', () => {
  it('answers the same raw account for every address form, matching the spec', async () => {
    const a = wallet();
    const forms = [
      a.toRawString(),
      a.toRawString().toUpperCase().replace('0X', '0x'),
      a.toString({ bounceable: true }),
      a.toString({ bounceable: false }),
      a.toString({ urlSafe: false }),
    ];
    const bodies = [];
    for (const form of forms) {
      const { status, body } = await call(`/v2/blockchain/accounts/${encodeURIComponent(form)}`);
      expect(status, form).toBe(200);
      bodies.push(body);
    }
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expectMatchesSpec('getBlockchainRawAccount', bodies[0]);
    const raw = bodies[0] as Record<string, unknown>;
    expect(raw.address).toBe(a.toRawString());
    expect(raw.status).toBe('active');
    expect(raw.last_transaction_hash).toMatch(/^[0-9a-f]{64}$/);

    const parsed = await client.blockchain.getBlockchainRawAccount(a);
    expect(parsed.address.equals(a)).toBe(true);
    expect(parsed.code!.hash().equals(devnet.world.wallets[0]!.contract.init.code.hash())).toBe(true);
    const contract = await devnet.chain.getAccount(a);
    expect(parsed.balance).toBe(contract.balance);
  });

  it('writes balances beyond 2^53 as exact integers', async () => {
    const { text } = await call(`/v2/blockchain/accounts/${devnet.world.admin.toRawString()}`);
    const balance = (await devnet.chain.getAccount(devnet.world.admin)).balance;
    expect(balance > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(text).toContain(`"balance":${balance}`);
  });

  it('answers 404 entity not found for an account the chain has never seen', async () => {
    const unknown = new Address(0, Buffer.alloc(32, 0xab));
    const { status, body } = await call(`/v2/blockchain/accounts/${unknown.toRawString()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'entity not found' });
    await expect(client.blockchain.getBlockchainRawAccount(unknown)).rejects.toThrow('entity not found');
  });

  it('reports a frozen account as frozen, with its state hash', async () => {
    const frozen = new Address(0, Buffer.alloc(32, 0x42));
    const stateHash = BigInt('0x' + '77'.repeat(32));
    await devnet.chain.act(async (blockchain) => {
      await blockchain.setShardAccount(frozen, {
        account: {
          addr: frozen,
          storageStats: { used: { cells: 1n, bits: 100n }, storageExtra: null, lastPaid: 1, duePayment: 5n },
          storage: { lastTransLt: 7n, balance: { coins: 0n }, state: { type: 'frozen', stateHash } },
        },
        lastTransactionLt: 7n,
        lastTransactionHash: 1n,
      });
    });
    const { status, body } = await call(`/v2/blockchain/accounts/${frozen.toRawString()}`);
    expect(status).toBe(200);
    expectMatchesSpec('getBlockchainRawAccount', body);
    expect(body).toMatchObject({ status: 'frozen', frozen_hash: '77'.repeat(32), balance: 0 });
    expect((body as { storage: unknown }).storage).toMatchObject({
      used_cells: 1,
      used_bits: 100,
      due_payment: 5,
    });
    // what the adapter makes of it is its own documented refusal
    await expect(new ContractAdapter(client).provider(frozen).getState()).rejects.toThrow(
      'Frozen accounts are not supported by TonApi',
    );
  });

  it('answers 400 for an address it cannot parse', async () => {
    const { status, body } = await call('/v2/blockchain/accounts/not-an-address');
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(/address/);
  });
});

describe('GET /v2/blockchain/accounts/{id}/transactions', () => {
  it('lists newest first by default, with the raw transaction and the end balance', async () => {
    const a = wallet();
    const { status, body } = await call(`/v2/blockchain/accounts/${a.toRawString()}/transactions`);
    expect(status).toBe(200);
    expectMatchesSpec('getBlockchainAccountTransactions', body);
    const txs = (
      body as { transactions: Array<{ lt: number; hash: string; raw: string; end_balance: number }> }
    ).transactions;
    expect(txs.length).toBeGreaterThan(1);
    for (let i = 1; i < txs.length; i++) expect(txs[i - 1]!.lt).toBeGreaterThan(txs[i]!.lt);
    for (const t of txs) {
      const tx = loadTransaction(Cell.fromHex(t.raw).beginParse());
      expect(tx.hash().toString('hex')).toBe(t.hash);
    }
    expect(BigInt(txs[0]!.end_balance)).toBe((await devnet.chain.getAccount(a)).balance);

    const parsed = await client.blockchain.getBlockchainAccountTransactions(a, {
      limit: 2,
      sort_order: 'asc',
    });
    expect(parsed.transactions).toHaveLength(2);
    expect(parsed.transactions[0]!.lt < parsed.transactions[1]!.lt).toBe(true);
    expect(parsed.transactions[0]!.hash).toBe(txs[txs.length - 1]!.hash);
    expect(parsed.transactions[0]!.account.address.equals(a)).toBe(true);
  });

  it('pages with before_lt and after_lt (both exclusive)', async () => {
    const a = wallet().toRawString();
    const all = (await call(`/v2/blockchain/accounts/${a}/transactions?sort_order=asc`)).body as {
      transactions: Array<{ lt: number }>;
    };
    const lts = all.transactions.map((t) => t.lt);
    const mid = lts[1]!;
    const before = (await call(`/v2/blockchain/accounts/${a}/transactions?before_lt=${mid}`))
      .body as typeof all;
    expect(before.transactions.map((t) => t.lt)).toEqual(lts.filter((lt) => lt < mid).reverse());
    const after = (
      await call(`/v2/blockchain/accounts/${a}/transactions?after_lt=${mid}&sort_order=asc&limit=1`)
    ).body as typeof all;
    expect(after.transactions.map((t) => t.lt)).toEqual([lts[2]]);
  });

  it('answers an empty list for an unknown account and 400 for bad parameters', async () => {
    const unknown = new Address(0, Buffer.alloc(32, 0xcd)).toRawString();
    expect((await call(`/v2/blockchain/accounts/${unknown}/transactions`)).body).toEqual({
      transactions: [],
    });
    const a = wallet().toRawString();
    for (const q of ['limit=0', 'limit=1001', 'sort_order=up', 'before_lt=abc'])
      expect((await call(`/v2/blockchain/accounts/${a}/transactions?${q}`)).status, q).toBe(400);
  });
});

describe('get methods', () => {
  const usd = () => devnet.world.usd;

  it('takes an address argument in any form and returns numbers as hex', async () => {
    const owner = wallet();
    const expected = jettonWalletAddress(owner, usd().master, devnet.world.jettonWalletCode);
    for (const form of [owner.toRawString(), owner.toString(), owner.toString({ bounceable: false })]) {
      const { status, body } = await call(
        `/v2/blockchain/accounts/${usd().master.toRawString()}/methods/get_wallet_address?args=${encodeURIComponent(form)}`,
      );
      expect(status).toBe(200);
      expectMatchesSpec('execGetMethodForBlockchainAccount', body);
      const result = body as { success: boolean; stack: Array<{ type: string; cell: string }> };
      expect(result.success).toBe(true);
      expect(result.stack[0]!.type).toBe('cell');
      expect(Cell.fromHex(result.stack[0]!.cell).beginParse().loadAddress().equals(expected)).toBe(true);
    }
    const parsed = await client.blockchain.execGetMethodForBlockchainAccount(usd().master, 'get_jetton_data');
    expect(parsed.success).toBe(true);
    expect(parsed.stack[0]!.type).toBe('int');
  });

  it('parses hex, decimal, Null and BoC arguments like TonAPI', async () => {
    const pool = devnet.world.pools[0]!.address.toRawString();
    const base = `/v2/blockchain/accounts/${pool}/methods/get_expected_out`;
    // TON in: the asset is addr_none, written as a hex BoC slice or as Null depending on the caller
    const none = beginCell().storeAddress(null).endCell().toBoc().toString('hex');
    const outs = [];
    for (const q of [`args=${none}&args=1000000000`, `args=${none}&args=0x3b9aca00`]) {
      const { status, body } = await call(`${base}?${q}`);
      expect(status, q).toBe(200);
      const result = body as { success: boolean; stack: Array<{ num: string }> };
      expect(result.success, q).toBe(true);
      outs.push(result.stack[0]!.num);
    }
    expect(outs[0]).toMatch(/^0x[0-9a-f]+$/);
    expect(outs[1]).toBe(outs[0]);
    const typed = await post(base, {
      args: [
        { type: 'slice_boc_hex', value: none },
        { type: 'int257', value: '0x3b9aca00' },
      ],
    });
    expect(typed.status).toBe(200);
    expectMatchesSpec('execGetMethodWithBodyForBlockchainAccount', typed.body);
    expect((typed.body as { stack: Array<{ num: string }> }).stack[0]!.num).toBe(outs[0]);
  });

  it('answers 200 with success:false for a failing method, 404 for an unknown account, 400 for bad args', async () => {
    const failing = await call(`/v2/blockchain/accounts/${wallet().toRawString()}/methods/no_such_method`);
    expect(failing.status).toBe(200);
    expectMatchesSpec('execGetMethodForBlockchainAccount', failing.body);
    expect(failing.body).toMatchObject({ success: false, exit_code: 11 });

    const unknown = new Address(0, Buffer.alloc(32, 0xef)).toRawString();
    const missing = await call(`/v2/blockchain/accounts/${unknown}/methods/seqno`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'entity not found' });

    const bad = await call(`/v2/blockchain/accounts/${wallet().toRawString()}/methods/seqno?args=%21%21`);
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain("can't parse arg");
    const badTyped = await post(`/v2/blockchain/accounts/${wallet().toRawString()}/methods/seqno`, {
      args: [{ type: 'int257', value: '12' }],
    });
    expect(badTyped.status).toBe(400);
  });
});

describe('transactions by hash', () => {
  it('finds a transaction by its hash, by its incoming message hash and by a normalized hash', async () => {
    const index = devnet.chain.index;
    const tx = index.accountTxs(wallet().toRawString(), { limit: 1, ascending: false })[0]!;
    const byHash = await call(`/v2/blockchain/transactions/${tx.hash}`);
    expect(byHash.status).toBe(200);
    expectMatchesSpec('getBlockchainTransaction', byHash.body);
    expect((byHash.body as { hash: string }).hash).toBe(tx.hash);

    const parsed = await client.blockchain.getBlockchainTransaction(tx.hash);
    expect(parsed.lt).toBe(tx.lt);
    expect(parsed.inMsg!.hash).toBe(tx.inMsgHash);

    const byMsg = await call(`/v2/blockchain/messages/${tx.inMsgHash}/transaction`);
    expect(byMsg.status).toBe(200);
    expectMatchesSpec('getBlockchainTransactionByMessageHash', byMsg.body);
    expect((byMsg.body as { hash: string }).hash).toBe(tx.hash);
    const viaClient = await client.blockchain.getBlockchainTransactionByMessageHash(tx.inMsgHash!);
    expect(viaClient.hash).toBe(tx.hash);

    // a genesis external (the treasury's): found by the normalized hash too, and base64url works
    const ext = [...index.accounts()]
      .flatMap((a) => index.accountTxs(a, { limit: 1000, ascending: true }))
      .find((t) => t.normalizedHash)!;
    const byNormalized = await call(`/v2/blockchain/messages/${ext.normalizedHash}/transaction`);
    expect((byNormalized.body as { hash: string }).hash).toBe(ext.hash);
    const b64url = Buffer.from(ext.hash, 'hex').toString('base64url');
    expect(((await call(`/v2/blockchain/transactions/${b64url}`)).body as { hash: string }).hash).toBe(
      ext.hash,
    );
  });

  it('answers 404 for unknown hashes and 400 for malformed ones', async () => {
    const zero = '00'.repeat(32);
    expect(await call(`/v2/blockchain/transactions/${zero}`)).toMatchObject({
      status: 404,
      body: { error: 'entity not found' },
    });
    expect((await call(`/v2/blockchain/messages/${zero}/transaction`)).status).toBe(404);
    expect((await call('/v2/blockchain/transactions/xyz')).status).toBe(400);
    await expect(client.blockchain.getBlockchainTransaction(zero)).rejects.toThrow('entity not found');
  });
});

describe('blocks', () => {
  it('serves a masterchain head whose shard block is consistent with it', async () => {
    const head = await call('/v2/blockchain/masterchain-head');
    expect(head.status).toBe(200);
    expectMatchesSpec('getBlockchainMasterchainHead', head.body);
    const h = head.body as { seqno: number; workchain_id: number; end_lt: number; gen_utime: number };
    expect(h.workchain_id).toBe(-1);

    const shards = await call(`/v2/blockchain/masterchain/${h.seqno}/shards`);
    expect(shards.status).toBe(200);
    expectMatchesSpec('getBlockchainMasterchainShards', shards.body);
    const shard = (
      shards.body as {
        shards: Array<{ last_known_block_id: string; last_known_block: Record<string, unknown> }>;
      }
    ).shards;
    expect(shard).toHaveLength(1);
    expect(shard[0]!.last_known_block_id).toBe(`(0,8000000000000000,${h.seqno})`);
    expect(shard[0]!.last_known_block).toMatchObject({
      workchain_id: 0,
      seqno: h.seqno,
      master_ref: `(-1,8000000000000000,${h.seqno})`,
      gen_utime: h.gen_utime,
      end_lt: h.end_lt,
    });

    const parsedHead = await client.blockchain.getBlockchainMasterchainHead();
    expect(parsedHead.seqno).toBeGreaterThanOrEqual(h.seqno);
    const parsedShards = await client.blockchain.getBlockchainMasterchainShards(parsedHead.seqno);
    expect(parsedShards.shards[0]!.lastKnownBlock.seqno).toBe(parsedHead.seqno);
  });

  it('answers 404 for a masterchain block that does not exist', async () => {
    expect((await call('/v2/blockchain/masterchain/999999999/shards')).status).toBe(404);
    expect((await call('/v2/blockchain/masterchain/abc/shards')).status).toBe(400);
  });

  it('advances the head as blocks are made', async () => {
    const first = await client.blockchain.getBlockchainMasterchainHead();
    await until(async () => {
      const now = await client.blockchain.getBlockchainMasterchainHead();
      return now.seqno > first.seqno ? now : undefined;
    });
  });
});

describe('POST /v2/blockchain/message', () => {
  it('accepts a signed external (hex through the client, base64 by hand) and runs it', async () => {
    const [from, , to] = devnet.world.wallets;
    const before = (await devnet.chain.getAccount(to!.contract.address)).balance;
    const first = await signedTransfer(from!, to!.contract.address, toNano('1'));
    await expect(client.blockchain.sendBlockchainMessage({ boc: first })).resolves.toBeNull();
    const tx = await until(async () => {
      const r = await call(`/v2/blockchain/messages/${first.hash().toString('hex')}/transaction`);
      return r.status === 200 ? (r.body as { hash: string }) : undefined;
    });
    expect(tx.hash).toMatch(/^[0-9a-f]{64}$/);

    const second = await signedTransfer(from!, to!.contract.address, toNano('1'));
    const res = await post('/v2/blockchain/message', { boc: second.toBoc().toString('base64') });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    await until(async () =>
      devnet.chain.index.byMessageHash(second.hash().toString('hex')) ? true : undefined,
    );
    // both transfers arrived; the receiving wallet pays a little gas for each
    const after = (await devnet.chain.getAccount(to!.contract.address)).balance;
    expect(after - before).toBeGreaterThan(toNano('1.99'));
    expect(after - before).toBeLessThan(toNano('2'));
    // the same BoC again within a minute: refused as TonAPI does
    expect((await post('/v2/blockchain/message', { boc: second.toBoc().toString('base64') })).status).toBe(
      400,
    );
  });

  it('refuses garbage, internal messages, empty bodies and batches over 5', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ boc: 'not a boc!' }, /base64|hex/],
      [{ boc: 'zz-not-a-boc' }, /bag of cells/],
      [{ boc: 'b5ee9c72' }, /bag of cells/],
      [{ boc: beginCell().storeUint(1, 8).endCell().toBoc().toString('hex') }, /not a message/],
      [
        {
          boc: beginCell()
            .store(storeMessage(internalMessage(wallet())))
            .endCell()
            .toBoc()
            .toString('base64'),
        },
        /external-in/,
      ],
      [{}, /boc not found/],
      [{ batch: Array.from({ length: 6 }, () => 'b5ee9c72') }, /at most 5/],
    ];
    for (const [body, message] of cases) {
      const res = await post('/v2/blockchain/message', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
    await expect(client.blockchain.sendBlockchainMessage({ boc: Cell.EMPTY })).rejects.toThrow();
  });

  it('runs a batch in order', async () => {
    const from = devnet.world.wallets[3]!;
    const first = await signedTransfer(from, wallet(), toNano('0.5'));
    // the second must carry the next seqno: build it by hand from the first's
    const seqno = Number(
      (
        (await client.blockchain.execGetMethodForBlockchainAccount(from.contract.address, 'seqno'))
          .stack[0] as {
          value: bigint;
        }
      ).value,
    );
    const body = from.contract.createTransfer({
      seqno: seqno + 1,
      secretKey: from.secretKey,
      messages: [internal({ to: wallet(), value: toNano('0.25'), bounce: false })],
      sendMode: SendMode.PAY_GAS_SEPARATELY,
    });
    const second = beginCell()
      .store(storeMessage(external({ to: from.contract.address, body })))
      .endCell();
    const res = await post('/v2/blockchain/message', {
      batch: [first.toBoc().toString('hex'), second.toBoc().toString('base64')],
    });
    expect(res.status).toBe(200);
    for (const cell of [first, second])
      await until(async () =>
        devnet.chain.index.byMessageHash(cell.hash().toString('hex')) ? true : undefined,
      );
  });
});
