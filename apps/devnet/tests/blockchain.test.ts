import { Address, Cell, loadTransaction } from '@ton/core';
import { ContractAdapter } from '@ton-api/ton-adapter';
import { describe, expect, it } from 'vitest';
import { until } from './helpers/http';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();

const wallet = () => suite.devnet.world.wallets[0]!.contract.address;

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
      const { status, body } = await suite.call(`/v2/blockchain/accounts/${encodeURIComponent(form)}`);
      expect(status, form).toBe(200);
      bodies.push(body);
    }
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expectMatchesSpec('getBlockchainRawAccount', bodies[0]);
    const raw = bodies[0] as Record<string, unknown>;
    expect(raw.address).toBe(a.toRawString());
    expect(raw.status).toBe('active');
    expect(raw.last_transaction_hash).toMatch(/^[0-9a-f]{64}$/);

    const parsed = await suite.client.blockchain.getBlockchainRawAccount(a);
    expect(parsed.address.equals(a)).toBe(true);
    expect(parsed.code!.hash().equals(suite.devnet.world.wallets[0]!.contract.init.code.hash())).toBe(true);
    const contract = await suite.devnet.chain.getAccount(a);
    expect(parsed.balance).toBe(contract.balance);
  });

  it('writes balances beyond 2^53 as exact integers', async () => {
    const { text } = await suite.call(`/v2/blockchain/accounts/${suite.devnet.world.admin.toRawString()}`);
    const balance = (await suite.devnet.chain.getAccount(suite.devnet.world.admin)).balance;
    expect(balance > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(text).toContain(`"balance":${balance}`);
  });

  it('answers 404 entity not found for an account the chain has never seen', async () => {
    const unknown = new Address(0, Buffer.alloc(32, 0xab));
    const { status, body } = await suite.call(`/v2/blockchain/accounts/${unknown.toRawString()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'entity not found' });
    await expect(suite.client.blockchain.getBlockchainRawAccount(unknown)).rejects.toThrow(
      'entity not found',
    );
  });

  it('reports a frozen account as frozen, with its state hash', async () => {
    const frozen = new Address(0, Buffer.alloc(32, 0x42));
    const stateHash = BigInt('0x' + '77'.repeat(32));
    await suite.devnet.chain.act(async (blockchain) => {
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
    const { status, body } = await suite.call(`/v2/blockchain/accounts/${frozen.toRawString()}`);
    expect(status).toBe(200);
    expectMatchesSpec('getBlockchainRawAccount', body);
    expect(body).toMatchObject({ status: 'frozen', frozen_hash: '77'.repeat(32), balance: 0 });
    expect((body as { storage: unknown }).storage).toMatchObject({
      used_cells: 1,
      used_bits: 100,
      due_payment: 5,
    });
    // what the adapter makes of it is its own documented refusal
    await expect(new ContractAdapter(suite.client).provider(frozen).getState()).rejects.toThrow(
      'Frozen accounts are not supported by TonApi',
    );
  });

  it('answers 400 for an address it cannot parse', async () => {
    const { status, body } = await suite.call('/v2/blockchain/accounts/not-an-address');
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(/address/);
  });
});

describe('GET /v2/blockchain/accounts/{id}/transactions', () => {
  it('lists newest first by default, with the raw transaction and the end balance', async () => {
    const a = wallet();
    const { status, body } = await suite.call(`/v2/blockchain/accounts/${a.toRawString()}/transactions`);
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
    expect(BigInt(txs[0]!.end_balance)).toBe((await suite.devnet.chain.getAccount(a)).balance);

    const parsed = await suite.client.blockchain.getBlockchainAccountTransactions(a, {
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
    const all = (await suite.call(`/v2/blockchain/accounts/${a}/transactions?sort_order=asc`)).body as {
      transactions: Array<{ lt: number }>;
    };
    const lts = all.transactions.map((t) => t.lt);
    const mid = lts[1]!;
    const before = (await suite.call(`/v2/blockchain/accounts/${a}/transactions?before_lt=${mid}`))
      .body as typeof all;
    expect(before.transactions.map((t) => t.lt)).toEqual(lts.filter((lt) => lt < mid).reverse());
    const after = (
      await suite.call(`/v2/blockchain/accounts/${a}/transactions?after_lt=${mid}&sort_order=asc&limit=1`)
    ).body as typeof all;
    expect(after.transactions.map((t) => t.lt)).toEqual([lts[2]]);
  });

  it('answers an empty list for an unknown account and 400 for bad parameters', async () => {
    const unknown = new Address(0, Buffer.alloc(32, 0xcd)).toRawString();
    expect((await suite.call(`/v2/blockchain/accounts/${unknown}/transactions`)).body).toEqual({
      transactions: [],
    });
    const a = wallet().toRawString();
    for (const q of ['limit=0', 'limit=1001', 'sort_order=up', 'before_lt=abc'])
      expect((await suite.call(`/v2/blockchain/accounts/${a}/transactions?${q}`)).status, q).toBe(400);
  });
});

describe('transactions by hash', () => {
  it('finds a transaction by its hash, by its incoming message hash and by a normalized hash', async () => {
    const index = suite.devnet.chain.index;
    const tx = index.accountTxs(wallet().toRawString(), { limit: 1, ascending: false })[0]!;
    const byHash = await suite.call(`/v2/blockchain/transactions/${tx.hash}`);
    expect(byHash.status).toBe(200);
    expectMatchesSpec('getBlockchainTransaction', byHash.body);
    expect((byHash.body as { hash: string }).hash).toBe(tx.hash);

    const parsed = await suite.client.blockchain.getBlockchainTransaction(tx.hash);
    expect(parsed.lt).toBe(tx.lt);
    expect(parsed.inMsg!.hash).toBe(tx.inMsgHash);

    const byMsg = await suite.call(`/v2/blockchain/messages/${tx.inMsgHash}/transaction`);
    expect(byMsg.status).toBe(200);
    expectMatchesSpec('getBlockchainTransactionByMessageHash', byMsg.body);
    expect((byMsg.body as { hash: string }).hash).toBe(tx.hash);
    const viaClient = await suite.client.blockchain.getBlockchainTransactionByMessageHash(tx.inMsgHash!);
    expect(viaClient.hash).toBe(tx.hash);

    // a genesis external (the treasury's): found by the normalized hash too, and base64url works
    const ext = [...index.accounts()]
      .flatMap((a) => index.accountTxs(a, { limit: 1000, ascending: true }))
      .find((t) => t.normalizedHash)!;
    const byNormalized = await suite.call(`/v2/blockchain/messages/${ext.normalizedHash}/transaction`);
    expect((byNormalized.body as { hash: string }).hash).toBe(ext.hash);
    const b64url = Buffer.from(ext.hash, 'hex').toString('base64url');
    expect(((await suite.call(`/v2/blockchain/transactions/${b64url}`)).body as { hash: string }).hash).toBe(
      ext.hash,
    );
  });

  it('answers 404 for unknown hashes and 400 for malformed ones', async () => {
    const zero = '00'.repeat(32);
    expect(await suite.call(`/v2/blockchain/transactions/${zero}`)).toMatchObject({
      status: 404,
      body: { error: 'entity not found' },
    });
    expect((await suite.call(`/v2/blockchain/messages/${zero}/transaction`)).status).toBe(404);
    expect((await suite.call('/v2/blockchain/transactions/xyz')).status).toBe(400);
    await expect(suite.client.blockchain.getBlockchainTransaction(zero)).rejects.toThrow('entity not found');
  });
});

describe('blocks', () => {
  it('serves a masterchain head whose shard block is consistent with it', async () => {
    const head = await suite.call('/v2/blockchain/masterchain-head');
    expect(head.status).toBe(200);
    expectMatchesSpec('getBlockchainMasterchainHead', head.body);
    const h = head.body as { seqno: number; workchain_id: number; end_lt: number; gen_utime: number };
    expect(h.workchain_id).toBe(-1);

    const shards = await suite.call(`/v2/blockchain/masterchain/${h.seqno}/shards`);
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

    const parsedHead = await suite.client.blockchain.getBlockchainMasterchainHead();
    expect(parsedHead.seqno).toBeGreaterThanOrEqual(h.seqno);
    const parsedShards = await suite.client.blockchain.getBlockchainMasterchainShards(parsedHead.seqno);
    expect(parsedShards.shards[0]!.lastKnownBlock.seqno).toBe(parsedHead.seqno);
  });

  it('answers 404 for a masterchain block that does not exist', async () => {
    expect((await suite.call('/v2/blockchain/masterchain/999999999/shards')).status).toBe(404);
    expect((await suite.call('/v2/blockchain/masterchain/abc/shards')).status).toBe(400);
  });

  it('advances the head as blocks are made', async () => {
    const first = await suite.client.blockchain.getBlockchainMasterchainHead();
    await until(async () => {
      const now = await suite.client.blockchain.getBlockchainMasterchainHead();
      return now.seqno > first.seqno ? now : undefined;
    });
  });
});
