import { Cell, Dictionary, toNano } from '@ton/core';
import { deployMessage, plannedLibrarian } from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import { describe, expect, it } from 'vitest';
import { sendFromDemoWallet } from '../src/testing';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';

// Public libraries as a real network has them: what a masterchain account publishes (a librarian, as
// `npm run deploy` deploys one) becomes resolvable by every contract, and its raw account lists it.

const suite = fileDevnet();

const hashes = (libs: Cell | undefined) =>
  (libs?.beginParse().loadDictDirect(Dictionary.Keys.Buffer(32), Dictionary.Values.Cell()).keys() ?? [])
    .map((k) => k.toString('hex'))
    .sort();

describe('libraries published on the masterchain', () => {
  it('join the network’s libraries beside the genesis order code, and show on the raw account', async () => {
    const { devnet } = suite;
    const orderHash = loadCode('Order').hash().toString('hex');
    expect(hashes(devnet.chain.blockchain.libs)).toEqual([orderHash]);
    // a library only this test publishes: a librarian of another code than the order's
    const library = loadCode('Refusing');
    const librarian = plannedLibrarian({ order: library, librarian: loadCode('Librarian') });
    await sendFromDemoWallet(devnet, devnet.world.wallets[0]!, [deployMessage(librarian, toNano('5'))]);

    expect(hashes(devnet.chain.blockchain.libs)).toEqual([orderHash, library.hash().toString('hex')].sort());
    const raw = librarian.address.toRawString();
    expect(raw.startsWith('-1:')).toBe(true);
    const { status, body } = await suite.call(`/v2/blockchain/accounts/${raw}`);
    expect(status).toBe(200);
    expectMatchesSpec('getBlockchainRawAccount', body);
    const account = body as {
      address: string;
      status: string;
      libraries: { public: boolean; root: string }[];
    };
    expect(account.address).toBe(raw);
    expect(account.status).toBe('active');
    expect(account.libraries).toHaveLength(1);
    expect(account.libraries[0]!.public).toBe(true);
    expect(Cell.fromHex(account.libraries[0]!.root).hash().equals(library.hash())).toBe(true);
    // as the SDK reads it
    const parsed = await suite.client.blockchain.getBlockchainRawAccount(librarian.address);
    expect(parsed.libraries?.map((l) => [l.public, l.root.hash().toString('hex')])).toEqual([
      [true, library.hash().toString('hex')],
    ]);
    // its transaction is indexed as the masterchain account's
    const txs = (await suite.call(`/v2/blockchain/accounts/${raw}/transactions`)).body as {
      transactions: { account: { address: string }; success: boolean }[];
    };
    expect(txs.transactions.map((t) => [t.account.address, t.success])).toEqual([[raw, true]]);
  });

  it('lists no libraries for an account that publishes none', async () => {
    const wallet = suite.devnet.world.wallets[0]!.contract.address.toRawString();
    const { body } = await suite.call(`/v2/blockchain/accounts/${wallet}`);
    expect(body).not.toHaveProperty('libraries');
  });
});
