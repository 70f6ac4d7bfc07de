// The librarian (contracts/library/librarian.tolk), attacked first: it holds the order code every order
// runs, so a stranger who could change or remove that library, or take the TON that pays its masterchain
// rent, would stop every order on the network. Then the library it publishes, used the way the network
// uses it: an order placed and filled with its code resolved from that library only.
import { type Address, beginCell, Cell, external, toNano, type Transaction } from '@ton/core';
import { Blockchain, internal, type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCode } from '../src/artifacts';
import { TON } from '../src/sdk/assets';
import {
  masterchainRent,
  publicLibraryCodes,
  publishingStorage,
  storageUsedOf,
  withLibraries,
} from '../src/sdk/libraries';
import { Librarian } from '../src/wrappers/librarian';
import { OrderStatus } from '../src/wrappers/order-constants';
import { createOrderWorld, fillOrder, orderEventsOf, placeOrder, termsOf } from './helpers/order-world';
import { accountKey, exitCodeOf } from './helpers/transactions';

const ERR_ONLY_TOP_UPS = 0x1b;
const DEPLOY_TON = toNano('10');
const DAY = 86_400;

const orderCode = loadCode('Order');

async function deployLibrarian(blockchain: Blockchain, from: SandboxContract<TreasuryContract>) {
  const librarian = blockchain.openContract(Librarian.createForLibrary(orderCode, loadCode('Librarian')));
  const { transactions } = await librarian.sendDeploy(from.getSender(), DEPLOY_TON);
  return { librarian, transactions };
}

/** The librarian's state as the chain holds it: code, data and the libraries it publishes. */
async function stateOf(blockchain: Blockchain, address: Address) {
  const contract = await blockchain.getContract(address);
  const state = contract.account.account!.storage.state;
  if (state.type !== 'active') throw new Error(`the librarian is ${state.type}`);
  const libraries = state.state.libraries;
  return {
    balance: contract.balance,
    code: state.state.code!,
    data: state.state.data!,
    dictionary: libraries,
    libraries: libraries ? libraries.values() : [],
    stats: contract.account.account!.storageStats.used,
  };
}

const librarianTxs = (txs: Transaction[], librarian: Address) =>
  txs.filter((t) => t.address === accountKey(librarian));

describe('the librarian', () => {
  let blockchain: Blockchain;
  let deployer: SandboxContract<TreasuryContract>;
  let mallory: SandboxContract<TreasuryContract>;
  let librarian: SandboxContract<Librarian>;

  beforeEach(async () => {
    blockchain = await Blockchain.create();
    deployer = await blockchain.treasury('deployer');
    mallory = await blockchain.treasury('mallory');
    ({ librarian } = await deployLibrarian(blockchain, deployer));
  });

  it('lives on the masterchain and publishes the order code as a public library when deployed', async () => {
    expect(librarian.address.workChain).toBe(-1);
    const state = await stateOf(blockchain, librarian.address);
    expect(state.libraries).toHaveLength(1);
    expect(state.libraries[0]!.public).toBe(true);
    expect(state.libraries[0]!.root.hash().equals(orderCode.hash())).toBe(true);
    expect(publicLibraryCodes(state.dictionary).map((c) => c.hash())).toEqual([orderCode.hash()]);
    // what it attached stays, less the deploy's gas
    expect(state.balance).toBeGreaterThan(DEPLOY_TON - toNano('0.05'));
  });

  describe('a hostile sender', () => {
    const bodies: Array<[string, Cell]> = [
      [
        'a withdraw-looking op',
        beginCell().storeUint(0x5bd8a7e3, 32).storeUint(0, 64).storeCoins(toNano('10')).endCell(),
      ],
      ['a text comment', beginCell().storeUint(0, 32).storeStringTail('withdraw').endCell()],
      ['new code in a ref', beginCell().storeUint(1, 32).storeRef(loadCode('Refusing')).endCell()],
      ['a fake bounce', beginCell().storeUint(0xffffffff, 32).storeUint(0, 32).endCell()],
      ['a single bit', beginCell().storeBit(1).endCell()],
    ];

    it.each(bodies)(
      'sending %s gets it bounced with its value; library, code, data and TON stay',
      async (_, body) => {
        const before = await stateOf(blockchain, librarian.address);
        const malloryBefore = (await blockchain.getContract(mallory.address)).balance;
        const { transactions } = await mallory.send({
          to: librarian.address,
          value: toNano('5'),
          body,
          bounce: true,
        });
        const [tx] = librarianTxs(transactions, librarian.address);
        expect(exitCodeOf(tx!)).toBe(ERR_ONLY_TOP_UPS);
        const after = await stateOf(blockchain, librarian.address);
        expect(after.code.hash().equals(before.code.hash())).toBe(true);
        expect(after.data.hash().equals(orderCode.hash())).toBe(true);
        expect(after.libraries.map((l) => [l.public, l.root.hash().toString('hex')])).toEqual([
          [true, orderCode.hash().toString('hex')],
        ]);
        // no TON left the librarian but the rent since the last transaction; the five came back to mallory
        expect(after.balance).toBeLessThanOrEqual(before.balance);
        expect(before.balance - after.balance).toBeLessThan(toNano('0.001'));
        const lost = malloryBefore - (await blockchain.getContract(mallory.address)).balance;
        expect(lost).toBeGreaterThan(0n);
        expect(lost).toBeLessThan(toNano('0.05'));
      },
    );

    it('cannot redeploy it with other code: a state init for its address is ignored', async () => {
      const before = await stateOf(blockchain, librarian.address);
      await blockchain.sendMessage(
        internal({
          from: mallory.address,
          to: librarian.address,
          value: toNano('1'),
          stateInit: { code: loadCode('Refusing'), data: beginCell().endCell() },
        }),
      );
      const after = await stateOf(blockchain, librarian.address);
      expect(after.code.hash().equals(before.code.hash())).toBe(true);
      expect(after.libraries.map((l) => l.root.hash().toString('hex'))).toEqual([
        orderCode.hash().toString('hex'),
      ]);
    });

    it('cannot make it act from outside: an external message is refused', async () => {
      await expect(
        blockchain.sendMessage(
          external({ to: librarian.address, body: beginCell().storeUint(0, 32).endCell() }),
        ),
      ).rejects.toThrow();
      const after = await stateOf(blockchain, librarian.address);
      expect(after.libraries).toHaveLength(1);
    });

    it('cannot take its TON with a bounced message, and a top-up is kept with the library as it was', async () => {
      const before = await stateOf(blockchain, librarian.address);
      const { transactions } = await blockchain.sendMessage(
        internal({ from: mallory.address, to: librarian.address, value: toNano('2'), body: new Cell() }),
      );
      const [tx] = librarianTxs(transactions, librarian.address);
      expect(exitCodeOf(tx!)).toBe(0);
      expect(tx!.outMessagesCount).toBe(0);
      const after = await stateOf(blockchain, librarian.address);
      expect(after.balance - before.balance).toBeGreaterThan(toNano('1.9'));
      expect(after.libraries).toHaveLength(1);
    });
  });

  it('pays masterchain rent for the order code once, at the storage prices', async () => {
    const { stats, code, data } = await stateOf(blockchain, librarian.address);
    // the data and the library are the same cells, counted once: the order code, the librarian's own code,
    // the library dictionary's node and the account's (measured at this commit: 64 + 2 + 1 + 1 cells)
    const parts = storageUsedOf([code, data]);
    expect(stats.cells).toBe(parts.cells + 2n);
    // what the deploy estimates it from before the librarian exists: its cells, and all but its header's bits
    const estimate = publishingStorage({ code, data }, orderCode);
    expect(estimate.cells).toBe(stats.cells);
    expect(stats.bits - estimate.bits).toBeGreaterThanOrEqual(0n);
    expect(stats.bits - estimate.bits).toBeLessThan(200n);
    expect(stats.cells).toBeLessThan(2n * storageUsedOf([orderCode]).cells);
    // a day later the storage phase of a top-up collects exactly the rent the prices give for that size
    const { lastPaid } = (await blockchain.getContract(librarian.address)).account.account!.storageStats;
    blockchain.now = lastPaid + DAY;
    const { transactions } = await librarian.sendTopUp(deployer.getSender(), toNano('1'));
    const [tx] = librarianTxs(transactions, librarian.address);
    const collected =
      tx!.description.type === 'generic' ? tx!.description.storagePhase?.storageFeesCollected : -1n;
    expect(collected).toBe(masterchainRent(stats, BigInt(DAY)));
    // README "Deploy" states it for this order code (68 cells, 35,900 bits: 0.0922 TON a day, 34 TON a
    // year); the deploy attaches LIBRARIAN_TON (scripts/deploy) for months of it
    expect(masterchainRent(stats, BigInt(DAY)) * 365n).toBeLessThan(toNano('40'));
  });
});

describe('the library it publishes', () => {
  it('runs orders whose code is named only by hash: none without it, placed and filled with it', async () => {
    const ow = await createOrderWorld();
    const { world } = ow;
    const { librarian } = await deployLibrarian(world.blockchain, world.admin);
    // no library on the network: an order's state init names code nobody publishes
    // (undefined would keep the emulator's last libraries: another code stands in for none)
    world.blockchain.libs = withLibraries(undefined, [loadCode('Refusing')]);
    const lost = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order: unrun, txs: unrunTxs } = await placeOrder(ow, world.bob, lost);
    const [unrunTx] = unrunTxs.filter((t) => t.address === accountKey(unrun.address));
    expect(unrunTx!.description.type === 'generic' && unrunTx!.description.computePhase.type).toBe('vm');
    expect(exitCodeOf(unrunTx!)).toBe(9); // cell underflow: the library cell names code the network lacks
    await expect(unrun.getOrderData()).rejects.toThrow();

    // the network's libraries are what the librarian published
    const { libraries } = await stateOf(world.blockchain, librarian.address);
    world.blockchain.libs = withLibraries(
      undefined,
      libraries.filter((l) => l.public).map((l) => l.root),
    );
    const terms = termsOf(world, world.bob.address, TON, world.A, toNano('1'), toNano('4'));
    const { order } = await placeOrder(ow, world.bob, terms);
    expect((await order.getOrderData()).status).toBe(OrderStatus.open);
    const txs = await fillOrder(ow, ow.carol, order.address, terms.sellAmount, [
      { asset: world.A, feeBps: 30 },
    ]);
    expect(orderEventsOf(txs, order.address).map((e) => e.type)).toEqual(['order_filled']);
    expect((await order.getOrderData()).status).toBe(OrderStatus.closed);
  });
});
