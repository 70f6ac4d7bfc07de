// Sign-in end to end on the real app, Postgres, Redis and a devnet (TonAPI): the happy path and the attack suite.
import { createHmac, randomUUID } from 'node:crypto';
import { Address, toNano } from '@ton/core';
import { type KeyPair, mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { createShardAccount } from '@ton/sandbox';
import { WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { errorOf } from './helpers/answers';
import { createTestApp, type TestApp } from './helpers/test-app';
import { proofRequestBody } from './helpers/wallet-proof';

let devnet: TestDevnet;
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

beforeAll(async () => {
  devnet = await startTestDevnet();
  t = await createTestApp({}, devnet.baseUrl);
  keys = await mnemonicToPrivateKey(await mnemonicNew());
  otherKeys = await mnemonicToPrivateKey(await mnemonicNew());
});
afterAll(async () => {
  await t?.close();
  await devnet?.close();
});

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

  it('a failed proof tells the client only that it failed; the reason goes to the log', async () => {
    const p = await payload();
    t.clock.now += t.env.PROOF_PAYLOAD_TTL_SECONDS + 5;
    let expired;
    try {
      expired = await signIn(body(keys, p));
    } finally {
      t.clock.now -= t.env.PROOF_PAYLOAD_TTL_SECONDS + 5;
    }
    const wrongDomain = await signIn(body(keys, await payload(), { domain: 'evil.example' }));
    const generic = { error: { code: 'PROOF_INVALID', message: 'Failed to validate ton proof' } };
    for (const res of [expired, wrongDomain]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(generic);
    }
    const reasons = t.log.filter((line) => line.code === 'PROOF_INVALID').map((line) => line.reason);
    expect(reasons).toEqual(expect.arrayContaining(['payload expired', 'domain_not_allowed']));
  });

  it('payloads are signed with PROOF_SECRET: one made with the JWT secret is refused', async () => {
    expect(t.env.PROOF_SECRET).not.toBe(t.env.JWT_SECRET);
    const mac = (secret: string, data: Buffer) =>
      createHmac('sha256', secret).update('atoll-ton-proof-payload').update(data).digest().subarray(0, 16);
    const data = Buffer.alloc(20, 9);
    data.writeUInt32BE(t.clock.now + 300, 16);
    const withJwtSecret = Buffer.concat([data, mac(t.env.JWT_SECRET, data)]).toString('hex');
    expect((await signIn(body(keys, withJwtSecret))).statusCode).toBe(401);
    // the same layout under PROOF_SECRET is one we issued
    const withProofSecret = Buffer.concat([data, mac(t.env.PROOF_SECRET, data)]).toString('hex');
    expect((await signIn(body(keys, withProofSecret))).statusCode).toBe(200);
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
    const token = t.app.jwt.sign({ sub: walletOf(keys).address.toRawString(), jti: randomUUID() });
    const [h, , s] = token.split('.');
    const forged = `${h}.${b64({ sub: walletOf(otherKeys).address.toRawString(), iat: 1, exp: 9_999_999_999 })}.${s}`;
    expect((await check(forged)).statusCode).toBe(401);
  });

  it('an expired token → 401 Token expired', async () => {
    const token = t.app.jwt.sign(
      { sub: walletOf(keys).address.toRawString(), jti: randomUUID() },
      { expiresIn: -10 },
    );
    expect(errorOf(await check(token))).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Token expired' });
  });
});

describe('session token claims', () => {
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const tokenOf = async () => {
    const res = await signIn(body(keys, await payload()));
    expect(res.statusCode).toBe(200);
    return (res.json() as { result: { token: string } }).result.token;
  };
  const check = (token: string) =>
    t.app.inject({ method: 'GET', url: '/auth/check', headers: { authorization: `Bearer ${token}` } });

  it('carry iss, aud and a jti of their own', async () => {
    const [a, b] = [claimsOf(await tokenOf()), claimsOf(await tokenOf())];
    expect(a).toMatchObject({
      iss: 'atoll-api',
      aud: 'atoll-web',
      sub: walletOf(keys).address.toRawString(),
    });
    expect(a.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.jti).not.toBe(a.jti);
  });

  it.each([
    ['another audience', { aud: 'atoll-admin' }],
    ['another issuer', { iss: 'someone-else' }],
  ])('a token for %s, signed with the same secret, → 401', async (_name, options) => {
    const token = t.app.jwt.sign({ sub: walletOf(keys).address.toRawString(), jti: randomUUID() }, options);
    const res = await check(token);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('TOKEN_INVALID');
  });
});

describe('a deployed wallet signs in with the key it holds on chain', () => {
  // A V4 wallet deployed from a state init holding `keys`, whose data now holds `otherKeys` (a key
  // change): the state init still hashes to the address, but only the chain knows the current key.
  const deployRotated = async () => {
    const wallet = WalletContractV4.create({ workchain: 0, publicKey: keys.publicKey });
    const rotated = WalletContractV4.create({ workchain: 0, publicKey: otherKeys.publicKey });
    await devnet.chain.act(async (blockchain) => {
      await blockchain.setShardAccount(
        wallet.address,
        createShardAccount({
          address: wallet.address,
          code: rotated.init.code,
          data: rotated.init.data,
          balance: toNano('1'),
        }),
      );
    });
    return wallet as unknown as ReturnType<typeof walletOf>;
  };

  it('refuses the key of its state init and accepts the key get_public_key answers', async () => {
    const wallet = await deployRotated();
    const stale = await signIn(body(keys, await payload(), { wallet }));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({
      error: { code: 'PROOF_INVALID', message: 'Failed to validate ton proof' },
    });
    const current = await signIn(body(otherKeys, await payload(), { wallet }));
    expect(current.statusCode).toBe(200);
  });

  it('a wallet not deployed yet still signs in with the key of its state init', async () => {
    const fresh = await mnemonicToPrivateKey(await mnemonicNew());
    expect((await signIn(body(fresh, await payload()))).statusCode).toBe(200);
  });

  it('TonAPI down → 502, never a guess', async () => {
    const offline = await createTestApp({}, 'http://127.0.0.1:9');
    try {
      const p = (await offline.app.inject({ method: 'GET', url: '/auth/ton-proof' })).json() as {
        result: { payload: string };
      };
      const res = await offline.app.inject({
        method: 'POST',
        url: '/auth/ton-proof',
        payload: body(keys, p.result.payload),
      });
      expect(res.statusCode).toBe(502);
      expect(errorOf(res).code).toBe('CHAIN_UNAVAILABLE');
    } finally {
      await offline.close();
    }
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
