import { Address, Cell, external, internal, SendMode, toNano } from '@ton/core';
import { type Trace } from '@ton-api/client';
import { ContractAdapter } from '@ton-api/ton-adapter';
import {
  assetEquals,
  buildSwap,
  getAmountOut,
  jetton,
  JettonWallet,
  jettonWalletAddress,
  newQueryId,
  Pool,
  TON,
} from '@atoll/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizedHash } from '../src/chain/normalized-hash';
import { fileDevnet } from './helpers/file-devnet';

// The devnet must work with @ton-api/ton-adapter unchanged: a wallet opened through it sends,
// reads its state and runs get methods against the devnet exactly as against TonAPI.

const suite = fileDevnet();
let adapter: ContractAdapter;

beforeAll(() => {
  adapter = new ContractAdapter(suite.client);
});

/** Polls the trace by the normalized hash of the external a wallet sent, as a dapp would. */
async function waitForTrace(walletAddress: Address, body: Cell): Promise<Trace> {
  const id = normalizedHash(external({ to: walletAddress, body })).toString('hex');
  for (let i = 0; i < 150; i++) {
    try {
      return await suite.client.traces.getTrace(id);
    } catch (error) {
      if (!(error instanceof Error) || error.message !== 'entity not found') throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no trace for ${id}`);
}

function nodes(trace: Trace): Trace[] {
  return [trace, ...(trace.children ?? []).flatMap(nodes)];
}

describe('@ton-api/ton-adapter against the devnet', () => {
  it('sends a TON transfer from a W5R1 wallet and reads the result back', async () => {
    const [from, to] = suite.devnet.world.wallets;
    const wallet = adapter.open(from!.contract);
    const receiver = adapter.open(to!.contract);
    const seqno = await wallet.getSeqno();
    const receiverBefore = await receiver.getBalance();
    const body = wallet.createTransfer({
      seqno,
      secretKey: from!.secretKey,
      messages: [internal({ to: to!.contract.address, value: toNano('2'), bounce: false })],
      sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
    });
    await wallet.send(body);

    const trace = await waitForTrace(from!.contract.address, body);
    expect(trace.transaction.account.address.equals(from!.contract.address)).toBe(true);
    expect(trace.transaction.success).toBe(true);
    expect(trace.children).toHaveLength(1);
    expect(trace.children![0]!.transaction.account.address.equals(to!.contract.address)).toBe(true);
    expect(await wallet.getSeqno()).toBe(seqno + 1);
    const received = (await receiver.getBalance()) - receiverBefore;
    expect(received > toNano('1.99') && received < toNano('2')).toBe(true);

    // the adapter's transaction history reads the raw BoCs with before_lt
    const state = await adapter.provider(from!.contract.address).getState();
    expect(state.state.type).toBe('active');
    const history = await adapter
      .provider(from!.contract.address)
      .getTransactions(from!.contract.address, state.last!.lt, Buffer.alloc(32), 3);
    expect(history[0]!.hash().toString('hex')).toBe(trace.transaction.hash);
  });

  it('swaps TON for a demo jetton with an SDK-built message and gets the quoted amount', async () => {
    const user = suite.devnet.world.wallets[2]!;
    const usd = suite.devnet.world.usd;
    const demoPool = suite.devnet.world.pools.find(
      (p) => p.a === 'TON' && p.b === 'aUSD' && p.feeBps === 30,
    )!;
    const wallet = adapter.open(user.contract);
    const pool = adapter.open(Pool.createFromAddress(demoPool.address));
    const jettonWallet = adapter.open(
      JettonWallet.createFromAddress(
        jettonWalletAddress(user.contract.address, usd.master, suite.devnet.world.jettonWalletCode),
      ),
    );

    const amountIn = toNano('10');
    // the quote from the pool's get method (arguments through the adapter) and from the SDK agree
    const quote = await pool.getExpectedOut(TON, amountIn);
    const data = await pool.getPoolData();
    const tonFirst = assetEquals(data.asset0, TON);
    const sdkQuote = getAmountOut(
      amountIn,
      tonFirst ? data.reserve0 : data.reserve1,
      tonFirst ? data.reserve1 : data.reserve0,
      data.feeBps,
    );
    expect(quote).toBe(sdkQuote);
    expect(quote).toBeGreaterThan(0n);

    const before = await jettonWallet.getJettonBalance();
    const built = buildSwap({
      pool: demoPool.address,
      input: { asset: TON },
      assetOut: jetton(usd.master),
      amountIn,
      minOut: quote,
      user: user.contract.address,
      deadline: Math.floor(Date.now() / 1000) + 600,
      queryId: newQueryId(),
    });
    const body = wallet.createTransfer({
      seqno: await wallet.getSeqno(),
      secretKey: user.secretKey,
      messages: built.messages.map((m) =>
        internal({
          to: Address.parse(m.address),
          value: BigInt(m.amount),
          body: Cell.fromBase64(m.payload!),
        }),
      ),
      sendMode: SendMode.PAY_GAS_SEPARATELY | SendMode.IGNORE_ERRORS,
    });
    await wallet.send(body);

    const trace = await waitForTrace(user.contract.address, body);
    const all = nodes(trace);
    expect(all.every((n) => n.transaction.success)).toBe(true);
    expect(all.some((n) => n.transaction.account.address.equals(demoPool.address))).toBe(true);
    // the pool reports the swap as an external-out event; every internal message became a child
    expect(all.flatMap((n) => n.transaction.outMsgs).every((m) => m.msgType === 'ext_out_msg')).toBe(true);
    expect(all.flatMap((n) => n.transaction.outMsgs).length).toBeGreaterThan(0);

    expect(await jettonWallet.getJettonBalance()).toBe(before + quote);
  });
});
