// Sign-in end to end on the real app, Postgres and Redis: the happy path and the attack suite.
import { createHmac } from 'node:crypto';
import { Address } from '@ton/core';
import { type KeyPair, mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { proofRequestBody } from './helpers/wallet-proof';

let t: TestApp;
let keys: KeyPair;
let otherKeys: KeyPair;
const DOMAIN = 'localhost:5173';
const walletOf = (k: KeyPair) =>
  WalletContractV5R1.create({ workchain: 0, publicKey: k.publicKey, walletId: { networkGlobalId: -3 } });

async function payload(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/auth/ton-proof' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { result: { payload: string } }).result.payload;
}

function body(
  k: KeyPair,
  p: string,
  opts: Partial<{
    domain: string;
    timestamp: number;
    network: '-239' | '-3';
    wallet: ReturnType<typeof walletOf>;
  }> = {},
) {
  return proofRequestBody(k, opts.wallet ?? walletOf(k), {
    domain: opts.domain ?? DOMAIN,
    timestamp: opts.timestamp ?? t.clock.now - 2,
    payload: p,
    network: opts.network ?? '-3',
  });
}

const signIn = (b: unknown) => t.app.inject({ method: 'POST', url: '/auth/ton-proof', payload: b as object });
const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string; details?: unknown } }).error;

beforeAll(async () => {
  t = await createTestApp();
  keys = await mnemonicToPrivateKey(await mnemonicNew());
  otherKeys = await mnemonicToPrivateKey(await mnemonicNew());
});
afterAll(async () => t?.close());

describe('sign-in with a ton_proof', () => {
  it('issues a payload, accepts a real proof, and the token passes /auth/check', async () => {
    const res = await signIn(body(keys, await payload()));
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { result: { token: string } }).result.token;
    const check = await t.app.inject({
      method: 'GET',
      url: '/auth/check',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(200);
    const result = (check.json() as { result: { wallet: string; expires_at: number } }).result;
    expect(Address.parse(result.wallet).equals(walletOf(keys).address)).toBe(true);
    // at most 24 h
    expect(result.expires_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(24 * 3600);
    expect(result.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
  });

  it('a replayed proof gets 401', async () => {
    const b = body(keys, await payload());
    expect((await signIn(b)).statusCode).toBe(200);
    const again = await signIn(b);
    expect(again.statusCode).toBe(401);
    expect(errorOf(again)).toMatchObject({ code: 'PROOF_INVALID', message: 'Failed to validate ton proof' });
  });

  it.each([
    [
      'forged signature',
      async () => ({
        ...body(keys, await payload()),
        proof: {
          ...body(keys, await payload()).proof,
          signature: body(otherKeys, await payload()).proof.signature,
        },
      }),
    ],
    [
      'tampered address',
      async () => ({ ...body(keys, await payload()), address: walletOf(otherKeys).address.toRawString() }),
    ],
    [
      'state init of another wallet',
      async () => {
        const b = body(keys, await payload());
        return { ...b, proof: { ...b.proof, state_init: body(otherKeys, await payload()).proof.state_init } };
      },
    ],
    [
      'a V4 wallet whose key is not the signer key',
      async () =>
        body(keys, await payload(), {
          wallet: WalletContractV4.create({
            workchain: 0,
            publicKey: otherKeys.publicKey,
          }) as unknown as ReturnType<typeof walletOf>,
        }),
    ],
    ['wrong domain', async () => body(keys, await payload(), { domain: 'evil.example' })],
    ['future timestamp', async () => body(keys, await payload(), { timestamp: t.clock.now + 3600 })],
    ['old timestamp', async () => body(keys, await payload(), { timestamp: t.clock.now - 3600 })],
    ['wrong network', async () => body(keys, await payload(), { network: '-239' })],
    ['a payload we never issued', async () => body(keys, 'ab'.repeat(36))],
    [
      'a payload signed with another secret',
      async () => {
        const data = Buffer.alloc(20, 7);
        data.writeUInt32BE(t.clock.now + 300, 16);
        const mac = createHmac('sha256', 'some-other-secret-some-other-secret')
          .update('atoll-ton-proof-payload')
          .update(data)
          .digest()
          .subarray(0, 16);
        return body(keys, Buffer.concat([data, mac]).toString('hex'));
      },
    ],
  ])('%s → 401 Failed to validate ton proof', async (_name, make) => {
    const res = await signIn(await make());
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({ code: 'PROOF_INVALID', message: 'Failed to validate ton proof' });
  });

  it('an expired payload → 401', async () => {
    const p = await payload();
    t.clock.now += t.env.PROOF_PAYLOAD_TTL_SECONDS + 5;
    try {
      const res = await signIn(body(keys, p));
      expect(res.statusCode).toBe(401);
      expect((errorOf(res).details as { reason: string }).reason).toBe('payload expired');
    } finally {
      t.clock.now -= t.env.PROOF_PAYLOAD_TTL_SECONDS + 5;
    }
  });

  it('a malformed body is a 400 naming the field', async () => {
    const b = body(keys, await payload());
    const res = await signIn({ ...b, proof: { ...b.proof, domain: { lengthBytes: 3, value: DOMAIN } } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(res))).toContain('proof.domain');
    const extra = await signIn({ ...b, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(extra))).toContain('admin');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/auth/ton-proof',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe('session tokens', () => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const check = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/auth/check',
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });

  it('no token → 401 No token found', async () => {
    expect(errorOf(await check())).toMatchObject({ code: 'UNAUTHORIZED', message: 'No token found' });
  });

  it('alg none → 401', async () => {
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: walletOf(keys).address.toRawString(), exp: 9_999_999_999 })}.`;
    const res = await check(token);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('TOKEN_INVALID');
  });

  it('a tampered token → 401', async () => {
    const token = t.app.jwt.sign({ sub: walletOf(keys).address.toRawString() });
    const [h, , s] = token.split('.');
    const forged = `${h}.${b64({ sub: walletOf(otherKeys).address.toRawString(), iat: 1, exp: 9_999_999_999 })}.${s}`;
    expect((await check(forged)).statusCode).toBe(401);
  });

  it('an expired token → 401 Token expired', async () => {
    const token = t.app.jwt.sign({ sub: walletOf(keys).address.toRawString() }, { expiresIn: -10 });
    expect(errorOf(await check(token))).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Token expired' });
  });
});

describe('health', () => {
  it('healthz and readyz (Postgres and Redis reachable)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('unknown routes are 404 in the one error shape; /docs serves the reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys((spec.json() as { paths: object }).paths)).toEqual(
      expect.arrayContaining(['/auth/ton-proof', '/auth/check']),
    );
  });
});
