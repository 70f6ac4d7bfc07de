// Two API instances of one deployment (issue 17, goal 4): two apps built by the real factory on the same
// database and Redis, a client going to each in turn. They share one rate limit (within the tolerance the
// leased store states), a sign-in payload issued by one is accepted by the other and only once, and a
// read-model bump reaches both.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { leaseSize } from '../src/plugins/leased-rate-limit-store';
import { createOtherInstance, createTestApp, type TestApp } from './helpers/test-app';
import { newWalletSignIn } from './helpers/wallet-proof';

const LIMIT = 600;
const SIGN_IN_LIMIT = 12;
let devnet: TestDevnet;
let t: TestApp;
let other: Awaited<ReturnType<typeof createOtherInstance>>;
let instances: FastifyInstance[];

beforeAll(async () => {
  devnet = await startTestDevnet();
  t = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: String(LIMIT), AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT) },
    devnet.baseUrl,
  );
  other = await createOtherInstance(t);
  instances = [t.app, other.app];
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
  await devnet?.close();
});

/** A client address of its own, new each run: limits are kept in the shared Redis for their minute. */
const newClient = () => {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
};

/** `count` requests from one client, to each instance in turn; the status codes in order. */
async function alternate(count: number, url: string, remoteAddress: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < count; i++)
    codes.push((await instances[i % 2]!.inject({ method: 'GET', url, remoteAddress })).statusCode);
  return codes;
}

describe('two instances, one rate limit', () => {
  it(`admits at most ${LIMIT} requests a minute from a client across both, refusing no earlier than the leases allow`, async () => {
    const codes = await alternate(LIMIT + 40, '/prices', newClient());
    const admitted = codes.filter((code) => code === 200).length;
    const firstRefusal = codes.indexOf(429);
    // never over the limit; early by at most the other instance's unspent lease
    expect(admitted).toBeLessThanOrEqual(LIMIT);
    expect(admitted).toBeGreaterThanOrEqual(LIMIT - (leaseSize(LIMIT) - 1));
    // once refused, refused by both for the rest of the window
    expect(firstRefusal).toBe(admitted);
    expect(codes.slice(firstRefusal).every((code) => code === 429)).toBe(true);
    // each instance alone would have admitted the whole limit: what they admitted is one shared count
    expect(codes.filter((code, i) => code === 200 && i % 2 === 0).length).toBeLessThan(LIMIT);
  });

  it('a small limit (leases of one) is counted exactly: the sign-in limit', async () => {
    const codes = await alternate(SIGN_IN_LIMIT + 4, '/auth/ton-proof', newClient());
    expect(codes).toEqual([...Array<number>(SIGN_IN_LIMIT).fill(200), 429, 429, 429, 429]);
  });

  it('another client keeps its own count', async () => {
    expect(await alternate(4, '/prices', newClient())).toEqual([200, 200, 200, 200]);
  });
});

describe('two instances, one sign-in', () => {
  it('a payload issued by one instance is accepted by the other, and only once on either', async () => {
    // a client of its own: the sign-in limit of this file is small, and its count shared in Redis
    const remoteAddress = newClient();
    const issued = await t.app.inject({ method: 'GET', url: '/auth/ton-proof', remoteAddress });
    const { payload } = (issued.json() as { result: { payload: string } }).result;
    const { wallet, body } = await newWalletSignIn(payload, t.clock.now - 2);
    const signIn = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/auth/ton-proof', payload: body, remoteAddress });

    const accepted = await signIn(other.app);
    expect(accepted.statusCode).toBe(200);
    const { token } = (accepted.json() as { result: { token: string } }).result;
    // the session from one instance is good at the other
    const check = await t.app.inject({
      method: 'GET',
      url: '/auth/check',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.statusCode).toBe(200);
    expect((check.json() as { result: { wallet: string } }).result.wallet).toBe(wallet.address.toRawString());

    for (const app of instances) {
      const replay = await signIn(app);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({
        error: { code: 'PROOF_INVALID', message: 'Failed to validate ton proof' },
      });
    }
  });
});

describe('two instances, one read model', () => {
  it("a bump the indexer publishes reaches both instances' versions, without a Redis read per request", async () => {
    const [a, b] = instances.map((app) => app.readModels);
    await Promise.all([a!.settled(), b!.settled()]);
    expect(a!.stats().live && b!.stats().live).toBe(true);
    const before = await b!.versions();
    const readsBefore = b!.stats().reads;
    await t.readModelChanged(['pools']);
    // the other instance gets the message on its own (no settle), within a moment
    const deadline = Date.now() + 5_000;
    while ((await b!.versions()).pools === before.pools && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    expect(Number((await b!.versions()).pools)).toBe(Number(before.pools) + 1);
    expect(await a!.versions()).toEqual(await b!.versions());
    // the counters were held: the versions came from memory
    expect(b!.stats().reads).toBe(readsBefore);
  });
});
