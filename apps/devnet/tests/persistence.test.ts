import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Address } from '@ton/core';
import { JettonWallet, jettonWalletAddress, Pool } from '@atoll/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningDevnet, startDevnet } from '../src/devnet';
import { loadConfig } from '../src/env';
import { BOT_WALLET_MNEMONICS } from '../src/genesis/mnemonics';
import { Market } from '../src/market/market';

const dir = mkdtempSync(join(tmpdir(), 'atoll-devnet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const config = (...extra: string[]) => ({
  ...loadConfig([`--data-dir=${dir}`, '--no-market', '--port=1', '--block-interval=100', ...extra], {}),
  publicUrl: 'http://localhost:8081',
});

/** What must survive a restart: balances, pool reserves, the index, the block height. */
async function observe(devnet: RunningDevnet, who: Address[]) {
  const { chain, world } = devnet;
  const out: Record<string, string> = {};
  for (const owner of who) {
    out[`ton ${owner.toRawString()}`] = (await chain.blockchain.getContract(owner)).balance.toString();
    for (const token of world.tokens) {
      const wallet = chain.blockchain.openContract(
        JettonWallet.createFromAddress(jettonWalletAddress(owner, token.master, world.jettonWalletCode)),
      );
      out[`${token.symbol} ${owner.toRawString()}`] = (await wallet.getJettonBalance()).toString();
    }
  }
  for (const pool of world.pools) {
    const data = await chain.blockchain.openContract(Pool.createFromAddress(pool.address)).getPoolData();
    out[`pool ${pool.address.toRawString()}`] =
      `${data.reserve0}/${data.reserve1}/${data.lpSupply}/${data.seqno}`;
  }
  return out;
}

describe('persistence', () => {
  const faucetAddress = new Address(0, Buffer.alloc(32, 7));
  let before: { state: Record<string, string>; txs: number; seqno: number; swapTx: string };
  let who: Address[] = [];

  it('a fresh data directory gets a genesis; a swap and a faucet request are made', async () => {
    const devnet = await startDevnet(config());
    try {
      expect(devnet.restored).toBe(false);
      const market = new Market(devnet.chain, devnet.world, {
        intervalMs: 1000,
        mnemonics: [BOT_WALLET_MNEMONICS[0]!],
        seed: 1,
      });
      const swap = await market.step(undefined, 'swap');
      expect(swap.events.map((e) => e.type)).toContain('swap');
      const res = await devnet.app.inject({
        method: 'POST',
        url: '/devnet/faucet',
        payload: { address: faucetAddress.toRawString() },
      });
      expect(res.statusCode).toBe(200);
      who = [market.bots[0]!.address, devnet.world.wallets[0]!.contract.address, faucetAddress];
      await new Promise((resolve) => setTimeout(resolve, 300)); // a few blocks
      before = {
        state: await observe(devnet, who),
        txs: devnet.chain.index.size,
        seqno: devnet.chain.blocks.headSeqno,
        swapTx: swap.txs.find((t) => t.tx.inMessage?.info.type === 'external-in')!.hash,
      };
    } finally {
      await devnet.close();
    }
  });

  it('a restart restores the same chain and history, quickly', async () => {
    const started = Date.now();
    const devnet = await startDevnet(config());
    const ms = Date.now() - started;
    console.log(`restart from the data directory: ${ms} ms (${before.txs} transactions)`);
    try {
      expect(devnet.restored).toBe(true);
      expect(devnet.chain.index.size).toBe(before.txs);
      expect(devnet.chain.blocks.headSeqno).toBeGreaterThanOrEqual(before.seqno);
      expect(devnet.chain.index.get(before.swapTx)).toBeDefined();
      expect(await observe(devnet, who)).toEqual(before.state);
      // the chain goes on: new blocks, and the bot's wallet signs with the next seqno
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(devnet.chain.blocks.headSeqno).toBeGreaterThan(before.seqno);
      const market = new Market(devnet.chain, devnet.world, {
        intervalMs: 1000,
        mnemonics: [BOT_WALLET_MNEMONICS[0]!],
        seed: 2,
      });
      const swap = await market.step(undefined, 'swap');
      expect(swap.events.map((e) => e.type)).toContain('swap');
      expect(devnet.chain.index.size).toBeGreaterThan(before.txs);
      expect(ms).toBeLessThan(10_000);
    } finally {
      await devnet.close();
    }
  });

  it('--reset starts over', async () => {
    const devnet = await startDevnet(config('--reset'));
    try {
      expect(devnet.restored).toBe(false);
      expect(devnet.chain.index.size).toBeLessThan(before.txs);
      expect((await devnet.chain.blockchain.getContract(faucetAddress)).balance).toBe(0n);
    } finally {
      await devnet.close();
    }
  });
});
