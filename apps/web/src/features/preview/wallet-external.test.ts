// @vitest-environment node
// What the preview emulates for a wallet: its own unsigned external when the app knows the wallet's code
// (W5R1, V4R2), otherwise each message as the wallet would send it, from its address.
import { Address, beginCell, Cell, loadMessage, toNano } from '@ton/core';
import { WalletContractV3R2, WalletContractV4, WalletContractV5R1 } from '@ton/ton';
import { describe, expect, it } from 'vitest';
import type { TransferMessage } from '../devnet-wallet/transfer';
import { emulationRequest } from './wallet-external';

const publicKey = Buffer.alloc(32, 7);
const wallets = {
  w5r1: WalletContractV5R1.create({ publicKey, workchain: 0 }),
  v4r2: WalletContractV4.create({ publicKey, workchain: 0 }),
  v3r2: WalletContractV3R2.create({ publicKey, workchain: 0 }),
};

const pool = Address.parse(`0:${'ab'.repeat(32)}`);
const jettonWallet = Address.parse(`0:${'cd'.repeat(32)}`);
const payload = beginCell().storeUint(0x6664de2a, 32).storeUint(42, 64).endCell();
const messages: TransferMessage[] = [
  // bounceable, with a body
  {
    address: pool.toString({ bounceable: true }),
    amount: toNano('10.3').toString(),
    payload: payload.toBoc().toString('base64'),
  },
  // non-bounceable, no body
  { address: jettonWallet.toString({ bounceable: false }), amount: '50000000' },
];

describe('emulationRequest', () => {
  it.each(['w5r1', 'v4r2'] as const)(
    'a %s wallet: its own unsigned external, through /v2/wallet/emulate',
    (kind) => {
      const contract = wallets[kind];
      const state = { code: contract.init.code, data: contract.init.data };
      const request = emulationRequest(contract.address, state, messages, 1_900_000_000);
      expect(request.kind).toBe('wallet');
      if (request.kind !== 'wallet') return;
      const message = loadMessage(request.external.beginParse());
      expect(message.info.type).toBe('external-in');
      expect((message.info.dest as Address).equals(contract.address)).toBe(true);
    },
  );

  it('a wallet code the app cannot build an external for: each message as sent from the wallet', () => {
    const contract = wallets.v3r2;
    const state = { code: contract.init.code, data: contract.init.data };
    const request = emulationRequest(contract.address, state, messages, 1_900_000_000);
    expect(request.kind).toBe('internal');
    if (request.kind !== 'internal') return;
    expect(request.messages).toHaveLength(2);
    const [first, second] = request.messages.map((cell) => loadMessage(cell.beginParse()));
    for (const [message, to, amount] of [
      [first!, pool, toNano('10.3')],
      [second!, jettonWallet, 50_000_000n],
    ] as const) {
      if (message.info.type !== 'internal') throw new Error('not an internal message');
      expect(message.info.src.equals(contract.address)).toBe(true);
      expect(message.info.dest.equals(to)).toBe(true);
      expect(message.info.value.coins).toBe(amount);
    }
    if (first!.info.type !== 'internal' || second!.info.type !== 'internal') return;
    // the address's own flag, as a wallet sends it
    expect(first!.info.bounce).toBe(true);
    expect(second!.info.bounce).toBe(false);
    expect(first!.body.equals(payload)).toBe(true);
    expect(second!.body.equals(Cell.EMPTY)).toBe(true);
  });
});
