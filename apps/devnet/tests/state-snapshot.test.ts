import { Cell, toNano } from '@ton/core';
import { snapshotToSerializable } from '@ton/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { serializableState } from '../src/chain/state-snapshot';
import { signedSwap } from './helpers/wallet-messages';
import { fileDevnet } from './helpers/file-devnet';

// The devnet saves the chain from the BoCs its accounts are stored as. What it saves must be
// the sandbox's own snapshot: the same fields and, account by account, the same state.

const suite = fileDevnet();

beforeAll(async () => {
  for (const w of suite.devnet.world.wallets.slice(0, 2)) {
    await suite.devnet.chain.sendExternal(await signedSwap(suite.devnet, w, toNano('2')));
  }
});

describe('saved chain state', () => {
  it("equals the sandbox's own snapshot: every field, and every account's state by hash", () => {
    const blockchain = suite.devnet.chain.blockchain;
    const ours = serializableState(blockchain);
    const theirs = snapshotToSerializable({ ...blockchain.snapshot(), transactions: [] });
    const { contracts: ourContracts, ...ourRest } = ours;
    const { contracts: theirContracts, ...theirRest } = theirs;
    expect(ourRest).toEqual(theirRest);
    expect(ourContracts.map((c) => c.address)).toEqual(theirContracts.map((c) => c.address));
    expect(ourContracts.length).toBeGreaterThan(20); // the demo world: factory, pools, jettons, wallets
    ourContracts.forEach((c, i) => {
      const t = theirContracts[i]!;
      expect(Cell.fromBase64(c.account).hash().toString('hex')).toBe(
        Cell.fromBase64(t.account).hash().toString('hex'),
      );
      expect(c.lastTxTime).toBe(t.lastTxTime);
      expect(c.verbosity).toEqual(t.verbosity);
    });
  });
});
