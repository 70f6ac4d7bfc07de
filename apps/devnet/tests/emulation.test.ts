// POST /v2/wallet/emulate and /v2/traces/emulate: TonAPI's answers, on a scratch copy of the chain.
import { randomBytes } from 'node:crypto';
import { Address, beginCell, type Cell, external, SendMode, storeMessage, toNano } from '@ton/core';
import { keyPairFromSeed } from '@ton/crypto';
import { jettonWalletAddress } from '@atoll/contracts';
import { describe, expect, it } from 'vitest';
import { serializableState } from '../src/chain/state-snapshot';
import type { DemoWallet } from '../src/genesis/demo-world';
import { expectMatchesSpec } from './helpers/openapi';
import { fileDevnet } from './helpers/file-devnet';
import { seqnoOf, signedExternal, swapMessage } from './helpers/wallet-messages';

const suite = fileDevnet();

interface TraceNode {
  transaction: {
    hash: string;
    success: boolean;
    account: { address: string };
    compute_phase?: { exit_code?: number };
  };
  children?: TraceNode[];
  emulated: boolean;
}
const flatten = (n: TraceNode): TraceNode[] => [n, ...(n.children ?? []).flatMap(flatten)];

/** An external the wallet has not signed: the same transfer, signed with a stranger's key. */
function unsignedExternal(wallet: DemoWallet, seqno: number, messages: Parameters<typeof signedExternal>[2]) {
  const stranger = keyPairFromSeed(randomBytes(32));
  const body = wallet.contract.createTransfer({
    seqno,
    timeout: Math.floor(Date.now() / 1000) + 60,
    secretKey: stranger.secretKey,
    messages,
    sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
  });
  return beginCell()
    .store(storeMessage(external({ to: wallet.contract.address, body })))
    .endCell();
}

/** The whole chain as the devnet would save it, and how many transactions it has indexed. */
function chainState() {
  const chain = suite.devnet.chain;
  const txs = [...chain.index.accounts()].reduce(
    (n, a) => n + chain.index.accountTxs(a, { limit: Number.MAX_SAFE_INTEGER, ascending: true }).length,
    0,
  );
  return { state: JSON.stringify(serializableState(chain.blockchain)), lt: chain.blockchain.lt, txs };
}

const boc = (cell: Cell) => cell.toBoc().toString('base64');

/** An aUSD → TON swap of more aUSD than the wallet holds: its jetton wallet refuses the transfer. */
function overdrawnSwap(wallet: DemoWallet, seqno: number): Cell {
  const world = suite.devnet.world;
  const usdWallet: Address = jettonWalletAddress(
    wallet.contract.address,
    world.usd.master,
    world.jettonWalletCode,
  );
  return unsignedExternal(wallet, seqno, [swapMessage(suite.devnet, wallet, 10n ** 18n, usdWallet)]);
}

describe('POST /v2/wallet/emulate', () => {
  it('runs an unsigned W5R1 external as TonAPI answers it, and leaves the chain exactly as it was', async () => {
    const wallet = suite.devnet.world.wallets[1]!;
    const seqno = await seqnoOf(suite.devnet, wallet);
    const amount = toNano('5');
    const message = unsignedExternal(wallet, seqno, [swapMessage(suite.devnet, wallet, amount)]);
    const before = chainState();

    const res = await suite.post('/v2/wallet/emulate', { boc: boc(message) });
    expect(res.status, res.text).toBe(200);
    expectMatchesSpec('emulateMessageToWallet', res.body);
    const body = res.body as {
      trace: TraceNode;
      risk: { gram: number; transfer_all_remaining_balance: boolean };
      event: { actions: { type: string; status: string }[] };
    };
    const nodes = flatten(body.trace);
    expect(nodes.length).toBeGreaterThan(2);
    expect(nodes.every((n) => n.emulated && n.transaction.success)).toBe(true);
    expect(body.event.actions.map((a) => [a.type, a.status])).toContainEqual(['JettonSwap', 'ok']);
    expect(BigInt(body.risk.gram)).toBeGreaterThan(amount);
    expect(body.risk.transfer_all_remaining_balance).toBe(false);

    expect(chainState()).toEqual(before);
    expect(await seqnoOf(suite.devnet, wallet)).toBe(seqno);
  });

  it('reports a step that fails as failed, with its exit code, and still changes nothing', async () => {
    const wallet = suite.devnet.world.wallets[2]!;
    const before = chainState();
    const res = await suite.post('/v2/wallet/emulate', {
      boc: boc(overdrawnSwap(wallet, await seqnoOf(suite.devnet, wallet))),
    });
    expect(res.status, res.text).toBe(200);
    expectMatchesSpec('emulateMessageToWallet', res.body);
    const nodes = flatten((res.body as { trace: TraceNode }).trace);
    const failed = nodes.filter((n) => !n.transaction.success);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.transaction.compute_phase?.exit_code).toBeGreaterThan(1);
    expect(chainState()).toEqual(before);
  });

  it('refuses what is not an external message, and an external the wallet cannot run', async () => {
    const wallet = suite.devnet.world.wallets[3]!;
    expect(await suite.post('/v2/wallet/emulate', { boc: 'nope!' })).toMatchObject({ status: 400 });
    expect(await suite.post('/v2/wallet/emulate', {})).toMatchObject({ status: 400 });
    const stale = unsignedExternal(wallet, (await seqnoOf(suite.devnet, wallet)) + 5, []);
    const res = await suite.post('/v2/wallet/emulate', { boc: boc(stale) });
    expect(res.status).toBe(400);
    expect((res.body as { error: string }).error).toMatch(/^emulation failed/);
  });
});

describe('POST /v2/traces/emulate', () => {
  it('emulates a signed external as TonAPI answers it, without sending it', async () => {
    const wallet = suite.devnet.world.wallets[4]!;
    const seqno = await seqnoOf(suite.devnet, wallet);
    const message = signedExternal(wallet, seqno, [swapMessage(suite.devnet, wallet, toNano('2'))]);
    const before = chainState();
    const res = await suite.post('/v2/traces/emulate', { boc: boc(message) });
    expect(res.status, res.text).toBe(200);
    expectMatchesSpec('emulateMessageToTrace', res.body);
    const nodes = flatten(res.body as TraceNode);
    expect(nodes.every((n) => n.emulated && n.transaction.success)).toBe(true);
    expect(chainState()).toEqual(before);
    // the same message still runs for real afterwards: the emulation used up no seqno
    expect(suite.devnet.chain.index.get(nodes[0]!.transaction.hash)).toBeUndefined();
    const sent = await suite.devnet.chain.sendExternal(message);
    const accounts = (list: string[]) => list.sort();
    expect(accounts(sent.map((t) => t.account))).toEqual(
      accounts(nodes.map((n) => n.transaction.account.address)),
    );
  });

  it("runs an internal message as the root, as TonAPI's tracer does: a wallet's message from its address", async () => {
    const wallet = suite.devnet.world.wallets[2]!;
    const { info, body, init } = swapMessage(suite.devnet, wallet, toNano('2'));
    if (info.type !== 'internal') throw new Error('a wallet message is internal');
    const message = beginCell()
      .store(storeMessage({ info: { ...info, src: wallet.contract.address }, body, init }))
      .endCell();
    const before = chainState();
    const res = await suite.post('/v2/traces/emulate', { boc: boc(message) });
    expect(res.status, res.text).toBe(200);
    expectMatchesSpec('emulateMessageToTrace', res.body);
    const nodes = flatten(res.body as TraceNode);
    expect(nodes.every((n) => n.emulated && n.transaction.success)).toBe(true);
    // the root is the pool's transaction (the wallet's own is not run); the swap pays the wallet
    expect(Address.parse(nodes[0]!.transaction.account.address).equals(info.dest)).toBe(true);
    expect(
      nodes.some((n) => Address.parse(n.transaction.account.address).equals(wallet.contract.address)),
    ).toBe(true);
    expect(chainState()).toEqual(before);
    // a wallet's consequences need the wallet's external: /v2/wallet/emulate still refuses it
    expect(await suite.post('/v2/wallet/emulate', { boc: boc(message) })).toMatchObject({ status: 400 });
  });

  it('checks the signature unless told not to (ignore_signature_check)', async () => {
    const wallet = suite.devnet.world.wallets[0]!;
    const message = boc(unsignedExternal(wallet, await seqnoOf(suite.devnet, wallet), []));
    const checked = await suite.post('/v2/traces/emulate', { boc: message });
    expect(checked.status).toBe(400);
    const ignored = await suite.post('/v2/traces/emulate?ignore_signature_check=true', { boc: message });
    expect(ignored.status, ignored.text).toBe(200);
    expectMatchesSpec('emulateMessageToTrace', ignored.body);
  });
});
