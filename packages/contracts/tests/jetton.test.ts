import { Address, beginCell, type Cell, toNano, type Transaction } from '@ton/core';
import { Blockchain, internal, type SandboxContract, type TreasuryContract } from '@ton/sandbox';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadCode } from '../src/artifacts';
import { buildOffchainMetadata, buildOnchainMetadata, parseMetadata } from '../src/jetton-metadata';
import {
  JettonError,
  JettonOp,
  JETTON_FORWARD_FEE_ALLOWANCE,
  jettonBurnMinTon,
  jettonTransferMinTon,
} from '../src/wrappers/jetton-constants';
import { JettonMinter } from '../src/wrappers/jetton-minter';
import { JettonWallet } from '../src/wrappers/jetton-wallet';
import { exitCodeOf, findTx, findTxs, gasOf, inBody, succeeded, valueOf } from './helpers/transactions';

const MINTED = toNano('1000');
const content = buildOnchainMetadata({ name: 'Atoll Test', symbol: 'ATT', description: 'jetton under test' });

let minterCode: Cell;
let walletCode: Cell;
let blockchain: Blockchain;
let admin: SandboxContract<TreasuryContract>;
let alice: SandboxContract<TreasuryContract>;
let bob: SandboxContract<TreasuryContract>;
let minter: SandboxContract<JettonMinter>;

async function walletOf(owner: Address): Promise<SandboxContract<JettonWallet>> {
  return blockchain.openContract(JettonWallet.createFromAddress(await minter.getWalletAddress(owner)));
}

/** A bounced message as the network would build it for Only256BitsOfBody: 0xFFFFFFFF + the first 256 bits. */
function bouncedBody(original: Cell): Cell {
  const slice = original.beginParse();
  return beginCell()
    .storeUint(0xffffffff, 32)
    .storeBits(slice.loadBits(Math.min(256, slice.remainingBits)))
    .endCell();
}

/**
 * The network never lets a contract forge `bounced`, so a bounce can only be the real thing: this
 * replays what `tx`'s incoming message would have bounced as had `tx` failed, back to its sender, and
 * tells whether the sender took it.
 */
async function replayBounce(tx: Transaction): Promise<boolean> {
  const info = tx.inMessage?.info;
  if (info?.type !== 'internal') throw new Error('only an internal message bounces');
  const bounce = await blockchain.sendMessage(
    internal({
      from: info.dest,
      to: info.src,
      value: toNano('0.05'),
      bounced: true,
      bounce: false,
      body: bouncedBody(inBody(tx)!),
    }),
  );
  return succeeded(findTx(bounce.transactions, { to: info.src, bounced: true }));
}

/** alice sends bob 1 jetton with 0.05 TON and no forward amount; bob's wallet must take it. */
async function sendOneToBob(responseAddress: Address | null) {
  const aliceWallet = await walletOf(alice.address);
  const bobWallet = await walletOf(bob.address);
  const res = await aliceWallet.sendTransfer(alice.getSender(), {
    value: toNano('0.05'),
    jettonAmount: toNano('1'),
    to: bob.address,
    responseAddress,
    forwardTonAmount: 0n,
  });
  expect(succeeded(findTx(res.transactions, { to: bobWallet.address, op: JettonOp.internalTransfer }))).toBe(
    true,
  );
  return { res, aliceWallet, bobWallet };
}

beforeAll(() => {
  minterCode = loadCode('JettonMinter');
  walletCode = loadCode('JettonWallet');
});

beforeEach(async () => {
  blockchain = await Blockchain.create();
  admin = await blockchain.treasury('admin');
  alice = await blockchain.treasury('alice');
  bob = await blockchain.treasury('bob');
  minter = blockchain.openContract(
    JettonMinter.createFromConfig({ admin: admin.address, content, walletCode }, minterCode),
  );
  const deploy = await minter.sendDeploy(admin.getSender(), toNano('1'));
  expect(succeeded(findTx(deploy.transactions, { to: minter.address }))).toBe(true);
  await minter.sendMint(admin.getSender(), { to: alice.address, jettonAmount: MINTED });
});

describe('minting', () => {
  it('deploys the wallet, credits it and returns the excesses', async () => {
    const res = await minter.sendMint(admin.getSender(), {
      to: bob.address,
      jettonAmount: toNano('5'),
      tonAmount: toNano('0.05'),
    });
    const bobWallet = await walletOf(bob.address);
    const step = findTx(res.transactions, {
      from: minter.address,
      to: bobWallet.address,
      op: JettonOp.internalTransfer,
    });
    expect(succeeded(step)).toBe(true);
    const mintTx = findTx(res.transactions, { from: admin.address, to: minter.address, op: JettonOp.mint });
    console.log(`gas, mint: minter ${gasOf(mintTx)}, new wallet ${gasOf(step)}`);
    expect(step.oldStatus).toBe('uninitialized');
    expect(step.endStatus).toBe('active');
    const excesses = findTx(res.transactions, {
      from: bobWallet.address,
      to: admin.address,
      op: JettonOp.excesses,
    });
    // 0.05 TON minus the wallet's gas and its storage reserve
    expect(valueOf(excesses)).toBeGreaterThan(toNano('0.03'));
    expect(valueOf(excesses)).toBeLessThan(toNano('0.04'));
    // no forward amount: no notification to the owner
    expect(findTxs(res.transactions, { to: bob.address, op: JettonOp.transferNotification })).toHaveLength(0);

    expect(await bobWallet.getJettonBalance()).toBe(toNano('5'));
    expect(await (await walletOf(alice.address)).getJettonBalance()).toBe(MINTED);
    expect(await minter.getTotalSupply()).toBe(MINTED + toNano('5'));
    const data = await bobWallet.getWalletData();
    expect(data.owner.equals(bob.address)).toBe(true);
    expect(data.minter.equals(minter.address)).toBe(true);
    expect(data.walletCode.equals(walletCode)).toBe(true);
  });

  it('rejects a mint from anyone but the admin (73)', async () => {
    const res = await minter.sendMint(alice.getSender(), { to: alice.address, jettonAmount: toNano('1') });
    expect(exitCodeOf(findTx(res.transactions, { from: alice.address, to: minter.address }))).toBe(
      JettonError.notFromAdmin,
    );
    expect(await minter.getTotalSupply()).toBe(MINTED);
  });

  it('rejects a mint to a masterchain owner (333)', async () => {
    const res = await minter.sendMint(admin.getSender(), {
      to: new Address(-1, Buffer.alloc(32, 7)),
      jettonAmount: 1n,
    });
    expect(exitCodeOf(findTx(res.transactions, { to: minter.address }))).toBe(JettonError.wrongWorkchain);
    expect(await minter.getTotalSupply()).toBe(MINTED);
  });

  it('takes the supply back when the new wallet cannot pay the promised notification', async () => {
    const res = await minter.sendMint(admin.getSender(), {
      to: bob.address,
      jettonAmount: toNano('7'),
      tonAmount: toNano('0.02'),
      forwardTonAmount: toNano('0.5'),
      totalTonAmount: toNano('0.1'),
    });
    const bobWalletAddress = await minter.getWalletAddress(bob.address);
    const step = findTx(res.transactions, { from: minter.address, to: bobWalletAddress });
    // the wallet ran fine, but could not send the notification: its action phase bounced the step
    expect(exitCodeOf(step)).toBe(0);
    expect(step.description.type === 'generic' && step.description.actionPhase?.success).toBe(false);
    const bounce = findTx(res.transactions, { from: bobWalletAddress, to: minter.address, bounced: true });
    expect(succeeded(bounce)).toBe(true);
    expect(findTxs(res.transactions, { to: bob.address })).toHaveLength(0);
    expect(await minter.getTotalSupply()).toBe(MINTED);
    expect(await (await walletOf(bob.address)).getJettonBalance()).toBe(0n);
  });
});

describe('transfer', () => {
  it('moves jettons, notifies the recipient with the payload and returns the excesses', async () => {
    const aliceWallet = await walletOf(alice.address);
    const bobWallet = await walletOf(bob.address);
    const payload = beginCell().storeUint(0xabcdef, 24).storeStringTail('swap').endCell();
    const forwardTonAmount = toNano('0.05');
    const res = await aliceWallet.sendTransfer(alice.getSender(), {
      value: toNano('0.1'),
      queryId: 42n,
      jettonAmount: toNano('100'),
      to: bob.address,
      responseAddress: alice.address,
      forwardTonAmount,
      forwardPayload: payload,
    });

    const send = findTx(res.transactions, {
      from: alice.address,
      to: aliceWallet.address,
      op: JettonOp.transfer,
    });
    const receive = findTx(res.transactions, {
      from: aliceWallet.address,
      to: bobWallet.address,
      op: JettonOp.internalTransfer,
    });
    expect(succeeded(send)).toBe(true);
    expect(succeeded(receive)).toBe(true);

    const notification = findTx(res.transactions, {
      from: bobWallet.address,
      to: bob.address,
      op: JettonOp.transferNotification,
    });
    expect(valueOf(notification)).toBe(forwardTonAmount);
    const n = inBody(notification)!.beginParse().skip(32);
    expect(n.loadUintBig(64)).toBe(42n);
    expect(n.loadCoins()).toBe(toNano('100'));
    expect(n.loadAddress().equals(alice.address)).toBe(true);
    expect(n.loadBit()).toBe(true);
    expect(n.loadRef().equals(payload)).toBe(true);
    const notificationInfo = notification.inMessage!.info;
    expect(notificationInfo.type === 'internal' && notificationInfo.bounce).toBe(false);

    const excesses = findTx(res.transactions, {
      from: bobWallet.address,
      to: alice.address,
      op: JettonOp.excesses,
    });
    expect(valueOf(excesses)).toBeGreaterThan(0n);
    // what the chain kept: gas of both steps, forward fees and the new wallet's storage reserve
    expect(toNano('0.1') - forwardTonAmount - valueOf(excesses)).toBeLessThan(toNano('0.03'));

    expect(await aliceWallet.getJettonBalance()).toBe(MINTED - toNano('100'));
    expect(await bobWallet.getJettonBalance()).toBe(toNano('100'));
    expect(await minter.getTotalSupply()).toBe(MINTED);

    const sendGas = gasOf(send);
    const receiveGas = gasOf(receive);
    console.log(
      `gas, transfer with forward payload: sending wallet ${sendGas}, receiving wallet ${receiveGas}`,
    );
    expect(sendGas).toBeLessThan(13_000n);
    expect(receiveGas).toBeLessThan(13_000n);
  });

  it('sends no notification without a forward amount', async () => {
    const { res, aliceWallet, bobWallet } = await sendOneToBob(alice.address);
    expect(findTxs(res.transactions, { to: bob.address })).toHaveLength(0);
    const excesses = findTx(res.transactions, {
      from: bobWallet.address,
      to: alice.address,
      op: JettonOp.excesses,
    });
    expect(valueOf(excesses)).toBeGreaterThan(0n);
    console.log(
      `gas, transfer without forward amount: sending wallet ${gasOf(findTx(res.transactions, { to: aliceWallet.address, op: JettonOp.transfer }))}, receiving wallet ${gasOf(findTx(res.transactions, { to: bobWallet.address, op: JettonOp.internalTransfer }))}`,
    );
    expect(await bobWallet.getJettonBalance()).toBe(toNano('1'));
  });

  it('keeps the excesses in the wallet when there is no response address', async () => {
    const { res, bobWallet } = await sendOneToBob(null);
    expect(findTxs(res.transactions, { op: JettonOp.excesses })).toHaveLength(0);
    expect(await bobWallet.getJettonBalance()).toBe(toNano('1'));
  });

  it('accepts exactly the TON jettonTransferMinTon quotes', async () => {
    const aliceWallet = await walletOf(alice.address);
    const forwardTonAmount = toNano('0.02');
    const res = await aliceWallet.sendTransfer(alice.getSender(), {
      value: jettonTransferMinTon(forwardTonAmount),
      jettonAmount: toNano('3'),
      to: bob.address,
      responseAddress: alice.address,
      forwardTonAmount,
      forwardPayload: beginCell().storeUint(1, 8).endCell(),
    });
    expect(succeeded(findTx(res.transactions, { to: aliceWallet.address, op: JettonOp.transfer }))).toBe(
      true,
    );
    expect(findTx(res.transactions, { to: bob.address, op: JettonOp.transferNotification })).toBeDefined();
    expect(await (await walletOf(bob.address)).getJettonBalance()).toBe(toNano('3'));
  });

  it('rejects a transfer from someone other than the owner (705)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const res = await aliceWallet.sendTransfer(bob.getSender(), {
      value: toNano('0.1'),
      jettonAmount: toNano('1'),
      to: bob.address,
      responseAddress: bob.address,
      forwardTonAmount: 0n,
    });
    expect(exitCodeOf(findTx(res.transactions, { from: bob.address, to: aliceWallet.address }))).toBe(
      JettonError.notFromOwner,
    );
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });

  it('rejects a transfer over the balance (706)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const res = await aliceWallet.sendTransfer(alice.getSender(), {
      value: toNano('0.1'),
      jettonAmount: MINTED + 1n,
      to: bob.address,
      responseAddress: alice.address,
      forwardTonAmount: 0n,
    });
    expect(exitCodeOf(findTx(res.transactions, { to: aliceWallet.address }))).toBe(
      JettonError.notEnoughBalance,
    );
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });

  it('rejects a transfer without enough TON for the chain (709)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const forwardTonAmount = toNano('0.1');
    const res = await aliceWallet.sendTransfer(alice.getSender(), {
      // the forward amount and one wallet step, not the two steps and the storage reserve
      value: forwardTonAmount + toNano('0.015'),
      jettonAmount: toNano('1'),
      to: bob.address,
      responseAddress: alice.address,
      forwardTonAmount,
    });
    expect(exitCodeOf(findTx(res.transactions, { to: aliceWallet.address }))).toBe(JettonError.notEnoughTon);
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });

  it('rejects a recipient outside the basechain (333)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const res = await aliceWallet.sendTransfer(alice.getSender(), {
      value: toNano('0.1'),
      jettonAmount: toNano('1'),
      to: new Address(-1, Buffer.alloc(32, 1)),
      responseAddress: alice.address,
      forwardTonAmount: 0n,
    });
    expect(exitCodeOf(findTx(res.transactions, { to: aliceWallet.address }))).toBe(
      JettonError.wrongWorkchain,
    );
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });

  it('rejects a transfer whose forward payload lacks the Either bit (708)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const body = beginCell()
      .storeUint(JettonOp.transfer, 32)
      .storeUint(0, 64)
      .storeCoins(toNano('1'))
      .storeAddress(bob.address)
      .storeAddress(alice.address)
      .storeMaybeRef(null)
      .storeCoins(0)
      .endCell();
    const res = await alice.send({ to: aliceWallet.address, value: toNano('0.1'), body });
    expect(exitCodeOf(findTx(res.transactions, { to: aliceWallet.address }))).toBe(
      JettonError.invalidPayload,
    );
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });

  it('rejects an internal transfer that does not come from a genuine wallet (707)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const forged = (initiator: Address | null): Cell =>
      beginCell()
        .storeUint(JettonOp.internalTransfer, 32)
        .storeUint(0, 64)
        .storeCoins(toNano('1000000'))
        .storeAddress(initiator)
        .storeAddress(bob.address)
        .storeCoins(0)
        .storeBit(0)
        .endCell();
    for (const initiator of [bob.address, null]) {
      const res = await bob.send({ to: aliceWallet.address, value: toNano('0.1'), body: forged(initiator) });
      expect(exitCodeOf(findTx(res.transactions, { from: bob.address, to: aliceWallet.address }))).toBe(
        JettonError.invalidWallet,
      );
    }
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });

  it('puts the jettons back when the internal transfer bounces', async () => {
    const aliceWallet = await walletOf(alice.address);
    const bobWalletAddress = await minter.getWalletAddress(bob.address);
    const res = await aliceWallet.sendTransfer(alice.getSender(), {
      value: toNano('0.1'),
      jettonAmount: toNano('250'),
      to: bob.address,
      responseAddress: alice.address,
      forwardTonAmount: 0n,
    });
    const step = findTx(res.transactions, {
      from: aliceWallet.address,
      to: bobWalletAddress,
      op: JettonOp.internalTransfer,
    });
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED - toNano('250'));

    // had the receiving wallet failed
    expect(await replayBounce(step)).toBe(true);
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });
});

describe('burn', () => {
  it('burns, lowers the supply and hands the custom payload to the minter', async () => {
    const aliceWallet = await walletOf(alice.address);
    const customPayload = beginCell().storeUint(0x1234, 16).storeAddress(bob.address).endCell();
    const res = await aliceWallet.sendBurn(alice.getSender(), {
      value: toNano('0.1'),
      queryId: 7n,
      jettonAmount: toNano('40'),
      responseAddress: alice.address,
      customPayload,
    });
    const notification = findTx(res.transactions, {
      from: aliceWallet.address,
      to: minter.address,
      op: JettonOp.burnNotification,
    });
    expect(succeeded(notification)).toBe(true);
    const n = inBody(notification)!.beginParse().skip(32);
    expect(n.loadUintBig(64)).toBe(7n);
    expect(n.loadCoins()).toBe(toNano('40'));
    expect(n.loadAddress().equals(alice.address)).toBe(true);
    expect(n.loadMaybeAddress()?.equals(alice.address)).toBe(true);
    expect(n.loadMaybeRef()?.equals(customPayload)).toBe(true);
    const notificationInfo = notification.inMessage!.info;
    expect(notificationInfo.type === 'internal' && notificationInfo.bounce).toBe(true);

    const excesses = findTx(res.transactions, {
      from: minter.address,
      to: alice.address,
      op: JettonOp.excesses,
    });
    expect(valueOf(excesses)).toBeGreaterThan(toNano('0.09'));
    console.log(
      `gas, burn: wallet ${gasOf(findTx(res.transactions, { to: aliceWallet.address, op: JettonOp.burn }))}, minter ${gasOf(notification)}`,
    );

    expect(await aliceWallet.getJettonBalance()).toBe(MINTED - toNano('40'));
    expect(await minter.getTotalSupply()).toBe(MINTED - toNano('40'));
  });

  it('rejects a burn by someone other than the owner (705)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const res = await aliceWallet.sendBurn(bob.getSender(), {
      value: toNano('0.1'),
      jettonAmount: 1n,
      responseAddress: bob.address,
    });
    expect(exitCodeOf(findTx(res.transactions, { from: bob.address, to: aliceWallet.address }))).toBe(
      JettonError.notFromOwner,
    );
    expect(await minter.getTotalSupply()).toBe(MINTED);
  });

  it('rejects a burn over the balance (706) or without enough TON (709)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const over = await aliceWallet.sendBurn(alice.getSender(), {
      value: toNano('0.1'),
      jettonAmount: MINTED + 1n,
      responseAddress: null,
    });
    expect(exitCodeOf(findTx(over.transactions, { to: aliceWallet.address }))).toBe(
      JettonError.notEnoughBalance,
    );
    const poor = await aliceWallet.sendBurn(alice.getSender(), {
      value: toNano('0.012'),
      jettonAmount: 1n,
      responseAddress: null,
    });
    expect(exitCodeOf(findTx(poor.transactions, { to: aliceWallet.address }))).toBe(JettonError.notEnoughTon);
    const enough = await aliceWallet.sendBurn(alice.getSender(), {
      value: jettonBurnMinTon(),
      jettonAmount: 1n,
      responseAddress: null,
    });
    expect(
      succeeded(findTx(enough.transactions, { to: minter.address, op: JettonOp.burnNotification })),
    ).toBe(true);
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED - 1n);
  });

  it('ignores a burn notification from anything but a genuine wallet (74)', async () => {
    const body = beginCell()
      .storeUint(JettonOp.burnNotification, 32)
      .storeUint(0, 64)
      .storeCoins(toNano('500'))
      .storeAddress(bob.address)
      .storeAddress(bob.address)
      .storeMaybeRef(null)
      .endCell();
    const res = await bob.send({ to: minter.address, value: toNano('0.1'), body });
    expect(exitCodeOf(findTx(res.transactions, { from: bob.address, to: minter.address }))).toBe(
      JettonError.unauthorizedBurn,
    );
    expect(await minter.getTotalSupply()).toBe(MINTED);
  });

  it('puts the jettons back when the burn notification bounces', async () => {
    const aliceWallet = await walletOf(alice.address);
    const res = await aliceWallet.sendBurn(alice.getSender(), {
      value: toNano('0.1'),
      jettonAmount: toNano('10'),
      responseAddress: null,
    });
    const notification = findTx(res.transactions, { to: minter.address, op: JettonOp.burnNotification });
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED - toNano('10'));
    expect(await replayBounce(notification)).toBe(true);
    expect(await aliceWallet.getJettonBalance()).toBe(MINTED);
  });
});

describe('wallet', () => {
  it('accepts an empty body as a top-up and rejects an unknown op (0xFFFF)', async () => {
    const aliceWallet = await walletOf(alice.address);
    const topUp = await alice.send({ to: aliceWallet.address, value: toNano('1') });
    expect(succeeded(findTx(topUp.transactions, { to: aliceWallet.address }))).toBe(true);
    const unknown = await alice.send({
      to: aliceWallet.address,
      value: toNano('0.1'),
      body: beginCell().storeUint(0xdeadbeef, 32).endCell(),
    });
    expect(exitCodeOf(findTx(unknown.transactions, { to: aliceWallet.address }))).toBe(JettonError.wrongOp);
  });

  it('reports 0 for a wallet that does not exist yet', async () => {
    expect(await (await walletOf(bob.address)).getJettonBalance()).toBe(0n);
  });
});

describe('TEP-89 discovery', () => {
  async function discover(owner: Address, includeOwnerAddress: boolean, value = toNano('0.05')) {
    const res = await minter.sendProvideWalletAddress(bob.getSender(), {
      owner,
      includeOwnerAddress,
      value,
      queryId: 9n,
    });
    return res.transactions;
  }

  it('answers with the wallet address and, on request, the owner', async () => {
    const txs = await discover(alice.address, true);
    const reply = findTx(txs, { from: minter.address, to: bob.address, op: JettonOp.takeWalletAddress });
    const r = inBody(reply)!.beginParse().skip(32);
    expect(r.loadUintBig(64)).toBe(9n);
    expect(r.loadMaybeAddress()?.equals(await minter.getWalletAddress(alice.address))).toBe(true);
    expect(r.loadMaybeRef()?.beginParse().loadAddress().equals(alice.address)).toBe(true);
  });

  it('answers without the owner when not asked for it', async () => {
    const txs = await discover(alice.address, false);
    const r = inBody(findTx(txs, { to: bob.address, op: JettonOp.takeWalletAddress }))!
      .beginParse()
      .skip(32 + 64);
    expect(r.loadMaybeAddress()?.equals(await minter.getWalletAddress(alice.address))).toBe(true);
    expect(r.loadMaybeRef()).toBeNull();
  });

  it('answers with no address for a masterchain owner', async () => {
    const owner = new Address(-1, Buffer.alloc(32, 3));
    const txs = await discover(owner, true);
    const r = inBody(findTx(txs, { to: bob.address, op: JettonOp.takeWalletAddress }))!
      .beginParse()
      .skip(32 + 64);
    expect(r.loadMaybeAddress()).toBeNull();
    expect(r.loadMaybeRef()?.beginParse().loadAddress().equals(owner)).toBe(true);
  });

  it('accepts its own reply bouncing from an account without code', async () => {
    const nobody = new Address(0, Buffer.alloc(32, 9));
    const body = beginCell()
      .storeUint(JettonOp.provideWalletAddress, 32)
      .storeUint(0, 64)
      .storeAddress(alice.address)
      .storeBit(false)
      .endCell();
    const res = await blockchain.sendMessage(
      internal({ from: nobody, to: minter.address, value: toNano('0.05'), body }),
    );
    const bounce = findTx(res.transactions, { from: nobody, to: minter.address, bounced: true });
    expect(succeeded(bounce)).toBe(true);
    expect(await minter.getTotalSupply()).toBe(MINTED);
  });

  it('refuses to answer without enough TON (75)', async () => {
    const txs = await discover(alice.address, false, toNano('0.005'));
    expect(exitCodeOf(findTx(txs, { from: bob.address, to: minter.address }))).toBe(
      JettonError.notEnoughAmountToRespond,
    );
  });
});

describe('minter administration', () => {
  it('reports the jetton data', async () => {
    const data = await minter.getJettonData();
    expect(data.totalSupply).toBe(MINTED);
    expect(data.mintable).toBe(true);
    expect(data.admin?.equals(admin.address)).toBe(true);
    expect(data.content.equals(content)).toBe(true);
    expect(data.walletCode.equals(walletCode)).toBe(true);
  });

  it('lets only the admin change the admin (73)', async () => {
    const denied = await minter.sendChangeAdmin(alice.getSender(), alice.address);
    expect(exitCodeOf(findTx(denied.transactions, { from: alice.address, to: minter.address }))).toBe(
      JettonError.notFromAdmin,
    );
    await minter.sendChangeAdmin(admin.getSender(), alice.address);
    expect((await minter.getJettonData()).admin?.equals(alice.address)).toBe(true);
    // the old admin has lost its rights, the new one has them
    const old = await minter.sendMint(admin.getSender(), { to: admin.address, jettonAmount: 1n });
    expect(exitCodeOf(findTx(old.transactions, { from: admin.address, to: minter.address }))).toBe(
      JettonError.notFromAdmin,
    );
    await minter.sendMint(alice.getSender(), { to: alice.address, jettonAmount: 1n });
    expect(await minter.getTotalSupply()).toBe(MINTED + 1n);
  });

  it('lets only the admin change the content (73)', async () => {
    const next = buildOffchainMetadata('https://atoll.example/jetton.json');
    const denied = await minter.sendChangeContent(alice.getSender(), next);
    expect(exitCodeOf(findTx(denied.transactions, { from: alice.address, to: minter.address }))).toBe(
      JettonError.notFromAdmin,
    );
    expect((await minter.getJettonData()).content.equals(content)).toBe(true);
    await minter.sendChangeContent(admin.getSender(), next);
    expect(parseMetadata((await minter.getJettonData()).content)).toEqual({
      kind: 'offchain',
      uri: 'https://atoll.example/jetton.json',
    });
  });

  it('drops the admin for good (73 afterwards)', async () => {
    const denied = await minter.sendDropAdmin(alice.getSender());
    expect(exitCodeOf(findTx(denied.transactions, { from: alice.address, to: minter.address }))).toBe(
      JettonError.notFromAdmin,
    );
    await minter.sendDropAdmin(admin.getSender());
    const data = await minter.getJettonData();
    expect(data.mintable).toBe(false);
    expect(data.admin).toBeNull();
    // addr_none as a slice, not a TVM null, for TEP-74 readers
    const raw = await blockchain.runGetMethod(minter.address, 'get_jetton_data');
    expect(raw.stack[2]?.type).toBe('slice');
    const mint = await minter.sendMint(admin.getSender(), { to: admin.address, jettonAmount: 1n });
    expect(exitCodeOf(findTx(mint.transactions, { from: admin.address, to: minter.address }))).toBe(
      JettonError.notFromAdmin,
    );
    const change = await minter.sendChangeAdmin(admin.getSender(), admin.address);
    expect(exitCodeOf(findTx(change.transactions, { from: admin.address, to: minter.address }))).toBe(
      JettonError.notFromAdmin,
    );
    expect(await minter.getTotalSupply()).toBe(MINTED);
  });

  it('rejects an unknown op (0xFFFF)', async () => {
    const res = await alice.send({
      to: minter.address,
      value: toNano('0.1'),
      body: beginCell().storeUint(0x77, 32).endCell(),
    });
    expect(exitCodeOf(findTx(res.transactions, { to: minter.address }))).toBe(JettonError.wrongOp);
  });
});

describe('TEP-64 metadata', () => {
  it('round-trips onchain metadata, long and non-ASCII values included', () => {
    const description = 'Ünïcödé 🌴 '.repeat(40);
    const cell = buildOnchainMetadata({
      name: 'Atoll LP',
      symbol: 'ALP',
      description,
      image: 'https://atoll.example/lp.png',
      decimals: '6',
    });
    expect(cell.beginParse().loadUint(8)).toBe(0x00);
    expect(parseMetadata(cell)).toEqual({
      kind: 'onchain',
      fields: {
        name: 'Atoll LP',
        symbol: 'ALP',
        description,
        image: 'https://atoll.example/lp.png',
        decimals: '6',
      },
      decimals: '6',
    });
  });

  it('stores decimals 9 by default', () => {
    const parsed = parseMetadata(buildOnchainMetadata({ name: 'A', symbol: 'B' }));
    expect(parsed.kind === 'onchain' && parsed.fields.decimals).toBe('9');
  });

  it('round-trips offchain metadata', () => {
    const uri = `https://atoll.example/${'x'.repeat(300)}.json`;
    expect(parseMetadata(buildOffchainMetadata(uri))).toEqual({ kind: 'offchain', uri });
  });

  it('reads the content back from the minter', async () => {
    const parsed = parseMetadata((await minter.getJettonData()).content);
    expect(parsed).toEqual({
      kind: 'onchain',
      fields: { name: 'Atoll Test', symbol: 'ATT', description: 'jetton under test', decimals: '9' },
      decimals: '9',
    });
  });
});

it('quotes a transfer minimum of at least the fixed part', () => {
  expect(jettonTransferMinTon(0n, 0n)).toBe(toNano('0.022') + 1n);
  expect(jettonTransferMinTon(toNano('1'))).toBe(
    toNano('1') + 2n * JETTON_FORWARD_FEE_ALLOWANCE + toNano('0.022') + 1n,
  );
});
