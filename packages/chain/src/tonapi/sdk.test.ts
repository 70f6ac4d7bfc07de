import { Address, type TupleItem } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTonApi, json, startFakeTonApi } from '../testing/fake-tonapi';
import { createTonApi } from './client';
import { createTonApiSdk } from './sdk';

// docs/product-spec.md §8 "Chain client": @ton-api/client and @ton-api/ton-adapter throw these texts
// themselves; through the one client's fetch they keep doing so, and the raw face (client.test.ts) uses the
// same words.

let server: FakeTonApi;
beforeAll(async () => {
  server = await startFakeTonApi();
});
afterAll(() => server.close());

const ACCOUNT = Address.parseRaw(`0:${'a1'.repeat(32)}`);
const rawAccount = (status: string) => ({
  address: ACCOUNT.toRawString(),
  balance: 5,
  last_transaction_lt: 1,
  status,
  storage: { used_cells: 1, used_bits: 1, used_public_cells: 0, last_paid: 1, due_payment: 0 },
});

const sdk = () => createTonApiSdk(createTonApi({ baseUrl: server.url, rps: 100, maxRetries: 0 }));

describe('@ton-api/client through the one client', () => {
  it.each([
    ['a body that is not JSON', 'boom', /^Failed to parse error response: /],
    ['JSON without an error text', '{"x":1}', /^Wrong error response: \{"x":1\}$/],
    ['TonAPI error text', '{"error":"rate limit exceeded"}', /^rate limit exceeded$/],
  ])('fails with the same text for %s', async (_what, body, message) => {
    server.handle((_r, res) => {
      res.writeHead(400);
      res.end(body);
    });
    await expect(sdk().client.blockchain.getBlockchainMasterchainHead()).rejects.toThrow(message);
  });

  it('parses answers into @ton/core objects', async () => {
    server.handle((_r, res) => json(res, 200, rawAccount('active')));
    const account = await sdk().client.blockchain.getBlockchainRawAccount(ACCOUNT);
    expect(account.address.equals(ACCOUNT)).toBe(true);
    expect(account.balance).toBe(5n);
  });
});

describe('the ContractProvider (@ton-api/ton-adapter)', () => {
  it('reads an account TonAPI has never seen as an empty uninit account', async () => {
    server.handle((_r, res) => json(res, 404, { error: 'entity not found' }));
    const state = await sdk().provider(ACCOUNT).getState();
    expect(state).toMatchObject({ balance: 0n, last: null, state: { type: 'uninit' } });
  });

  it("'Account request failed: …' for any other failure", async () => {
    server.handle((_r, res) => json(res, 500, { error: 'database is down' }));
    await expect(sdk().provider(ACCOUNT).getState()).rejects.toThrow(
      'Account request failed: database is down',
    );
  });

  it("'Frozen accounts are not supported by TonApi'", async () => {
    server.handle((_r, res) => json(res, 200, rawAccount('frozen')));
    await expect(sdk().provider(ACCOUNT).getState()).rejects.toThrow(
      'Frozen accounts are not supported by TonApi',
    );
  });

  it("'Tuples as get parameters are not supported by tonapi' and 'Method name must be a string …'", async () => {
    const provider = sdk().provider(ACCOUNT);
    const tuple: TupleItem = { type: 'tuple', items: [] };
    await expect(provider.get('get_x', [tuple])).rejects.toThrow(
      'Tuples as get parameters are not supported by tonapi',
    );
    await expect(provider.get(7 as unknown as string, [])).rejects.toThrow(
      'Method name must be a string for TonClient provider',
    );
  });

  it('runs a get method and hands its stack to the wrapper', async () => {
    server.handle((_r, res) =>
      json(res, 200, { success: true, exit_code: 0, stack: [{ type: 'num', num: '0x2a' }] }),
    );
    const { stack } = await sdk().provider(ACCOUNT).get('get_answer', []);
    expect(stack.readBigNumber()).toBe(42n);
    expect(server.requests.at(-1)!.path).toBe(
      `/v2/blockchain/accounts/${ACCOUNT.toRawString()}/methods/get_answer`,
    );
  });
});

describe('a get method that fails', () => {
  it('is a GetMethodError with its exit code, not a stack the wrapper misreads', async () => {
    server.handle((_r, res) => json(res, 200, { success: false, exit_code: 11, stack: [] }));
    await expect(sdk().provider(ACCOUNT).get('get_wallet_data', [])).rejects.toMatchObject({
      name: 'GetMethodError',
      exitCode: 11,
      message: `get_wallet_data of ${ACCOUNT.toRawString()} failed with exit code 11`,
    });
  });
});
