import { buildSwap, newQueryId, TON } from '@atoll/contracts';
import { Address, toNano } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../api/tests/helpers/test-app';
import { startTestDevnet } from '@atoll/devnet/testing';
import { startIndexer, type RunningIndexer } from '../src/indexer';
import { silentLogger } from '../src/log';
import { assetOf, findPool, send, swap, type TestDevnet } from './helpers/actions';
import { obliterate, testConfig, waitCaughtUp } from './helpers/indexer';

// A third party cannot overwrite or fill another wallet's activity. A genuine pool logs the user and
// query id the sender chose (refund_to), so Mallory can make a real swap, signed by her own wallet, whose
// log names Alice and Alice's query id. GET /trace?account=alice&query_id=… must still answer only from
// the operations Alice's own external messages started. Real devnet, indexer, Postgres and API.

describe('trace records belong to the wallet that started the trace', () => {
  let devnet: TestDevnet;
  let api: TestApp;
  let indexer: RunningIndexer;

  beforeAll(async () => {
    devnet = await startTestDevnet();
    api = await createTestApp({}, devnet.baseUrl);
    indexer = await startIndexer(await testConfig(devnet, api.database.url), silentLogger);
  });

  afterAll(async () => {
    if (indexer) {
      await indexer.close();
      await obliterate(indexer.ctx.config);
    }
    await api?.close();
    await devnet?.close();
  });

  const wallets = () => {
    const [alice, , , mallory] = devnet.world.wallets;
    return { alice: alice!, mallory: mallory! };
  };

  /** Mallory's own wallet signs a TON → aUSD swap whose log names `victim` and `queryId`. */
  async function swapNaming(victim: Address, queryId: bigint) {
    const pool = findPool(devnet, 'TON', 'aUSD');
    const tx = buildSwap({
      pool: pool.address,
      input: { asset: TON },
      assetOut: assetOf(devnet, 'aUSD'),
      amountIn: toNano('1'),
      minOut: 0n,
      next: null,
      user: victim,
      deadline: 0,
      queryId,
    });
    return send(devnet, wallets().mallory, tx.messages);
  }

  const trace = async (account: Address, queryId: bigint): Promise<unknown> => {
    const res = await api.app.inject({
      method: 'GET',
      url: `/trace?account=${encodeURIComponent(account.toString())}&query_id=${queryId}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  /** The hash of the swap transaction of the pool in these transactions (the event's tx_hash). */
  const poolTx = (txs: Awaited<ReturnType<typeof send>>) => {
    const pool = findPool(devnet, 'TON', 'aUSD').address;
    return txs.find((t) => Address.parseRaw(t.account).equals(pool))!.hash;
  };

  const rows = (account: Address, queryId: bigint) =>
    api.database.db.traceRecord.findMany({
      where: { account: account.toRawString(), queryId: queryId.toString() },
      orderBy: { rootTxHash: 'asc' },
    });

  it("does not change the victim's record when another wallet's trace logs the victim's query id", async () => {
    const { alice, mallory } = wallets();
    const user = alice.contract.address;
    const pool = findPool(devnet, 'TON', 'aUSD');
    const own = await swap(devnet, alice, { pool, from: 'TON', to: 'aUSD', amountIn: toNano('2') });
    await waitCaughtUp(devnet, api.database.db);
    const before = await trace(user, own.queryId);
    expect(before).toMatchObject({
      Full: { count: 1, events: [{ tx_hash: poolTx(own.txs), success: true }] },
    });
    const recordBefore = await rows(user, own.queryId);
    expect(recordBefore).toHaveLength(1);
    expect(recordBefore[0]).toMatchObject({ verified: true, complete: true, eventCount: 1 });

    const hostile = await swapNaming(user, own.queryId);
    await waitCaughtUp(devnet, api.database.db);
    // the hostile swap is a genuine pool event naming Alice: it is indexed as a pool event...
    expect(
      await api.database.db.poolEvent.count({
        where: { txHash: poolTx(hostile), userAddress: user.toRawString() },
      }),
    ).toBe(1);
    // ...but Alice's record and answer are exactly what they were
    expect(await rows(user, own.queryId)).toEqual(recordBefore);
    expect(await trace(user, own.queryId)).toEqual(before);
    // and Mallory gets no record from logs that name someone else
    expect(await trace(mallory.contract.address, own.queryId)).toBe('Pending');
  });

  it("does not fill the victim's activity before the victim's own operation, which still shows", async () => {
    const { alice } = wallets();
    const user = alice.contract.address;
    const queryId = newQueryId();
    await swapNaming(user, queryId);
    await waitCaughtUp(devnet, api.database.db);
    expect(await trace(user, queryId)).toBe('Pending');
    expect(await rows(user, queryId)).toEqual([]);

    const pool = findPool(devnet, 'TON', 'aUSD');
    const own = await swap(devnet, alice, { pool, from: 'TON', to: 'aUSD', amountIn: toNano('3'), queryId });
    await waitCaughtUp(devnet, api.database.db);
    expect(await trace(user, queryId)).toMatchObject({
      Full: { count: 1, events: [{ tx_hash: poolTx(own.txs), success: true }] },
    });
    const [record, ...others] = await rows(user, queryId);
    expect(others).toEqual([]);
    expect(record).toMatchObject({ verified: true, complete: true, rootTxHash: own.txs[0]!.hash });
  });
});
