// GET and POST /v2/blockchain/accounts/{id}/methods/{name}: get methods run as a liteserver runs them.
import { Address, beginCell, Cell } from '@ton/core';
import { jettonWalletAddress } from '@atoll/contracts';
import { describe, expect, it } from 'vitest';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();

const wallet = () => suite.devnet.world.wallets[0]!.contract.address;

describe('get methods', () => {
  const usd = () => suite.devnet.world.usd;

  it('takes an address argument in any form and returns numbers as hex', async () => {
    const owner = wallet();
    const expected = jettonWalletAddress(owner, usd().master, suite.devnet.world.jettonWalletCode);
    for (const form of [owner.toRawString(), owner.toString(), owner.toString({ bounceable: false })]) {
      const { status, body } = await suite.call(
        `/v2/blockchain/accounts/${usd().master.toRawString()}/methods/get_wallet_address?args=${encodeURIComponent(form)}`,
      );
      expect(status).toBe(200);
      expectMatchesSpec('execGetMethodForBlockchainAccount', body);
      const result = body as { success: boolean; stack: Array<{ type: string; cell: string }> };
      expect(result.success).toBe(true);
      expect(result.stack[0]!.type).toBe('cell');
      expect(Cell.fromHex(result.stack[0]!.cell).beginParse().loadAddress().equals(expected)).toBe(true);
    }
    const parsed = await suite.client.blockchain.execGetMethodForBlockchainAccount(
      usd().master,
      'get_jetton_data',
    );
    expect(parsed.success).toBe(true);
    expect(parsed.stack[0]!.type).toBe('int');
  });

  it('parses hex, decimal, Null and BoC arguments like TonAPI', async () => {
    const pool = suite.devnet.world.pools[0]!.address.toRawString();
    const base = `/v2/blockchain/accounts/${pool}/methods/get_expected_out`;
    // TON in: the asset is addr_none, written as a hex BoC slice or as Null depending on the caller
    const none = beginCell().storeAddress(null).endCell().toBoc().toString('hex');
    const outs = [];
    for (const q of [`args=${none}&args=1000000000`, `args=${none}&args=0x3b9aca00`]) {
      const { status, body } = await suite.call(`${base}?${q}`);
      expect(status, q).toBe(200);
      const result = body as { success: boolean; stack: Array<{ num: string }> };
      expect(result.success, q).toBe(true);
      outs.push(result.stack[0]!.num);
    }
    expect(outs[0]).toMatch(/^0x[0-9a-f]+$/);
    expect(outs[1]).toBe(outs[0]);
    const typed = await suite.post(base, {
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
    const failing = await suite.call(
      `/v2/blockchain/accounts/${wallet().toRawString()}/methods/no_such_method`,
    );
    expect(failing.status).toBe(200);
    expectMatchesSpec('execGetMethodForBlockchainAccount', failing.body);
    expect(failing.body).toMatchObject({ success: false, exit_code: 11 });

    const unknown = new Address(0, Buffer.alloc(32, 0xef)).toRawString();
    const missing = await suite.call(`/v2/blockchain/accounts/${unknown}/methods/seqno`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'entity not found' });

    const bad = await suite.call(
      `/v2/blockchain/accounts/${wallet().toRawString()}/methods/seqno?args=%21%21`,
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toContain("can't parse arg");
    const badTyped = await suite.post(`/v2/blockchain/accounts/${wallet().toRawString()}/methods/seqno`, {
      args: [{ type: 'int257', value: '12' }],
    });
    expect(badTyped.status).toBe(400);
  });
});
