import { Address, beginCell, type Cell, loadMessage, storeMessage } from '@ton/core';
import { JettonOp } from '@atoll/contracts';
import { TraceFacts } from '../chain-readers/trace-facts';
import { ChainInputError } from '../chain/devnet-chain';
import type { IndexedTx } from '../chain/types';
import type { DevnetContext } from '../context';
import { eventsJson } from './account-events.service';
import { txView } from './events/trace-view';
import { badRequest } from './errors';
import { decodeExternal, decodeMessage } from './send-message.service';
import { accountAddressJson, parseAccountId } from './serialize/account';
import { addressBook } from './serialize/address';
import { readJettonPreview } from './serialize/jetton';
import { traceJson } from './serialize/trace';

export interface WalletEmulationBody {
  boc: string;
  address_override?: string;
  params?: { address: string; balance?: number | string }[];
}

/**
 * POST /v2/traces/emulate and /v2/wallet/emulate: the external runs with its whole trace on a
 * scratch copy of the chain (DevnetChain.emulate), so nothing changes; the answer is what TonAPI
 * answers, every transaction marked `emulated`. Like TonAPI, the wallet variant never checks the
 * signature: a wallet app previews what it has not signed yet.
 */
export function emulationService(ctx: DevnetContext) {
  async function run(
    cell: Cell,
    ignoreChksig: boolean,
    balances?: { address: Address; balance: bigint }[],
  ): Promise<IndexedTx[]> {
    try {
      return await ctx.chain.emulate(cell, { ignoreChksig, balances });
    } catch (error) {
      // the wallet refused the external: bad signature, stale seqno, expired
      if (error instanceof ChainInputError) throw badRequest(`emulation failed: ${error.message}`);
      throw error;
    }
  }

  function trace(txs: IndexedTx[]) {
    const byHash = new Map(txs.map((t) => [t.hash, t]));
    const root = txs.find((t) => t.parentHash === null)!;
    return traceJson(ctx, addressBook(ctx), root, { get: (h) => byHash.get(h), emulated: true });
  }

  return {
    async trace(boc: string, ignoreSignatureCheck: boolean) {
      // like TonAPI's tracer, an internal message runs as the root too: what a wallet would send, from
      // its address, when the caller cannot build the wallet's external (the preview of an unknown wallet)
      return trace(
        await run(decodeMessage(boc, ['external-in', 'internal'], 'emulated'), ignoreSignatureCheck),
      );
    },

    async wallet(body: WalletEmulationBody) {
      let cell = decodeExternal(body.boc);
      if (body.address_override) cell = redirect(cell, parseAccountId(body.address_override));
      const balances = (body.params ?? [])
        .filter((p) => p.balance !== undefined)
        .map((p) => ({ address: parseAccountId(p.address), balance: BigInt(p.balance!) }));
      const txs = await run(cell, true, balances);
      const root = txs.find((t) => t.parentHash === null)!;
      const [event] = await eventsJson(ctx, root.account, [{ root, txs }], false);
      return { trace: await trace(txs), risk: await risk(ctx, root, txs), event: event! };
    },
  };
}

/** The same external, sent to another wallet (TonAPI's `address_override`). */
function redirect(cell: Cell, to: Address): Cell {
  const message = loadMessage(cell.beginParse());
  if (message.info.type !== 'external-in') return cell;
  message.info.dest = to;
  return beginCell().store(storeMessage(message)).endCell();
}

/**
 * TonAPI's Risk, read from what the wallet's own transaction sent: the TON it sent out, the
 * jettons its jetton wallets were told to transfer, and whether it emptied itself.
 */
async function risk(ctx: DevnetContext, root: IndexedTx, txs: IndexedTx[]) {
  const sent = [...root.tx.outMessages.values()].filter((m) => m.info.type === 'internal');
  const gram = sent.reduce((s, m) => s + (m.info.type === 'internal' ? m.info.value.coins : 0n), 0n);
  const facts = new TraceFacts(ctx.world, ctx.chain);
  const views = txs.map(txView);
  await facts.learn(views);
  const jettons = [];
  for (const t of views) {
    if (t.parentHash !== root.hash || t.inMsg?.src !== root.account) continue;
    const body = t.inMsg.body.beginParse();
    if (body.remainingBits < 32 + 64 + 4 || body.loadUint(32) !== JettonOp.transfer) continue;
    body.skip(64);
    const wallet = facts.env().jettonWallet(t.account);
    if (!wallet || wallet.owner !== root.account) continue;
    const address = Address.parseRaw(t.account);
    jettons.push({
      quantity: body.loadCoins().toString(),
      wallet_address: accountAddressJson(ctx.world, address, await facts.view(t.account)),
      jetton: await readJettonPreview(ctx.world, ctx.chain.blockchain, Address.parseRaw(wallet.master)),
    });
  }
  return { transfer_all_remaining_balance: root.endBalance === 0n, gram, jettons, nfts: [] };
}

export type EmulationService = ReturnType<typeof emulationService>;
