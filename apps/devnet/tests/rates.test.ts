import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { wholeTokenPools } from '@atoll/chain/testing';
import { Cell, internal, SendMode, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildSwap, jetton, newQueryId, Pool, TON } from '@atoll/contracts';
import { formatDiff, lpPrice, type PoolReserves, priceAssets } from '../src/chain-readers/pricing';
import { TON_USD_PRICE } from '../src/genesis/catalog';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';

// ---- the pure pricing ----

const USD = 'usd-master';
/** The pricing names TON by the one native address (@atoll/chain). */
const TON_ASSET = NATIVE_TON_ADDRESS;
const DEC: Record<string, number> = { [TON_ASSET]: 9, [USD]: 6, A: 9, B: 8, C: 9 };
const decimals = (a: string) => DEC[a]!;
const pool = wholeTokenPools(decimals);

describe('priceAssets', () => {
  const cases: Array<{ name: string; pools: PoolReserves[]; expect: Record<string, number | undefined> }> = [
    {
      name: 'TON from a TON/USD pool, decimals adjusted',
      pools: [pool(TON_ASSET, 1000, USD, 3200)],
      expect: { [TON_ASSET]: 3.2, [USD]: 1 },
    },
    {
      name: 'TON from the deepest of two TON/USD pools',
      pools: [pool(TON_ASSET, 10, USD, 50), pool(TON_ASSET, 1000, USD, 3000)],
      expect: { [TON_ASSET]: 3 },
    },
    {
      name: 'the pool order does not matter (USD as asset0)',
      pools: [pool(USD, 3000, TON_ASSET, 1000)],
      expect: { [TON_ASSET]: 3 },
    },
    {
      name: 'a token through TON',
      pools: [pool(TON_ASSET, 1000, USD, 3000), pool(TON_ASSET, 100, 'A', 600)],
      expect: { A: 0.5 },
    },
    {
      name: 'a token directly against USD',
      pools: [pool(TON_ASSET, 1000, USD, 3000), pool(USD, 64000, 'B', 1)],
      expect: { B: 64000 },
    },
    {
      name: 'the deeper of two routes to a priced asset wins',
      pools: [pool(TON_ASSET, 1000, USD, 3000), pool(TON_ASSET, 100, 'A', 600), pool(USD, 10, 'A', 100)],
      expect: { A: 0.5 },
    },
    {
      name: 'two hops: C only trades against A',
      pools: [pool(TON_ASSET, 1000, USD, 3000), pool(TON_ASSET, 100, 'A', 600), pool('A', 50, 'C', 1000)],
      expect: { C: 0.025 },
    },
    {
      name: 'a shorter path wins over a deeper longer one',
      pools: [
        pool(TON_ASSET, 1000, USD, 3000),
        pool(TON_ASSET, 1, 'C', 100), // C = 0.03 directly
        pool(TON_ASSET, 1000, 'A', 6000),
        pool('A', 1_000_000, 'C', 1_000_000), // would make C = 0.5
      ],
      expect: { C: 0.03 },
    },
    {
      name: 'empty pools price nothing',
      pools: [
        pool(TON_ASSET, 1000, USD, 3000),
        { asset0: TON_ASSET, asset1: 'A', reserve0: 0n, reserve1: 0n },
      ],
      expect: { A: undefined },
    },
    {
      name: 'without a TON/USD pool TON is priced through a token',
      pools: [pool(USD, 1000, 'A', 2000), pool(TON_ASSET, 100, 'A', 600)],
      expect: { A: 0.5, [TON_ASSET]: 3 },
    },
    {
      name: 'an island of pools unconnected to USD has no price',
      pools: [pool('A', 100, 'C', 100)],
      expect: { A: undefined, C: undefined, [TON_ASSET]: undefined },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const prices = priceAssets({ pools: c.pools, decimals, usdAsset: USD });
      for (const [asset, usd] of Object.entries(c.expect)) {
        if (usd === undefined) expect(prices.get(asset)).toBeUndefined();
        else expect(prices.get(asset)!.usd).toBeCloseTo(usd, 9);
      }
      const tonUsd = prices.get(TON_ASSET)?.usd;
      if (tonUsd) for (const [, p] of prices) expect(p.ton).toBeCloseTo(p.usd / tonUsd, 12);
    });
  }

  it('values an LP share at the pool holdings over the supply', () => {
    const p = { ...pool(TON_ASSET, 1000, USD, 3000), lpSupply: 2000n * 10n ** 9n };
    const prices = priceAssets({ pools: [p], decimals, usdAsset: USD });
    expect(lpPrice(p, prices, decimals)!.usd).toBeCloseTo(3, 9); // $6000 over 2000 shares
    expect(lpPrice({ ...p, lpSupply: 0n }, prices, decimals)).toBeUndefined();
  });
});

describe('formatDiff', () => {
  const cases: Array<[number, number | undefined, string]> = [
    [110, 100, '+10.00%'],
    [90, 100, '\u221210.00%'],
    [100, 100, '0.00%'],
    [100.001, 100, '0.00%'],
    [1, undefined, '0.00%'],
    [1, 0, '0.00%'],
  ];
  for (const [now, then, text] of cases)
    it(`${now} vs ${then} → ${text}`, () => expect(formatDiff(now, then)).toBe(text));
});

// ---- over HTTP ----

const suite = fileDevnet();

async function poolMidTonUsd(): Promise<number> {
  const { world, chain } = suite.devnet;
  // the deepest TON/aUSD pool: TON is asset0 (TON sorts first), aUSD has 6 decimals
  const deepest = world.pools
    .filter((p) => p.a === 'TON' && p.b === 'aUSD')
    .sort((a, b) => b.usdDepth - a.usdDepth)[0]!;
  const data = await chain.blockchain.openContract(Pool.createFromAddress(deepest.address)).getPoolData();
  return Number(data.reserve1) / 1e6 / (Number(data.reserve0) / 1e9);
}

describe('GET /v2/rates', () => {
  it('prices TON from the deepest TON/aUSD pool and every token through the pools', async () => {
    const { world } = suite.devnet;
    const coral = world.tokens.find((t) => t.symbol === 'CORAL')!;
    const coralFriendly = coral.master.toString();
    const tokens = [
      'ton',
      world.usd.master.toRawString(),
      coralFriendly,
      ...world.tokens.map((t) => t.master.toRawString()),
    ];
    const res = await fetch(`${suite.devnet.baseUrl}/v2/rates?tokens=${tokens.join(',')}&currencies=usd,ton`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rates: Record<string, { prices: Record<string, number> }> };
    expectMatchesSpec('getRates', body);
    // keys: 'TON' for TON, every jetton under the string it was asked with
    expect(Object.keys(body.rates).sort()).toEqual(
      ['TON', coralFriendly, ...world.tokens.map((t) => t.master.toRawString())].sort(),
    );

    const { rates } = await suite.client.rates.getRates({ tokens, currencies: ['usd', 'ton'] });
    const mid = await poolMidTonUsd();
    expect(rates.TON!.prices!.USD).toBeCloseTo(mid, 12);
    expect(rates.TON!.prices!.USD).toBeCloseTo(TON_USD_PRICE, 6);
    expect(rates.TON!.prices!.TON).toBe(1);
    expect(rates.TON!.diff24h!.USD).toBe('0.00%');
    for (const token of world.tokens) {
      const r = rates[token.master.toRawString()]!;
      expect(r.prices!.USD).toBeCloseTo(token.usdPrice, token.usdPrice < 0.01 ? 9 : 4);
      expect(r.prices!.TON).toBeCloseTo(r.prices!.USD! / mid, 12);
    }
    expect(rates[coralFriendly]!.prices!.USD).toBeCloseTo(coral.usdPrice, 6);
  });

  it('moves the price and reports the change after a swap', async () => {
    const { world, chain } = suite.devnet;
    const alice = world.wallets[0]!;
    const deepest = world.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.feeBps === 30)!;
    const before = await poolMidTonUsd();
    // alice sells 5,000 TON for aUSD, signed by her wallet like any user
    const swap = buildSwap({
      pool: deepest.address,
      input: { asset: TON },
      assetOut: jetton(world.usd.master),
      amountIn: toNano('5000'),
      minOut: 0n,
      user: alice.contract.address,
      deadline: 0,
      queryId: newQueryId(),
    });
    await chain.act(async (blockchain) => {
      const wallet = blockchain.openContract(alice.contract);
      await wallet.sendTransfer({
        seqno: await wallet.getSeqno(),
        secretKey: alice.secretKey,
        sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
        messages: swap.messages.map((m) =>
          // 0.5 TON above the SDK's gas budget: the pool under development currently wants more
          internal({
            to: m.address,
            value: BigInt(m.amount) + toNano('0.5'),
            body: m.payload ? Cell.fromBase64(m.payload) : undefined,
          }),
        ),
      });
    });
    const after = await poolMidTonUsd();
    expect(after).toBeLessThan(before);
    const { rates } = await suite.client.rates.getRates({ tokens: ['ton'], currencies: ['usd'] });
    expect(rates.TON!.prices!.USD).toBeCloseTo(after, 12);
    const pct = ((after / before - 1) * 100).toFixed(2);
    expect(rates.TON!.diff24h!.USD).toBe(`\u2212${pct.slice(1)}%`);
  });

  it('rejects a token that is neither ton nor an address', async () => {
    const res = await fetch(`${suite.devnet.baseUrl}/v2/rates?tokens=nope&currencies=usd`);
    expect(res.status).toBe(400);
  });
});
