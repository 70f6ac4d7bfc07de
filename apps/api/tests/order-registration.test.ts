// POST /users/orders against a real devnet: the address is derived from the terms with the pinned roots,
// so the row can only name the escrow those terms deploy; another wallet's terms, bad terms and a server
// without the pinned order code are refused.
import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { assetOfKey, orderAddress } from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, issuePathsOf } from './helpers/answers';
import { createTestApp, sessionFor, type TestApp } from './helpers/test-app';

let devnet: TestDevnet;
let t: TestApp;
let unpinned: TestApp;
let alice: string;
let reef: string;
const expiresAt = Math.floor(Date.now() / 1000) + 3600;

const post = (app: TestApp, body: unknown, wallet = alice) =>
  app.app.inject({
    method: 'POST',
    url: '/users/orders',
    headers: { authorization: `Bearer ${sessionFor(app, wallet)}` },
    payload: body as Record<string, unknown>,
  });

const terms = (over: Record<string, unknown> = {}) => ({
  maker: alice,
  sell_token: NATIVE_TON_ADDRESS,
  buy_token: reef,
  sell_amount: '1000000000',
  min_buy_amount: '2000000000',
  expires_at: expiresAt,
  reward: '70000000',
  partial: false,
  min_fill: '0',
  nonce: '42',
  ...over,
});

beforeAll(async () => {
  devnet = await startTestDevnet();
  const roots = {
    FACTORY_ADDRESS: devnet.world.factory.toRawString(),
    POOL_CODE_HASH: loadCode('Pool').hash().toString('hex'),
    ORDER_CODE_HASH: loadCode('Order').hash().toString('hex'),
  };
  t = await createTestApp(roots, devnet.baseUrl);
  unpinned = await createTestApp({}, devnet.baseUrl);
  alice = devnet.world.wallets[0]!.contract.address.toRawString();
  const asset = devnet.world.tokens.find((token) => token.symbol === 'REEF')!.asset;
  if (asset.kind !== 'jetton') throw new Error('REEF is a jetton');
  reef = asset.master.toRawString();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await unpinned?.close();
  await devnet?.close();
});

describe('POST /users/orders', () => {
  it('derives the order address from the terms, stores the order pending and follows it', async () => {
    const res = await post(t, terms());
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: { address: string; status: string } };
    const derived = orderAddress(
      {
        maker: devnet.world.wallets[0]!.contract.address,
        sellAsset: assetOfKey(NATIVE_TON_ADDRESS),
        buyAsset: assetOfKey(reef),
        sellAmount: 1_000_000_000n,
        minBuyAmount: 2_000_000_000n,
        expiresAt,
        reward: 70_000_000n,
        partial: false,
        minFill: 0n,
        nonce: 42n,
      },
      devnet.world.factory,
      { ...devnet.world.codes, order: loadCode('Order') },
    );
    expect(result).toEqual({ address: derived.toRawString(), status: 'pending' });
    const row = await t.database.db.order.findUniqueOrThrow({ where: { address: result.address } });
    expect(row.remaining.toFixed()).toBe('1000000000');
    expect(await t.database.db.indexerCursor.count({ where: { account: result.address } })).toBe(1);
    // the same terms again: the same row, nothing doubled
    expect((await post(t, terms())).json()).toEqual({ result });
    expect(await t.database.db.order.count()).toBe(1);
  });

  it("refuses another wallet's terms: the maker must be the signed-in wallet", async () => {
    const bob = devnet.world.wallets[1]!.contract.address.toRawString();
    const res = await post(t, terms(), bob);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('The maker must be the signed-in wallet');
  });

  it('refuses terms no order contract takes, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ buy_token: NATIVE_TON_ADDRESS }, 'body.buy_token'],
      [{ sell_amount: '0' }, 'body.sell_amount'],
      [{ min_buy_amount: '0' }, 'body.min_buy_amount'],
      [{ expires_at: 1_000 }, 'body.expires_at'],
      [{ nonce: (1n << 64n).toString() }, 'body.nonce'],
      [{ partial: true, min_fill: '2000000000' }, 'body.min_fill'],
      [{ sell_amount: '-1' }, 'body.sell_amount'],
      [{ maker: 'nobody' }, 'body.maker'],
    ];
    for (const [over, path] of cases) {
      const res = await post(t, terms(over));
      expect(res.statusCode, path).toBe(400);
      expect(issuePathsOf(res), path).toEqual([path]);
    }
    expect(await t.database.db.order.count({ where: { nonce: { not: 42 } } })).toBe(0);
  });

  it('lets a wallet have at most 20 orders waiting to be placed', async () => {
    const carol = devnet.world.wallets[2]!.contract.address.toRawString();
    for (let nonce = 1; nonce <= 20; nonce++)
      expect((await post(t, terms({ maker: carol, nonce: String(nonce) }), carol)).statusCode).toBe(200);
    const res = await post(t, terms({ maker: carol, nonce: '21' }), carol);
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toBe('At most 20 orders may wait to be placed');
    expect(await t.database.db.order.count({ where: { maker: carol } })).toBe(20);
  });

  it('answers 503 where the deployment pins no order code, and stores nothing', async () => {
    const res = await post(unpinned, terms());
    expect(res.statusCode).toBe(503);
    expect(errorOf(res)).toMatchObject({
      code: 'NOT_CONFIGURED',
      message: 'Limit orders are not configured on this server',
    });
    expect(await unpinned.database.db.order.count()).toBe(0);
  });

  it('answers nothing without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/users/orders', payload: terms() });
    expect(res.statusCode).toBe(401);
  });
});
