// POST /chain/v2/wallet/emulate and /chain/v2/traces/emulate: the preview's emulation, relayed with the API's
// key and never cached, against a real in-process devnet in strict mode (which counts the key's requests).
import { randomBytes } from 'node:crypto';
import { beginCell, external, internal, SendMode, storeMessage, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketOf, type DemoWallet, startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { createTestApp, type TestApp } from './helpers/test-app';

const KEY = 'emulation-test-key';
let devnet: TestDevnet;
let t: TestApp;

const keyRequests = () => devnet.rateLimiter!.stats()[bucketOf(`Bearer ${KEY}`, '')]?.requests ?? 0;
const emulate = (path: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/chain/v2/${path}`, payload: body as object });

/** A TON transfer from `wallet` that it never signed (a stranger's key), as the preview builds it. */
async function unsignedTransfer(wallet: DemoWallet, seqnoOffset = 0): Promise<string> {
  const contract = await devnet.chain.blockchain.getContract(wallet.contract.address);
  const body = wallet.contract.createTransfer({
    seqno: (await contract.get('seqno')).stackReader.readNumber() + seqnoOffset,
    secretKey: keyPairFromSeed(randomBytes(32)).secretKey,
    messages: [
      internal({ to: devnet.world.wallets[1]!.contract.address, value: toNano('1'), bounce: false }),
    ],
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
  const message = beginCell().store(storeMessage(external({ to: wallet.contract.address, body })));
  return message.endCell().toBoc().toString('base64');
}

beforeAll(async () => {
  devnet = await startTestDevnet(['--rate-limit=1000']);
  t = await createTestApp({ TONAPI_KEY: KEY }, devnet.baseUrl);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await devnet?.close();
});

describe('POST /chain/v2/wallet/emulate', () => {
  it("answers TonAPI's consequences of an unsigned external, asking the chain API every time", async () => {
    const wallet = devnet.world.wallets[0]!;
    const boc = await unsignedTransfer(wallet);
    const txsOfWallet = () =>
      devnet.chain.index.accountTxs(wallet.contract.address.toRawString(), { limit: 1000, ascending: true })
        .length;
    const [before, sentBefore] = [keyRequests(), txsOfWallet()];
    const answers = [await emulate('wallet/emulate', { boc }), await emulate('wallet/emulate', { boc })];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        trace: { emulated: boolean; children: unknown[] };
        risk: { gram: number };
      };
      expect(body.trace.emulated).toBe(true);
      expect(body.trace.children).toHaveLength(1);
      expect(BigInt(body.risk.gram)).toBe(toNano('1'));
    }
    // nothing cached: two emulations, two requests with the API's key
    expect(keyRequests() - before).toBe(2);
    // and nothing sent
    expect(txsOfWallet()).toBe(sentBefore);
  });

  it('refuses a bad body with the field and the reason, before asking the chain API', async () => {
    const before = keyRequests();
    const cases: Array<[unknown, string]> = [
      [{}, 'body.boc'],
      [{ boc: '' }, 'body.boc: boc must be a non-empty string'],
      [{ boc: 'not a boc!' }, 'body.boc: boc must be a base64 encoded string or hex string'],
      [{ boc: 'b5ee9c72', params: [] }, "body.params: unknown field 'params'"],
    ];
    for (const [body, message] of cases) {
      const res = await emulate('wallet/emulate', body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: { message: string } }).error.message).toContain(message);
    }
    expect(keyRequests()).toBe(before);
  });

  it("passes TonAPI's refusal on as it said it: a BoC that is no message, a seqno the wallet will not take", async () => {
    const notMessage = await emulate('wallet/emulate', {
      boc: beginCell().endCell().toBoc().toString('base64'),
    });
    expect(notMessage.statusCode).toBe(400);
    expect(notMessage.json()).toEqual({ error: 'boc is not a message' });
    const stale = await emulate('wallet/emulate', {
      boc: await unsignedTransfer(devnet.world.wallets[2]!, 7),
    });
    expect(stale.statusCode).toBe(400);
    expect((stale.json() as { error: string }).error).toMatch(/^emulation failed/);
  });
});

describe('POST /chain/v2/traces/emulate', () => {
  it("checks the signature unless ignore_signature_check says not to; the flag's value is checked", async () => {
    const boc = await unsignedTransfer(devnet.world.wallets[3]!);
    expect((await emulate('traces/emulate', { boc })).statusCode).toBe(400);
    const ignored = await emulate('traces/emulate?ignore_signature_check=true', { boc });
    expect(ignored.statusCode, ignored.body).toBe(200);
    expect((ignored.json() as { emulated: boolean }).emulated).toBe(true);
    const bad = await emulate('traces/emulate?ignore_signature_check=yes', { boc });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { error: { message: string } }).error.message).toContain(
      'query.ignore_signature_check: ignore_signature_check must be true or false',
    );
  });
});
