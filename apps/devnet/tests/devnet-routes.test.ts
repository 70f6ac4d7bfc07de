import { randomBytes } from 'node:crypto';
import { Address, toNano } from '@ton/core';
import { mnemonicToPrivateKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { JettonWallet, jettonWalletAddress } from '@atoll/contracts';
import { describe, expect, it } from 'vitest';
import { isHandedOut, type TokenSpec } from '../src/genesis/catalog';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();

interface Info {
  factory: string;
  tokens: {
    symbol: string;
    decimals: number;
    address: string;
    image: string;
    is_meme: boolean;
    verification: TokenSpec['verification'];
    is_scam: boolean;
  }[];
  pools: { address: string; a: string; b: string; fee_bps: number }[];
  wallets: { name: string; address: string; friendly: string; mnemonic: string; version: string }[];
}

interface FaucetAnswer {
  ok: boolean;
  address: string;
  ton: string;
  jettons: { symbol: string; master: string; decimals: number; amount: string; units: string }[];
}

const getInfo = async () => (await (await fetch(`${suite.devnet.baseUrl}/devnet/info`)).json()) as Info;

const faucet = (body: string, contentType = 'application/json') =>
  fetch(`${suite.devnet.baseUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe('GET /devnet/info', () => {
  it('lists at least six tokens, a 6-decimal stablecoin and a meme token', async () => {
    const { tokens, factory } = await getInfo();
    expect(Address.isRaw(factory)).toBe(true);
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    expect(tokens.some((t) => t.decimals === 6 && t.symbol.includes('USD'))).toBe(true);
    expect(tokens.some((t) => t.is_meme)).toBe(true);
    for (const t of tokens) expect(t.image).toMatch(/\/devnet\/icons\/[a-z0-9-]+\.svg$/);
  });

  it('lists pools of at least six pairs, TON pairs and two pairs with several fee tiers', async () => {
    const { pools, tokens } = await getInfo();
    const symbols = new Set(['TON', ...tokens.map((t) => t.symbol)]);
    const tiers = new Map<string, Set<number>>();
    for (const p of pools) {
      expect(symbols.has(p.a) && symbols.has(p.b)).toBe(true);
      const pair = [p.a, p.b].sort().join('/');
      tiers.set(pair, (tiers.get(pair) ?? new Set()).add(p.fee_bps));
    }
    expect(tiers.size).toBeGreaterThanOrEqual(6);
    expect([...tiers.keys()].filter((pair) => pair.split('/').includes('TON')).length).toBeGreaterThanOrEqual(
      2,
    );
    expect([...tiers.values()].filter((fees) => fees.size > 1).length).toBeGreaterThanOrEqual(2);
    expect(new Set(pools.map((p) => p.address)).size).toBe(pools.length);
  });

  it('lists five W5R1 wallets whose mnemonics derive their addresses (testnet global id -3)', async () => {
    const { wallets } = await getInfo();
    expect(wallets).toHaveLength(5);
    for (const w of wallets) {
      const keys = await mnemonicToPrivateKey(w.mnemonic.split(' '));
      const derived = WalletContractV5R1.create({
        workchain: 0,
        publicKey: keys.publicKey,
        walletId: { networkGlobalId: -3 },
      }).address;
      expect(derived.toRawString()).toBe(w.address);
      expect(Address.parse(w.friendly).equals(derived)).toBe(true);
      expect(w.version).toBe('v5r1');
      // funded at genesis, and deployed
      const account = await suite.devnet.chain.blockchain.getContract(derived);
      expect(account.accountState?.type).toBe('active');
      expect(account.balance).toBeGreaterThan(toNano('1000'));
    }
  });
});

describe('POST /devnet/faucet', () => {
  it('gives a new address TON and every demo jetton a user would hold, and says how much', async () => {
    const address = new Address(0, randomBytes(32));
    const res = await faucet(JSON.stringify({ address: address.toString({ testOnly: true }) }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as FaucetAnswer;
    expect(body.ok).toBe(true);
    expect(body.address).toBe(address.toRawString());
    const { tokens } = await getInfo();
    // not the blacklisted and scam tokens, which the demo world has for the safety checks only
    const handedOut = tokens.filter((t) => isHandedOut({ verification: t.verification, isScam: t.is_scam }));
    expect(handedOut.map((t) => t.symbol).sort()).toEqual(['ATL', 'CORAL', 'PUFF', 'REEF', 'aBTC', 'aUSD']);
    expect(body.jettons.map((j) => j.symbol).sort()).toEqual(handedOut.map((t) => t.symbol).sort());

    const account = await suite.devnet.chain.blockchain.getContract(address);
    // the TON sent, plus the excesses of the jetton mints (their response address is the receiver)
    expect(body.ton).toBe('100');
    expect(account.balance).toBeGreaterThanOrEqual(toNano(body.ton));
    expect(account.balance).toBeLessThan(toNano(body.ton) + toNano('1'));
    for (const grant of body.jettons) {
      expect(grant.amount).toMatch(/^\d+(\.\d+)?$/);
      const wallet = suite.devnet.chain.blockchain.openContract(
        JettonWallet.createFromAddress(
          jettonWalletAddress(address, Address.parse(grant.master), suite.devnet.world.jettonWalletCode),
        ),
      );
      expect(await wallet.getJettonBalance()).toBe(BigInt(grant.units));
      expect(BigInt(grant.units)).toBeGreaterThan(0n);
    }
    const usd = body.jettons.find((j) => j.decimals === 6)!;
    expect(Number(usd.amount)).toBeCloseTo(1000, 0);
  });

  it('accepts the raw form too', async () => {
    const address = new Address(0, randomBytes(32));
    const res = await faucet(JSON.stringify({ address: address.toRawString() }));
    expect(res.status).toBe(200);
    expect(((await res.json()) as FaucetAnswer).address).toBe(address.toRawString());
  });

  it.each([
    ['a body that is not JSON', '{"address": ', 'application/json', /not valid JSON/],
    ['text that is not JSON', 'hello', 'text/plain', /not valid JSON/],
    ['no body', '', 'application/json', /missing body/],
    ['an array', '["0:00"]', 'application/json', /JSON object/],
    ['no address', '{}', 'application/json', /missing "address"/],
    ['an address that is not a string', '{"address": 42}', 'application/json', /must be a string/],
    [
      'an invalid address',
      '{"address": "EQ-not-an-address"}',
      'application/json',
      /invalid address "EQ-not-an-address"/,
    ],
    [
      'a masterchain address',
      JSON.stringify({ address: `-1:${'ab'.repeat(32)}` }),
      'application/json',
      /workchain -1/,
    ],
  ])('answers 400 to %s', async (_what, body, contentType, message) => {
    const res = await faucet(body, contentType);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string };
    expect(answer.error).toMatch(message);
  });
});

describe('GET /devnet/icons/:file', () => {
  it('serves every token icon and the LP icon as SVG', async () => {
    const { tokens } = await getInfo();
    const files = [...tokens.map((t) => new URL(t.image).pathname), '/devnet/icons/lp.svg'];
    expect(new Set(files).size).toBe(files.length);
    for (const path of files) {
      const res = await fetch(`${suite.devnet.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const svg = await res.text();
      expect(svg.trimStart().startsWith('<svg')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    }
  });

  it('answers 404 to unknown files and never leaves the icons directory', async () => {
    const unknown = await fetch(`${suite.devnet.baseUrl}/devnet/icons/nope.svg`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'entity not found' });
    for (const url of [
      '/devnet/icons/..%2F..%2Fpackage.json',
      '/devnet/icons/%2e%2e%2fsrc%2fenv.ts',
      '/devnet/icons/..%5C..%5Cpackage.json',
      '/devnet/icons/../../package.json',
      '/devnet/icons/ausd.svg%00.json',
    ]) {
      const res = await suite.devnet.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toMatch(/@atoll\/devnet|zod/);
    }
  });
});

describe('what the devnet does not serve', () => {
  it('answers 501 naming the path for TonAPI routes it lacks, never a fake success', async () => {
    const res = await fetch(`${suite.devnet.baseUrl}/v2/nfts/collections?limit=5`, {
      headers: { authorization: 'Bearer key' },
    });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ error: 'the devnet does not serve GET /v2/nfts/collections' });
    const outside = await fetch(`${suite.devnet.baseUrl}/nowhere`);
    expect(outside.status).toBe(404);
    expect(await outside.json()).toEqual({ error: 'entity not found' });
  });
});
