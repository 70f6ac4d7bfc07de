import { Address, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { JettonMinter } from '@atoll/contracts';
import { isHandedOut, unitsForUsd, WALLET_TON, WALLET_USD_PER_ASSET } from '../src/genesis/catalog';
import { toTonApiJson } from '../src/tonapi/serialize/account';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();

describe('GET /v2/accounts/{id}', () => {
  it('describes a demo wallet: active W5R1 with its genesis TON', async () => {
    const alice = suite.devnet.world.wallets[0]!.contract.address;
    const { status, body } = await suite.call(`/v2/accounts/${alice.toRawString()}`);
    expect(status).toBe(200);
    expectMatchesSpec('getAccount', body);

    const account = await suite.client.accounts.getAccount(alice);
    expect(account.address.equals(alice)).toBe(true);
    expect(account.status).toBe('active');
    expect(account.interfaces).toEqual(['wallet_v5r1']);
    expect(account.isWallet).toBe(true);
    expect(account.getMethods).toContain('seqno');
    // the genesis sent WALLET_TON; the deploy paid a little gas, the mints' excesses came back
    expect(account.balance).toBeLessThan(toNano(WALLET_TON) + toNano('1'));
    expect(account.balance).toBeGreaterThan(toNano(WALLET_TON) - toNano('1'));
    expect(account.balance).toBe((await suite.devnet.chain.blockchain.getContract(alice)).balance);
    expect(account.lastActivity).toBeGreaterThan(1_700_000_000);
  });

  it('marks the scam token’s master as TonAPI does (is_scam), and only that account', async () => {
    const { world } = suite.devnet;
    const flags = await Promise.all(
      world.tokens.map(async (token) => {
        const { status, body } = await suite.call(`/v2/accounts/${token.master.toRawString()}`);
        expect(status).toBe(200);
        expectMatchesSpec('getAccount', body);
        return [token.symbol, (body as { is_scam: boolean }).is_scam] as const;
      }),
    );
    expect(flags.filter(([, scam]) => scam).map(([symbol]) => symbol)).toEqual(['GIFT']);
    const alice = world.wallets[0]!.contract.address;
    expect((await suite.client.accounts.getAccount(alice)).isScam).toBe(false);
  });

  it('takes a user-friendly address as well as a raw one', async () => {
    const bob = suite.devnet.world.wallets[1]!.contract.address;
    const friendly = bob.toString({ bounceable: false, testOnly: true });
    const { status, body } = await suite.call(`/v2/accounts/${encodeURIComponent(friendly)}`);
    expect(status).toBe(200);
    expect((body as { address: string }).address).toBe(bob.toRawString());
  });

  it('answers an address never used with status nonexist and zero balance', async () => {
    const nobody = new Address(0, Buffer.alloc(32, 0xab));
    const { status, body } = await suite.call(`/v2/accounts/${nobody.toRawString()}`);
    expect(status).toBe(200);
    expectMatchesSpec('getAccount', body);
    const account = await suite.client.accounts.getAccount(nobody);
    expect(account.status).toBe('nonexist');
    expect(account.balance).toBe(0n);
    expect(account.getMethods).toEqual([]);
    // asking did not create the account in the sandbox (nothing to snapshot)
    const storage = Reflect.get(suite.devnet.chain.blockchain, 'storage') as {
      contracts: Map<string, unknown>;
    };
    expect(storage.contracts.has(nobody.toString())).toBe(false);
  });

  it('rejects an id that is no address with 400', async () => {
    const { status, body } = await suite.call('/v2/accounts/not-an-address');
    expect(status).toBe(400);
    expect(body).toHaveProperty('error');
  });

  it('names our contracts and recognises their code', async () => {
    const { world } = suite.devnet;
    const factory = await suite.client.accounts.getAccount(world.factory);
    expect(factory.name).toBe('Atoll factory');
    expect(factory.interfaces).toEqual(['atoll_factory']);
    expect(factory.isWallet).toBe(false);

    const poolSpec = world.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.feeBps === 30)!;
    const { body } = await suite.call(`/v2/accounts/${poolSpec.address.toRawString()}`);
    expectMatchesSpec('getAccount', body);
    const pool = await suite.client.accounts.getAccount(poolSpec.address);
    expect(pool.name).toBe('Atoll pool TON/aUSD 0.3%');
    expect(pool.interfaces).toContain('jetton_master');
    expect(pool.getMethods).toContain('get_pool_data');

    const usd = await suite.client.accounts.getAccount(world.usd.master);
    expect(usd.interfaces).toEqual(['jetton_master']);
    expect(usd.name).toBe('Atoll USD');
  });

  it('writes balances beyond 2^53 exactly (the genesis account)', async () => {
    const { world, chain } = suite.devnet;
    const onChain = (await chain.blockchain.getContract(world.admin)).balance;
    expect(onChain).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    const account = await suite.client.accounts.getAccount(world.admin);
    expect(account.balance).toBe(onChain);
    expect(account.isWallet).toBe(true);
    expect(account.name).toBe('Atoll devnet genesis');
    expect(toTonApiJson({ a: 10n ** 18n, b: 's' })).toBe('{"a":1000000000000000000,"b":"s"}');
  });
});

describe('POST /v2/accounts/_bulk', () => {
  it('answers each id as GET /v2/accounts/{id} does, in the order asked, raw or friendly', async () => {
    const { world } = suite.devnet;
    const alice = world.wallets[0]!.contract.address;
    const nobody = new Address(0, Buffer.alloc(32, 0xab));
    const ids = [
      world.admin.toRawString(),
      alice.toString({ bounceable: false, testOnly: true }),
      nobody.toRawString(),
    ];
    const { status, body, text } = await suite.post('/v2/accounts/_bulk', { account_ids: ids });
    expect(status).toBe(200);
    expectMatchesSpec('getAccounts', body);
    // one by one, the same answers (the genesis balance beyond 2^53 written exactly)
    const single = await Promise.all(
      [world.admin, alice, nobody].map(
        async (a) => (await suite.call(`/v2/accounts/${a.toRawString()}`)).text,
      ),
    );
    expect(text).toBe(`{"accounts":[${single.join(',')}]}`);
    const { accounts } = await suite.client.accounts.getAccounts({
      accountIds: [world.admin, alice, nobody],
    });
    expect(accounts.map((a) => a.status)).toEqual(['active', 'active', 'nonexist']);
    expect(accounts[0]!.balance).toBe((await suite.devnet.chain.blockchain.getContract(world.admin)).balance);
  });

  it.each([
    ['no ids', { account_ids: [] }],
    ['no body field', {}],
    ['an id that is no address', { account_ids: ['not-an-address'] }],
  ])('refuses %s with 400', async (_what, body) => {
    const answer = await suite.post('/v2/accounts/_bulk', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('error');
  });
});

describe('GET /v2/accounts/{id}/jettons', () => {
  it("lists a demo wallet's tokens with exactly what genesis gave it, priced", async () => {
    const { world } = suite.devnet;
    const alice = world.wallets[0]!.contract.address;
    const { status, body } = await suite.call(
      `/v2/accounts/${alice.toRawString()}/jettons?currencies=usd,ton`,
    );
    expect(status).toBe(200);
    expectMatchesSpec('getAccountJettonsBalances', body);

    const { balances } = await suite.client.accounts.getAccountJettonsBalances(alice, {
      currencies: ['usd', 'ton'],
    });
    // every token but the blacklisted and scam ones, which are there for the safety checks
    const held = world.tokens.filter(isHandedOut);
    expect(balances.map((b) => b.jetton.symbol).sort()).toEqual(held.map((t) => t.symbol).sort());
    for (const token of held) {
      const entry = balances.find((b) => b.jetton.address.equals(token.master))!;
      expect(entry.balance).toBe(unitsForUsd(WALLET_USD_PER_ASSET, token.usdPrice, token.decimals));
      expect(entry.jetton.decimals).toBe(token.decimals);
      expect(entry.jetton.name).toBe(token.name);
      expect(entry.jetton.image).toBe(token.imageUrl);
      expect(entry.jetton.verification).toBe(token.verification);
      // the pools were seeded at the catalog prices
      expect(entry.price?.prices?.USD).toBeCloseTo(token.usdPrice, token.usdPrice < 0.01 ? 8 : 3);
      expect(entry.price?.prices?.TON).toBeGreaterThan(0);
      // the wallet is the one the master itself names
      const named = await suite.devnet.chain.blockchain
        .openContract(JettonMinter.createFromAddress(token.master))
        .getWalletAddress(alice);
      expect(entry.walletAddress.address.equals(named)).toBe(true);
    }
  });

  it('answers quickly', async () => {
    const alice = suite.devnet.world.wallets[0]!.contract.address.toRawString();
    for (const path of [
      `/v2/accounts/${alice}/jettons?currencies=usd,ton`,
      `/v2/accounts/${alice}/jettons`,
    ]) {
      const started = performance.now();
      await suite.call(path);
      console.log(path, Math.round(performance.now() - started), 'ms');
    }
  });

  it('leaves the price out when no currency is asked', async () => {
    const alice = suite.devnet.world.wallets[0]!.contract.address;
    const { body } = await suite.call(`/v2/accounts/${alice.toRawString()}/jettons`);
    expectMatchesSpec('getAccountJettonsBalances', body);
    for (const b of (body as { balances: Array<Record<string, unknown>> }).balances)
      expect(b).not.toHaveProperty('price');
  });

  it('includes the LP shares of the genesis account, which created every pool', async () => {
    const { world } = suite.devnet;
    const { body } = await suite.call(`/v2/accounts/${world.admin.toRawString()}/jettons?currencies=usd`);
    expectMatchesSpec('getAccountJettonsBalances', body);
    const { balances } = await suite.client.accounts.getAccountJettonsBalances(world.admin, {
      currencies: ['usd'],
    });
    for (const pool of world.pools) {
      const lp = balances.find((b) => b.jetton.address.equals(pool.address));
      expect(lp, `LP of ${pool.a}/${pool.b} ${pool.feeBps}`).toBeDefined();
      expect(lp!.balance).toBeGreaterThan(0n);
      expect(lp!.jetton.name).toMatch(new RegExp(`^Atoll Pool: ${pool.a}/${pool.b} `));
      // an LP share is worth what the pool holds over the supply: both sides at usdDepth
      expect(lp!.price?.prices?.USD).toBeGreaterThan(0);
    }
    const tonUsd = balances.find((b) => b.jetton.address.equals(world.pools[0]!.address))!;
    const usdValue = (Number(tonUsd.balance) / 1e9) * tonUsd.price!.prices!.USD!;
    // the creator holds everything but the locked minimum liquidity
    expect(usdValue).toBeGreaterThan(2 * world.pools[0]!.usdDepth * 0.99);
    expect(usdValue).toBeLessThanOrEqual(2 * world.pools[0]!.usdDepth * 1.0001);
  });

  it('answers an empty list for an account that holds nothing', async () => {
    const nobody = new Address(0, Buffer.alloc(32, 0xcd));
    const { balances } = await suite.client.accounts.getAccountJettonsBalances(nobody);
    expect(balances).toEqual([]);
  });
});
