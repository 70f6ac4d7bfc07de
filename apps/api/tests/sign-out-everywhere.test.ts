// "Sign out everywhere" on the real app, Postgres and a devnet: a text the wallet signs with TON Connect's signData
// (docs/product-spec.md §1), verified with the wallet's key from the chain, revokes every session of that wallet.
import { createHash } from 'node:crypto';
import { signOutEverywhereText } from '@atoll/shared/sign-out';
import { type Address, beginCell, storeStateInit, toNano } from '@ton/core';
import { type KeyPair, mnemonicNew, mnemonicToPrivateKey, sign } from '@ton/crypto';
import { createShardAccount } from '@ton/sandbox';
import { WalletContractV5R1 } from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { errorOf } from './helpers/answers';
import { createOtherInstance, createTestApp, type TestApp } from './helpers/test-app';
import { proofRequestBody } from './helpers/wallet-proof';

let devnet: TestDevnet;
let t: TestApp;
const DOMAIN = 'localhost:5173';
const walletOf = (k: KeyPair) =>
  WalletContractV5R1.create({ workchain: 0, publicKey: k.publicKey, walletId: { networkGlobalId: -3 } });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** What a wallet signs for signData of a text, written from the TON Connect spec apart from the code under test. */
function walletSignText(keys: KeyPair, address: Address, domain: string, timestamp: number, text: string) {
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const wc = Buffer.alloc(4);
  wc.writeInt32BE(address.workChain);
  const ts = Buffer.alloc(8);
  ts.writeBigUInt64BE(BigInt(timestamp));
  const domainBytes = Buffer.from(domain);
  const textBytes = Buffer.from(text);
  const message = Buffer.concat([
    Buffer.from('ffff', 'hex'),
    Buffer.from('ton-connect/sign-data/'),
    wc,
    address.hash,
    u32(domainBytes.length),
    domainBytes,
    ts,
    Buffer.from('txt'),
    u32(textBytes.length),
    textBytes,
  ]);
  return sign(sha256(message), keys.secretKey).toString('base64');
}

async function payload(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/auth/ton-proof' });
  return (res.json() as { result: { payload: string } }).result.payload;
}

async function signIn(keys: KeyPair): Promise<string> {
  const body = proofRequestBody(keys, walletOf(keys), {
    domain: DOMAIN,
    timestamp: t.clock.now - 2,
    payload: await payload(),
    network: '-3',
  });
  const res = await t.app.inject({ method: 'POST', url: '/auth/ton-proof', payload: body });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { token: string } }).result.token;
}

/** The body the web app posts after the wallet signed; `signer` signs, the wallet of `owner` is named. */
async function signedRequest(owner: KeyPair, signer: KeyPair = owner, text?: string) {
  const wallet = walletOf(owner);
  const signed = text ?? signOutEverywhereText(await payload());
  const timestamp = t.clock.now - 1;
  return {
    address: wallet.address.toRawString(),
    network: '-3',
    state_init: beginCell().store(storeStateInit(wallet.init)).endCell().toBoc().toString('base64'),
    signature: walletSignText(signer, wallet.address, DOMAIN, timestamp, signed),
    timestamp,
    domain: DOMAIN,
    payload: { type: 'text', text: signed },
  };
}

const signOut = (body: object) =>
  t.app.inject({ method: 'POST', url: '/auth/sign-out-everywhere', payload: body });
const check = (token: string, app = t.app) =>
  app.inject({ method: 'GET', url: '/auth/check', headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  devnet = await startTestDevnet();
  t = await createTestApp({}, devnet.baseUrl);
});
afterAll(async () => {
  await t?.close();
  await devnet?.close();
});

describe('sign out everywhere', () => {
  it("a real signature revokes every session of the wallet, and only that wallet's", async () => {
    const keys = await mnemonicToPrivateKey(await mnemonicNew());
    const bystander = await mnemonicToPrivateKey(await mnemonicNew());
    const [phone, laptop, other] = [await signIn(keys), await signIn(keys), await signIn(bystander)];
    expect((await check(phone)).statusCode).toBe(200);
    // a second instance that has just accepted the token (and keeps the wallet's cutoff in memory)
    const second = await createOtherInstance(t);
    expect((await check(phone, second.app)).statusCode).toBe(200);

    const res = await signOut(await signedRequest(keys));
    expect(res.statusCode).toBe(200);
    expect((res.json() as { result: { wallet: string } }).result.wallet).toBe(
      walletOf(keys).address.toRawString(),
    );

    for (const token of [phone, laptop]) {
      const refused = await check(token);
      expect(refused.statusCode).toBe(401);
      expect(errorOf(refused)).toEqual({ code: 'TOKEN_INVALID', message: 'Failed to check auth' });
    }
    expect((await check(other)).statusCode).toBe(200);
    // the other instance refuses it too once the sign-out's announcement has reached it (one Redis hop)
    await second.app.readModels.settled();
    expect((await check(phone, second.app)).statusCode).toBe(401);
    expect((await check(other, second.app)).statusCode).toBe(200);
    await second.close();
    // a session started after the sign-out works (tokens carry whole seconds: the next one)
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await check(await signIn(keys))).statusCode).toBe(200);
  });

  it('checks the key the deployed wallet holds on chain, not the state init', async () => {
    const keys = await mnemonicToPrivateKey(await mnemonicNew());
    const rotated = await mnemonicToPrivateKey(await mnemonicNew());
    const wallet = walletOf(keys);
    await devnet.chain.act(async (blockchain) => {
      await blockchain.setShardAccount(
        wallet.address,
        createShardAccount({
          address: wallet.address,
          code: wallet.init.code,
          data: walletOf(rotated).init.data,
          balance: toNano('1'),
        }),
      );
    });
    expect((await signOut(await signedRequest(keys))).statusCode).toBe(401);
    expect((await signOut(await signedRequest(keys, rotated))).statusCode).toBe(200);
  });

  it('a forged signature, another text or a replay revokes nothing', async () => {
    const keys = await mnemonicToPrivateKey(await mnemonicNew());
    const forger = await mnemonicToPrivateKey(await mnemonicNew());
    const token = await signIn(keys);

    const forged = await signOut(await signedRequest(keys, forger));
    expect(forged.statusCode).toBe(401);
    expect(errorOf(forged).code).toBe('PROOF_INVALID');
    const otherText = await signOut(
      await signedRequest(keys, keys, `Transfer everything\nCode: ${await payload()}`),
    );
    expect(otherText.statusCode).toBe(401);
    const notIssued = await signOut(await signedRequest(keys, keys, signOutEverywhereText('made-up-code')));
    expect(notIssued.statusCode).toBe(401);
    expect((await check(token)).statusCode).toBe(200);

    const genuine = await signedRequest(keys);
    expect((await signOut(genuine)).statusCode).toBe(200);
    expect((await signOut(genuine)).statusCode).toBe(401);
  });

  it('a malformed body is a 400 naming the field', async () => {
    const keys = await mnemonicToPrivateKey(await mnemonicNew());
    const body = await signedRequest(keys);
    const res = await signOut({ ...body, payload: { type: 'binary', bytes: 'AA==' } });
    expect(res.statusCode).toBe(400);
  });
});
