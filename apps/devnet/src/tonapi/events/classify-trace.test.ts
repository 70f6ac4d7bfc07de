import { NATIVE_TON_ADDRESS } from '@atoll/chain';
import { beginCell, comment, toNano } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { buildJettonBurnBody, buildJettonTransferBody, DexEventOp, DexOp, JettonOp } from '@atoll/contracts';
import { type ClassifiedAction, eventExtra } from './actions';
import {
  A,
  ALICE,
  BOB,
  CONTRACT,
  env,
  ext,
  INNER,
  int,
  log,
  MASTER,
  op,
  POOL,
  trace,
  TREASURY,
  tx,
  WA,
  WB,
  WP,
} from './classify-fixtures';
import { classifyTrace } from './classify-trace';
import type { TxView } from './trace-view';

const cases: Array<{ name: string; txs: TxView[]; expect: Array<Partial<ClassifiedAction>> }> = [
  {
    name: 'a plain TON transfer',
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      return [root, tx(BOB, int(ALICE, BOB, toNano('1.5')), { parent: root })];
    }),
    expect: [{ type: 'TonTransfer', sender: ALICE, recipient: BOB, amount: toNano('1.5'), ok: true }],
  },
  {
    name: 'a TON transfer with a comment',
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      return [root, tx(BOB, int(ALICE, BOB, 5n, comment('hello')), { parent: root })];
    }),
    expect: [{ type: 'TonTransfer', comment: 'hello', amount: 5n }],
  },
  {
    name: 'a jetton transfer with its notification and excesses is one action',
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      const body = buildJettonTransferBody({
        jettonAmount: 100n,
        to: A(BOB),
        responseAddress: A(ALICE),
        forwardTonAmount: 1n,
        forwardPayload: comment('gm'),
      });
      const send = tx(WA, int(ALICE, WA, toNano('0.05'), body), { parent: root });
      const recv = tx(
        WB,
        int(
          WA,
          WB,
          toNano('0.04'),
          op(JettonOp.internalTransfer, (b) => b.storeCoins(100n)),
        ),
        { parent: send },
      );
      const note = tx(BOB, int(WB, BOB, 1n, op(JettonOp.transferNotification)), { parent: recv });
      const excess = tx(ALICE, int(WB, ALICE, toNano('0.03'), op(JettonOp.excesses)), { parent: recv });
      return [root, send, recv, note, excess];
    }),
    expect: [
      {
        type: 'JettonTransfer',
        sender: ALICE,
        recipient: BOB,
        sendersWallet: WA,
        recipientsWallet: WB,
        master: MASTER,
        amount: 100n,
        comment: 'gm',
        ok: true,
      },
    ],
  },
  {
    name: 'a jetton transfer the wallet refused is a failed action',
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      const body = buildJettonTransferBody({
        jettonAmount: 10n ** 20n,
        to: A(BOB),
        responseAddress: A(ALICE),
        forwardTonAmount: 0n,
      });
      return [root, tx(WA, int(ALICE, WA, toNano('0.05'), body), { parent: root, ok: false })];
    }),
    expect: [{ type: 'JettonTransfer', ok: false, recipientsWallet: WB, amount: 10n ** 20n }],
  },
  {
    name: 'a mint: the master call and the new wallet are one action',
    txs: trace(() => {
      const root = tx(TREASURY, ext(TREASURY));
      const minter = tx(MASTER, int(TREASURY, MASTER, toNano('0.1'), op(JettonOp.mint)), { parent: root });
      const wallet = tx(
        WA,
        int(
          MASTER,
          WA,
          toNano('0.05'),
          op(JettonOp.internalTransfer, (b) => b.storeCoins(777n)),
        ),
        {
          parent: minter,
        },
      );
      const excess = tx(ALICE, int(WA, ALICE, toNano('0.04'), op(JettonOp.excesses)), { parent: wallet });
      return [root, minter, wallet, excess];
    }),
    expect: [{ type: 'JettonMint', recipient: ALICE, recipientsWallet: WA, master: MASTER, amount: 777n }],
  },
  {
    name: 'a burn',
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      const burn = tx(
        WA,
        int(ALICE, WA, toNano('0.05'), buildJettonBurnBody({ jettonAmount: 9n, responseAddress: A(ALICE) })),
        {
          parent: root,
        },
      );
      const note = tx(MASTER, int(WA, MASTER, toNano('0.04'), op(JettonOp.burnNotification)), {
        parent: burn,
      });
      return [root, burn, note];
    }),
    expect: [{ type: 'JettonBurn', sender: ALICE, sendersWallet: WA, amount: 9n, ok: true }],
  },
  {
    name: "a wallet's call to a contract; the contract's own calls stay inside it",
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      const call = tx(CONTRACT, int(ALICE, CONTRACT, toNano('2'), op(0x12345678)), { parent: root });
      const inner = tx(INNER, int(CONTRACT, INNER, toNano('1'), op(0x1)), { parent: call });
      return [root, call, inner];
    }),
    expect: [
      {
        type: 'SmartContractExec',
        executor: ALICE,
        contract: CONTRACT,
        amount: toNano('2'),
        operation: '0x12345678',
      },
    ],
  },
  {
    name: 'a message that bounced is not an action of its own',
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      const call = tx(CONTRACT, int(ALICE, CONTRACT, toNano('1'), op(0x22)), { parent: root, ok: false });
      const back = tx(ALICE, int(CONTRACT, ALICE, toNano('0.9'), op(0xffffffff), true), { parent: call });
      return [root, call, back];
    }),
    expect: [{ type: 'SmartContractExec', ok: false }],
  },
  {
    name: 'a swap of our pool replaces the transfers into and out of the pool',
    txs: trace(() => {
      const root = tx(ALICE, ext(ALICE));
      const swapLog = beginCell()
        .storeUint(DexEventOp.swap, 32)
        .storeUint(1, 32)
        .storeUint(0, 64)
        .storeAddress(A(ALICE))
        .storeAddress(A(ALICE))
        .storeBit(true) // zeroForOne: TON in
        .storeCoins(toNano('10'))
        .storeCoins(31_000_000n)
        .storeBit(true)
        .storeCoins(1n)
        .storeCoins(1n)
        .storeCoins(1n)
        .endCell();
      const payout = buildJettonTransferBody({
        jettonAmount: 31_000_000n,
        to: A(ALICE),
        responseAddress: A(ALICE),
        forwardTonAmount: 0n,
      });
      const pool = tx(POOL, int(ALICE, POOL, toNano('10.1'), op(DexOp.swapTon)), {
        parent: root,
        outs: [log(POOL, swapLog), int(POOL, WP, toNano('0.05'), payout)],
      });
      const send = tx(WP, int(POOL, WP, toNano('0.05'), payout), { parent: pool });
      const recv = tx(
        WA,
        int(
          WP,
          WA,
          toNano('0.04'),
          op(JettonOp.internalTransfer, (b) => b.storeCoins(31_000_000n)),
        ),
        {
          parent: send,
        },
      );
      const excess = tx(ALICE, int(WA, ALICE, toNano('0.03'), op(JettonOp.excesses)), { parent: recv });
      return [root, pool, send, recv, excess];
    }),
    expect: [
      {
        type: 'JettonSwap',
        user: ALICE,
        pool: POOL,
        assetIn: NATIVE_TON_ADDRESS,
        assetOut: MASTER,
        amountIn: toNano('10'),
        amountOut: 31_000_000n,
        ok: true,
      },
    ],
  },
  {
    name: 'a trace with nothing recognisable still says the contract ran',
    txs: trace(() => [tx(ALICE, ext(ALICE))]),
    expect: [{ type: 'SmartContractExec', executor: ALICE, contract: ALICE, amount: 0n }],
  },
];

describe('classifyTrace', () => {
  for (const c of cases) {
    it(c.name, () => {
      const actions = classifyTrace(c.txs, env);
      expect(actions).toHaveLength(c.expect.length);
      c.expect.forEach((e, i) => expect(actions[i]).toMatchObject(e));
      // every action names transactions of the trace
      for (const a of actions) for (const h of a.txs) expect(c.txs.map((t) => t.hash)).toContain(h);
    });
  }

  it('puts fees, not transfers, into extra', () => {
    const root = tx(ALICE, ext(ALICE), {
      outs: [{ ...int(ALICE, BOB, toNano('1')), fees: 400n }],
      fees: 1000n,
    });
    const recv = tx(BOB, int(ALICE, BOB, toNano('1')), { parent: root, fees: 30n });
    const actions = classifyTrace([root, recv], env);
    expect(eventExtra(ALICE, [root, recv], actions)).toBe(-1400n);
    expect(eventExtra(BOB, [root, recv], actions)).toBe(-30n);
  });
});
