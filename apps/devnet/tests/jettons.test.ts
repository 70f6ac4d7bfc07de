import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { Pool } from '@atoll/contracts';
import { isHandedOut, POOL_SPECS, unitsForUsd, WALLET_USD_PER_ASSET } from '../src/genesis/catalog';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';

const suite = fileDevnet();

describe('GET /v2/jettons/{id}', () => {
  it('describes every demo token with the supply genesis minted', async () => {
    const { world } = suite.devnet;
    for (const token of world.tokens) {
      const { status, body } = await suite.call(`/v2/jettons/${token.master.toRawString()}`);
      expect(status).toBe(200);
      expectMatchesSpec('getJettonInfo', body);

      const info = await suite.client.jettons.getJettonInfo(token.master);
      const units = (usd: number) => unitsForUsd(usd, token.usdPrice, token.decimals);
      // genesis.ts: each pool's side, a million dollars more for the genesis account, then each wallet (not
      // the blacklisted and scam tokens, which no demo wallet holds)
      const pools = POOL_SPECS.filter((p) => p.a === token.symbol || p.b === token.symbol);
      const holders = isHandedOut(token) ? world.wallets.length : 0;
      const minted =
        pools.reduce((sum, p) => sum + units(p.usdDepth), 0n) +
        units(1_000_000) +
        BigInt(holders) * units(WALLET_USD_PER_ASSET);
      expect(info.totalSupply).toBe(minted);
      expect(info.mintable).toBe(true);
      expect(info.admin?.address.equals(world.admin)).toBe(true);
      expect(info.metadata.address.equals(token.master)).toBe(true);
      expect(info.metadata.symbol).toBe(token.symbol);
      expect(info.metadata.name).toBe(token.name);
      expect(info.metadata.decimals).toBe(String(token.decimals));
      expect(info.metadata.description).toBe(token.description);
      expect(info.preview).toBe(token.imageUrl);
      // the catalog's TonAPI level: the demo world has one token of each, and one scam
      expect(info.verification).toBe(token.verification);
      // the demo wallets, the genesis account and each pool holding the token
      expect(info.holdersCount).toBe(holders + 1 + pools.length);
    }
  });

  it('describes the LP token of a pool (the pool is its master)', async () => {
    const { world, chain } = suite.devnet;
    const spec = world.pools.find((p) => p.a === 'ATL' && p.b === 'CORAL')!;
    const { status, body } = await suite.call(`/v2/jettons/${spec.address.toRawString()}`);
    expect(status).toBe(200);
    expectMatchesSpec('getJettonInfo', body);

    const info = await suite.client.jettons.getJettonInfo(spec.address);
    const data = await chain.blockchain.openContract(Pool.createFromAddress(spec.address)).getPoolData();
    expect(info.totalSupply).toBe(data.lpSupply);
    expect(info.admin).toBeUndefined();
    expect(info.metadata.name).toBe('Atoll Pool: ATL/CORAL 1%');
    expect(info.metadata.symbol).toBe('ATOLL-LP');
    expect(info.metadata.decimals).toBe('9');
    expect(info.holdersCount).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an account that is not a jetton master', async () => {
    const alice = suite.devnet.world.wallets[0]!.contract.address;
    const { status, body } = await suite.call(`/v2/jettons/${alice.toRawString()}`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'entity not found' });
    await expect(suite.client.jettons.getJettonInfo(alice)).rejects.toThrow('entity not found');

    const nobody = new Address(0, Buffer.alloc(32, 0x11));
    expect((await suite.call(`/v2/jettons/${nobody.toRawString()}`)).status).toBe(404);
  });

  it('answers 400 for an id that is no address', async () => {
    expect((await suite.call('/v2/jettons/xyz')).status).toBe(400);
  });
});
