import { Address, internal, SendMode, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import { accountKinds } from '../src/chain-readers/account-kinds';
import { readAccount } from '../src/chain-readers/contract-state';
import { knownCode } from '../src/chain-readers/known-contracts';
import { seqnoOf, signedExternal, signedSwap } from './helpers/wallet-messages';
import { fileDevnet } from './helpers/file-devnet';

// The trace and address serializers take account identities (status and code) from a cache that
// keeps only Atoll's own contracts, whose code cannot change. What it answers must always be
// what the account holds right now.

const suite = fileDevnet();

async function swap(walletIndex: number) {
  const wallet = suite.devnet.world.wallets[walletIndex]!;
  return suite.devnet.chain.sendExternal(await signedSwap(suite.devnet, wallet, toNano('1')));
}

interface TraceNode {
  transaction: { account: { address: string } };
  interfaces: string[];
  children?: TraceNode[];
}
const flatten = (n: TraceNode): TraceNode[] => [n, ...(n.children ?? []).flatMap(flatten)];

describe('account identities', () => {
  it('match every account of a swap as it stands, swap after swap, and name their interfaces', async () => {
    const kinds = accountKinds(suite.devnet.chain, suite.devnet.world);
    for (let i = 0; i < 3; i++) {
      const txs = await swap(i);
      for (const t of txs) {
        const address = Address.parseRaw(t.account);
        const now = await readAccount(suite.devnet.chain.blockchain, address);
        const cached = await kinds.identity(address);
        expect(cached.status).toBe(now.status);
        expect(cached.code?.hash().toString('hex')).toBe(now.code?.hash().toString('hex'));
      }
      const res = await fetch(`${suite.devnet.baseUrl}/v2/traces/${txs[0]!.hash}`);
      const nodes = flatten((await res.json()) as TraceNode);
      const pool = suite.devnet.world.pools.find((p) => p.a === 'TON' && p.b === 'aUSD' && p.feeBps === 30)!;
      const byAccount = new Map(nodes.map((n) => [n.transaction.account.address, n.interfaces]));
      expect(byAccount.get(pool.address.toRawString())).toEqual(['atoll_pool', 'jetton_master']);
      expect(byAccount.get(suite.devnet.world.wallets[i]!.contract.address.toRawString())).toEqual([
        'wallet_v5r1',
      ]);
      expect([...byAccount.values()].filter((x) => x.includes('jetton_wallet'))).toHaveLength(2);
    }
  });

  it('reads an address afresh until it holds one of our contracts: nothing, then uninit, then a wallet', async () => {
    const kinds = accountKinds(suite.devnet.chain, suite.devnet.world);
    const keys = keyPairFromSeed(Buffer.alloc(32, 41));
    const fresh = WalletContractV5R1.create({ publicKey: keys.publicKey });
    expect((await kinds.identity(fresh.address)).status).toBe('nonexist');

    const funder = suite.devnet.world.wallets[4]!;
    await suite.devnet.chain.sendExternal(
      signedExternal(funder, await seqnoOf(suite.devnet, funder), [
        internal({ to: fresh.address, value: toNano('2'), bounce: false }),
      ]),
    );
    expect((await kinds.identity(fresh.address)).status).toBe('uninit');

    const deploy = fresh.createTransfer({
      seqno: 0,
      secretKey: keys.secretKey,
      messages: [],
      sendMode: SendMode.PAY_GAS_SEPARATELY,
    });
    await suite.devnet.chain.act(async (blockchain) => {
      await blockchain.sendMessage({
        info: { type: 'external-in', dest: fresh.address, importFee: 0n },
        init: fresh.init,
        body: deploy,
      });
    });
    const deployed = await kinds.identity(fresh.address);
    expect(deployed.status).toBe('active');
    expect(knownCode(suite.devnet.world, deployed.code)?.interfaces).toEqual(['wallet_v5r1']);
  });
});
