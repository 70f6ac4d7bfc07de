// @vitest-environment node
import { Address, beginCell, Cell, loadMessage, toNano } from '@ton/core';
import { signVerify } from '@ton/crypto';
import { Blockchain } from '@ton/sandbox';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyTonProof } from '../../../../api/src/modules/auth/ton-proof.fns';
import {
  deriveAccount,
  parseDevnetWallets,
  splitMnemonic,
  tonAddrItem,
  type DevnetAccount,
} from './accounts';
import { createBridge, deviceInfo, WALLET_ERROR, type BridgeDeps } from './bridge';
import { signDataHash, signTonProof } from './ton-proof';
import { signTransfer, toInternalMessage, type TransferRequest } from './transfer';

// alice from apps/devnet/README.md: public devnet-only keys.
const ALICE = {
  name: 'alice',
  mnemonic: splitMnemonic(
    'squeeze tennis desert glove airport giraffe any actual float legal sadness fit humble undo employ tenant assault kingdom usage enter pencil regular piece comic',
  ),
};
const ALICE_RAW = '0:42169fd35a282b9bb633918a3a2e8c9b4a124530b42fae6b371591ace0b8ac6d';
const HOST = 'localhost:5173';
const NOW = 1_760_000_000;

let alice: DevnetAccount;
beforeAll(async () => {
  alice = await deriveAccount(ALICE);
});

function fakeDeps(overrides: Partial<BridgeDeps> = {}): BridgeDeps & { sent: string[] } {
  const sent: string[] = [];
  let session: { name: string; mnemonic: string[] } | null = null;
  return {
    sent,
    ui: {
      approveConnect: vi.fn(async () => alice),
      approveTransfer: vi.fn(async () => true),
      approveSignData: vi.fn(async () => true),
    },
    session: { get: () => session, set: (s) => void (session = s), clear: () => void (session = null) },
    chain: {
      getWalletState: vi.fn(async () => ({ deployed: true, seqno: 7 })),
      sendBoc: vi.fn(async (boc: string) => void sent.push(boc)),
    },
    fetchManifest: vi.fn(async () => ({
      url: `http://${HOST}`,
      name: 'Atoll',
      iconUrl: `http://${HOST}/icon-180.png`,
    })),
    host: () => HOST,
    now: () => NOW,
    ...overrides,
  };
}

const listing = { imageUrl: 'http://x/devnet-wallet.png', aboutUrl: 'http://x/devnet/info' };

describe('devnet accounts', () => {
  it('derives the documented W5R1 address (testnet global id) from the mnemonic', () => {
    expect(alice.contract.address.toRawString()).toBe(ALICE_RAW);
    expect(tonAddrItem(alice)).toMatchObject({ name: 'ton_addr', address: ALICE_RAW, network: '-3' });
  });

  it('reads names and mnemonics from GET /devnet/info', () => {
    expect(
      parseDevnetWallets({
        wallets: [{ name: 'bob', mnemonic: ' a  b c ' }, { name: 1 }, { name: 'x', mnemonic: 2 }],
      }),
    ).toEqual([{ name: 'bob', mnemonic: ['a', 'b', 'c'] }]);
    expect(() => parseDevnetWallets({})).toThrow();
  });
});

describe('ton_proof', () => {
  it('is accepted by the API verifier (exact layout, W5R1 state init bound to the address, real key)', () => {
    const addr = tonAddrItem(alice);
    const proof = signTonProof({
      address: alice.contract.address,
      domain: HOST,
      timestamp: NOW,
      payload: 'server-payload',
      secretKey: alice.keys.secretKey,
    });
    const verdict = verifyTonProof(
      {
        address: addr.address,
        network: '-3',
        public_key: addr.publicKey,
        proof: { ...proof, state_init: addr.walletStateInit },
      },
      { now: NOW + 5, allowedDomains: [HOST], network: '-3' },
    );
    expect(verdict).toMatchObject({ ok: true, walletVersion: 'w5r1' });
  });

  it('fails verification when the payload is changed', () => {
    const addr = tonAddrItem(alice);
    const proof = signTonProof({
      address: alice.contract.address,
      domain: HOST,
      timestamp: NOW,
      payload: 'a',
      secretKey: alice.keys.secretKey,
    });
    const verdict = verifyTonProof(
      {
        address: addr.address,
        network: '-3',
        public_key: addr.publicKey,
        proof: { ...proof, payload: 'b', state_init: addr.walletStateInit },
      },
      { now: NOW, allowedDomains: [HOST], network: '-3' },
    );
    expect(verdict).toEqual({ ok: false, reason: 'bad_signature' });
  });
});

describe('bridge', () => {
  it('exposes the JS bridge contract', () => {
    const bridge = createBridge(fakeDeps(), listing);
    expect(bridge.protocolVersion).toBe(2);
    expect(bridge.isWalletBrowser).toBe(false);
    expect(bridge.deviceInfo.appName).toBe('atoll-devnet-wallet');
    expect(deviceInfo.features).toEqual([
      { name: 'SendTransaction', maxMessages: 4 },
      { name: 'SignData', types: ['text', 'binary'] },
    ]);
    expect(bridge.walletInfo).toMatchObject({ app_name: 'atoll-devnet-wallet', platforms: ['chrome'] });
    expect(bridge.disconnect()).toBeUndefined();
  });

  it('connects with ton_addr and a ton_proof, then restores with ton_addr only', async () => {
    const deps = fakeDeps();
    const bridge = createBridge(deps, listing);
    const event = await bridge.connect(2, {
      manifestUrl: `http://${HOST}/tonconnect-manifest.json`,
      items: [{ name: 'ton_addr' }, { name: 'ton_proof', payload: 'p-1' }],
    });
    expect(event.event).toBe('connect');
    if (event.event !== 'connect') return;
    const [addrItem, proofItem] = event.payload.items as [
      ReturnType<typeof tonAddrItem>,
      { name: string; proof: { domain: unknown; payload: string; timestamp: number } },
    ];
    expect(addrItem).toEqual(tonAddrItem(alice));
    expect(proofItem).toMatchObject({
      name: 'ton_proof',
      proof: { domain: { lengthBytes: 14, value: HOST }, payload: 'p-1', timestamp: NOW },
    });
    expect(event.payload.device).toBe(deviceInfo);

    const restored = createBridge(deps, listing); // a new page load, same storage
    const again = await restored.restoreConnection();
    expect(again.event).toBe('connect');
    if (again.event === 'connect') expect(again.payload.items).toEqual([tonAddrItem(alice)]);
  });

  it.each([
    [
      'the user rejects',
      {
        ui: {
          approveConnect: async () => null,
          approveTransfer: async () => false,
          approveSignData: async () => false,
        },
      },
      WALLET_ERROR.userRejects,
    ],
    [
      'the manifest is missing',
      { fetchManifest: async () => Promise.reject(new Error('404')) },
      WALLET_ERROR.manifestNotFound,
    ],
    [
      'the manifest is malformed',
      { fetchManifest: async () => ({ name: 'x' }) },
      WALLET_ERROR.manifestContent,
    ],
  ] as const)('answers connect_error when %s', async (_name, overrides, code) => {
    const bridge = createBridge(fakeDeps(overrides as Partial<BridgeDeps>), listing);
    const event = await bridge.connect(2, { manifestUrl: 'http://x/m.json', items: [{ name: 'ton_addr' }] });
    expect(event).toMatchObject({ event: 'connect_error', payload: { code } });
  });

  it('has nothing to restore before a connection', async () => {
    const event = await createBridge(fakeDeps(), listing).restoreConnection();
    expect(event.event).toBe('connect_error');
  });

  async function connected(deps = fakeDeps()) {
    const bridge = createBridge(deps, listing);
    await bridge.connect(2, { manifestUrl: 'http://x/m.json', items: [{ name: 'ton_addr' }] });
    return { bridge, deps };
  }

  const request = (params: unknown) => ({
    method: 'sendTransaction',
    id: '5',
    params: [JSON.stringify(params)],
  });

  it('signs, sends and returns the external message on approve', async () => {
    const { bridge, deps } = await connected();
    const response = await bridge.send(
      request({
        valid_until: NOW + 60,
        network: '-3',
        from: ALICE_RAW,
        messages: [{ address: ALICE_RAW, amount: '1000' }],
      }),
    );
    expect(response).toMatchObject({ id: '5' });
    expect('result' in response && typeof response.result).toBe('string');
    expect(deps.sent).toEqual(['result' in response ? response.result : null]);
    const message = loadMessage(Cell.fromBase64(deps.sent[0]!).beginParse());
    expect(message.info.type).toBe('external-in');
    expect(message.info.dest?.toString()).toBe(alice.contract.address.toString());
    expect(message.init).toBeFalsy(); // deployed: no state init
  });

  it('answers code 300 when the user rejects, and sends nothing', async () => {
    const deps = fakeDeps();
    deps.ui.approveTransfer = vi.fn(async () => false);
    const { bridge } = await connected(deps);
    const response = await bridge.send(
      request({ valid_until: NOW + 60, messages: [{ address: ALICE_RAW, amount: '1' }] }),
    );
    expect(response).toEqual({ error: { code: 300, message: 'User rejects' }, id: '5' });
    expect(deps.sent).toEqual([]);
  });

  it.each([
    ['no messages', { valid_until: NOW + 60, messages: [] }],
    [
      'five messages',
      { valid_until: NOW + 60, messages: Array(5).fill({ address: ALICE_RAW, amount: '1' }) },
    ],
    ['a decimal amount', { valid_until: NOW + 60, messages: [{ address: ALICE_RAW, amount: '1.5' }] }],
    ['a bad address', { valid_until: NOW + 60, messages: [{ address: 'nope', amount: '1' }] }],
    [
      'an unknown property',
      { valid_until: NOW + 60, messages: [{ address: ALICE_RAW, amount: '1', extra: 1 }] },
    ],
    ['an expired request', { valid_until: NOW - 1, messages: [{ address: ALICE_RAW, amount: '1' }] }],
    ['mainnet', { valid_until: NOW + 60, network: '-239', messages: [{ address: ALICE_RAW, amount: '1' }] }],
    [
      'another wallet',
      { valid_until: NOW + 60, from: `0:${'1'.repeat(64)}`, messages: [{ address: ALICE_RAW, amount: '1' }] },
    ],
  ])('answers bad request (1) for %s', async (_name, params) => {
    const { bridge, deps } = await connected();
    const response = await bridge.send(request(params));
    expect(response).toMatchObject({ error: { code: WALLET_ERROR.badRequest }, id: '5' });
    expect(deps.ui.approveTransfer).not.toHaveBeenCalled();
  });

  it('answers 400 for an unknown method and 100 before any connection', async () => {
    const { bridge } = await connected();
    await expect(bridge.send({ method: 'teleport', params: [], id: '1' })).resolves.toMatchObject({
      error: { code: 400 },
    });
    const fresh = createBridge(fakeDeps(), listing);
    await expect(fresh.send(request({ messages: [] }))).resolves.toMatchObject({ error: { code: 100 } });
  });

  it('signs text data with the real key', async () => {
    const { bridge } = await connected();
    const response = await bridge.send({
      method: 'signData',
      id: '9',
      params: [JSON.stringify({ type: 'text', text: 'hello' })],
    });
    expect('result' in response).toBe(true);
    if (!('result' in response)) return;
    const result = response.result as { signature: string; timestamp: number; domain: string };
    const hash = signDataHash(alice.contract.address, result.domain, result.timestamp, {
      type: 'text',
      text: 'hello',
    });
    expect(signVerify(hash, Buffer.from(result.signature, 'base64'), alice.keys.publicKey)).toBe(true);
  });
});

describe('signTransfer on the TVM (@ton/sandbox)', () => {
  it('deploys the wallet with its first transfer and spends with the next seqno', async () => {
    const chain = await Blockchain.create();
    const treasury = await chain.treasury('funder');
    await treasury.send({ to: alice.contract.address, value: toNano('10'), bounce: false });
    const target = await chain.treasury('target');

    const transfer = (amount: string): TransferRequest => ({
      validUntil: Math.floor(Date.now() / 1000) + 60,
      messages: [{ address: target.address.toString({ bounceable: false, testOnly: true }), amount }],
    });
    const first = await chain.sendMessage(
      signTransfer({ account: alice, seqno: 0, deployed: false, request: transfer('1000000000') }),
    );
    expect(
      first.transactions.some((tx) => tx.inMessage?.info.dest?.toString() === target.address.toString()),
    ).toBe(true);
    expect((await chain.getContract(alice.contract.address)).accountState?.type).toBe('active');
    const wallet = chain.openContract(alice.contract);
    expect(await wallet.getSeqno()).toBe(1);

    await chain.sendMessage(
      signTransfer({ account: alice, seqno: 1, deployed: true, request: transfer('2000000000') }),
    );
    expect(await wallet.getSeqno()).toBe(2);
  });

  it('keeps bounce flags, payloads and state inits of the requested messages', () => {
    const payload = beginCell().storeUint(0x12345678, 32).endCell().toBoc().toString('base64');
    const bounceable = Address.parse(ALICE_RAW).toString({ bounceable: true });
    const nonBounceable = Address.parse(ALICE_RAW).toString({ bounceable: false });
    const a = toInternalMessage({ address: bounceable, amount: '5', payload });
    const b = toInternalMessage({ address: nonBounceable, amount: '6' });
    expect(a.info.type === 'internal' && a.info.bounce).toBe(true);
    expect(b.info.type === 'internal' && b.info.bounce).toBe(false);
    expect(a.body.beginParse().loadUint(32)).toBe(0x12345678);
  });
});
