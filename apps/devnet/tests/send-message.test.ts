// POST /v2/blockchain/message: what a wallet sends through TonAPI, refused or run as TonAPI does.
import {
  Address,
  beginCell,
  Cell,
  external,
  internal,
  type Message,
  SendMode,
  storeMessage,
  toNano,
} from '@ton/core';
import { describe, expect, it } from 'vitest';
import { signedTransfer, until } from './helpers/http';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();

const wallet = () => suite.devnet.world.wallets[0]!.contract.address;

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

describe('POST /v2/blockchain/message', () => {
  it('accepts a signed external (hex through the client, base64 by hand) and runs it', async () => {
    const [from, , to] = suite.devnet.world.wallets;
    const before = (await suite.devnet.chain.getAccount(to!.contract.address)).balance;
    const first = await signedTransfer(suite.client, from!, to!.contract.address, toNano('1'));
    await expect(suite.client.blockchain.sendBlockchainMessage({ boc: first })).resolves.toBeNull();
    const tx = await until(async () => {
      const r = await suite.call(`/v2/blockchain/messages/${first.hash().toString('hex')}/transaction`);
      return r.status === 200 ? (r.body as { hash: string }) : undefined;
    });
    expect(tx.hash).toMatch(/^[0-9a-f]{64}$/);

    const second = await signedTransfer(suite.client, from!, to!.contract.address, toNano('1'));
    const res = await suite.post('/v2/blockchain/message', { boc: second.toBoc().toString('base64') });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    await until(async () =>
      suite.devnet.chain.index.byMessageHash(second.hash().toString('hex')) ? true : undefined,
    );
    // both transfers arrived; the receiving wallet pays a little gas for each
    const after = (await suite.devnet.chain.getAccount(to!.contract.address)).balance;
    expect(after - before).toBeGreaterThan(toNano('1.99'));
    expect(after - before).toBeLessThan(toNano('2'));
    // the same BoC again within a minute: refused as TonAPI does
    expect(
      (await suite.post('/v2/blockchain/message', { boc: second.toBoc().toString('base64') })).status,
    ).toBe(400);
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
      const res = await suite.post('/v2/blockchain/message', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { error: string }).error).toMatch(message);
    }
    await expect(suite.client.blockchain.sendBlockchainMessage({ boc: Cell.EMPTY })).rejects.toThrow();
  });

  it('runs a batch in order', async () => {
    const from = suite.devnet.world.wallets[3]!;
    const first = await signedTransfer(suite.client, from, wallet(), toNano('0.5'));
    // the second must carry the next seqno: build it by hand from the first's
    const seqno = Number(
      (
        (await suite.client.blockchain.execGetMethodForBlockchainAccount(from.contract.address, 'seqno'))
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
    const res = await suite.post('/v2/blockchain/message', {
      batch: [first.toBoc().toString('hex'), second.toBoc().toString('base64')],
    });
    expect(res.status).toBe(200);
    for (const cell of [first, second])
      await until(async () =>
        suite.devnet.chain.index.byMessageHash(cell.hash().toString('hex')) ? true : undefined,
      );
  });
});
