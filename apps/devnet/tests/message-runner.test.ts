import {
  Address,
  beginCell,
  Cell,
  Dictionary,
  internal,
  loadMessage,
  toNano,
  type Transaction,
} from '@ton/core';
import { describe, expect, it } from 'vitest';
import { readAccount, runGet } from '../src/chain-readers/contract-state';
import { ChainInputError } from '../src/chain/devnet-chain';
import type { DemoWallet } from '../src/genesis/demo-world';
import { seqnoOf, signedExternal, swapMessage } from './helpers/wallet-messages';
import { fileDevnet } from './helpers/file-devnet';

// The devnet runs messages with its own runner on the sandbox's emulator (not the sandbox's
// queue). These tests hold it to what the sandbox itself would have done, and to the chain's state.

const suite = fileDevnet();

async function signed(
  wallet: DemoWallet,
  messages: ReturnType<typeof internal>[],
  seqnoShift = 0,
): Promise<Cell> {
  return signedExternal(wallet, (await seqnoOf(suite.devnet, wallet)) + seqnoShift, messages);
}

const tonToUsd = (wallet: DemoWallet, amount: bigint) => swapMessage(suite.devnet, wallet, amount);

async function usdToTon(wallet: DemoWallet, amount: bigint) {
  const usdWallet = (await runGet(
    suite.devnet.chain.blockchain,
    suite.devnet.world.usd.master,
    'get_wallet_address',
    [{ type: 'slice', cell: beginCell().storeAddress(wallet.contract.address).endCell() }],
  ))!.readAddress();
  return swapMessage(suite.devnet, wallet, amount, usdWallet);
}

const inMessageCell = (t: Transaction) => t.raw.refs[0]!.beginParse().loadMaybeRef()!;
function outMessageCells(t: Transaction): Cell[] {
  const io = t.raw.refs[0]!.beginParse();
  io.loadMaybeRef();
  return io.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell()).values();
}

describe('message runner', () => {
  it('runs what the sandbox runs, and hands each message on as the very cell that was sent', async () => {
    const chain = suite.devnet.chain;
    const blockchain = chain.blockchain;
    const wallet = suite.devnet.world.wallets[1]!;
    const boc = await signed(wallet, [tonToUsd(wallet, toNano('2'))]);
    blockchain.now = Math.floor(Date.now() / 1000); // both runs at the same time
    try {
      const before = blockchain.snapshot();
      // the sandbox's own queue, outside the devnet (so nothing is indexed)
      const theirs = (await blockchain.sendMessage(loadMessage(boc.beginParse()))).transactions;
      await blockchain.loadFrom(before);
      const ours = await chain.sendExternal(boc);

      expect(ours).toHaveLength(5);
      const facts = (t: Transaction) => ({
        account: t.address,
        lt: t.lt,
        fees: t.totalFees.coins,
        sent: t.outMessagesCount,
        aborted: t.description.type === 'generic' && t.description.aborted,
      });
      expect(ours.map((t) => facts(t.tx))).toEqual(
        [...theirs].sort((a, b) => (a.lt < b.lt ? -1 : 1)).map(facts),
      );
      // on a real network a message arrives as the cell its sender put in out_msgs, so its hash
      // (what TonAPI and the indexer match on) is the same on both sides; the sandbox rebuilds
      // messages from their parsed form, which can change the cell
      for (const child of ours.filter((t) => t.parentHash)) {
        const parent = ours.find((t) => t.hash === child.parentHash)!;
        expect(outMessageCells(parent.tx).map((c) => c.hash().toString('hex'))).toContain(
          inMessageCell(child.tx).hash().toString('hex'),
        );
      }
    } finally {
      blockchain.now = undefined;
    }
  });

  it('keeps every end balance equal to the chain: swaps both ways, a bounce, a new account', async () => {
    const [a, b] = suite.devnet.world.wallets;
    const nowhere = new Address(0, Buffer.alloc(32, 7)); // no contract: a bounceable message comes back
    const fresh = new Address(0, Buffer.alloc(32, 9)); // non-bounceable: the value stays there
    const touched = new Set<string>();
    const run = async (boc: Cell) =>
      (await suite.devnet.chain.sendExternal(boc)).forEach((t) => touched.add(t.account));
    await run(await signed(a!, [tonToUsd(a!, toNano('3'))]));
    await run(await signed(a!, [await usdToTon(a!, 1_000_000n)]));
    await run(
      await signed(b!, [
        internal({ to: nowhere, value: toNano('0.5'), bounce: true }),
        internal({ to: fresh, value: toNano('0.25'), bounce: false }),
      ]),
    );
    const bounced = suite.devnet.chain.index.lastTx(b!.contract.address.toRawString())!;
    expect(bounced.tx.inMessage?.info.type === 'internal' && bounced.tx.inMessage.info.bounced).toBe(true);
    expect(touched.size).toBe(7); // a, pool, its aUSD wallet, a's aUSD wallet, b, nowhere, fresh
    for (const account of touched) {
      const last = suite.devnet.chain.index.lastTx(account)!;
      const state = await readAccount(suite.devnet.chain.blockchain, Address.parse(account));
      expect({ account, balance: last.endBalance }).toEqual({ account, balance: state.balance });
    }
    expect((await readAccount(suite.devnet.chain.blockchain, fresh)).balance).toBeGreaterThan(toNano('0.24'));
  });

  it('refuses an external the wallet does not accept and changes nothing', async () => {
    const wallet = suite.devnet.world.wallets[2]!;
    const lt = suite.devnet.chain.blockchain.lt;
    const size = suite.devnet.chain.index.size;
    const balance = (await readAccount(suite.devnet.chain.blockchain, wallet.contract.address)).balance;
    const stale = await signed(wallet, [tonToUsd(wallet, toNano('1'))], 1);
    await expect(suite.devnet.chain.sendExternal(stale)).rejects.toBeInstanceOf(ChainInputError);
    expect(suite.devnet.chain.index.size).toBe(size);
    expect((await readAccount(suite.devnet.chain.blockchain, wallet.contract.address)).balance).toBe(balance);
    // the next good message still runs, from the same balance
    const txs = await suite.devnet.chain.sendExternal(await signed(wallet, [tonToUsd(wallet, toNano('1'))]));
    expect(txs[0]!.lt).toBeGreaterThan(lt);
    expect(txs).toHaveLength(5);
  });
});
