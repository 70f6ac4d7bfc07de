import { Address } from '@ton/core';
import { readAccount } from '../chain-readers/contract-state';
import { readJettonMaster, readJettonWallet } from '../chain-readers/jettons';
import { knownCode } from '../chain-readers/known-contracts';
import type { DevnetContext } from '../context';
import { notFound } from './errors';
import { parseAccountId, raw, readAccountAddress } from './serialize/account';
import { describeJetton } from './serialize/jetton';

const METADATA_STRINGS = ['description', 'image', 'custom_payload_api_uri'] as const;

/**
 * Holders the devnet knows of: every account in its transaction index whose code is the
 * master's wallet code and whose `get_wallet_data` names this master with a non-zero balance.
 */
async function countHolders(ctx: DevnetContext, master: Address, walletCodeHash: string): Promise<number> {
  let holders = 0;
  for (const account of ctx.chain.index.accounts()) {
    const address = Address.parse(account);
    const view = await readAccount(ctx.chain.blockchain, address);
    if (view.status !== 'active' || view.code?.hash().toString('hex') !== walletCodeHash) continue;
    const wallet = await readJettonWallet(ctx.chain.blockchain, address, ctx.world.jettonWalletCode);
    if (wallet && wallet.balance > 0n && wallet.master.equals(master)) holders++;
  }
  return holders;
}

/** GET /v2/jettons/{id}: TonAPI's JettonInfo, read from the master and the devnet's index. */
export function jettonsService(ctx: DevnetContext) {
  const { chain, world } = ctx;
  return {
    async jetton(id: string) {
      const master = parseAccountId(id);
      // supply and holders of one moment: read between traces
      const read = await chain.exclusive(async () => {
        const view = await readAccount(chain.blockchain, master);
        const state = view.status === 'active' ? await readJettonMaster(chain.blockchain, master) : null;
        if (!state) return null;
        const holders = await countHolders(ctx, master, state.walletCode.hash().toString('hex'));
        const admin = state.admin ? await readAccountAddress(world, chain, state.admin) : null;
        return { view, state, holders, admin };
      });
      if (!read) throw notFound();
      const { view, state, holders, admin } = read;
      const { preview, fields } = describeJetton(world, master, state);
      const metadata: Record<string, string> = {
        address: raw(master),
        name: fields.name ?? preview.name,
        symbol: fields.symbol ?? preview.symbol,
        decimals: fields.decimals ?? String(preview.decimals),
      };
      for (const key of METADATA_STRINGS) if (fields[key] !== undefined) metadata[key] = fields[key]!;
      const interfaces = knownCode(world, view.code)?.interfaces ?? ['jetton_master'];
      return {
        mintable: state.mintable,
        total_supply: state.totalSupply.toString(),
        ...(admin ? { admin } : {}),
        metadata,
        preview: preview.image,
        verification: preview.verification,
        holders_count: holders,
        code_hash: view.code?.hash().toString('base64'),
        data_hash: view.data?.hash().toString('base64'),
        last_transaction_lt: view.lastTxLt.toString(),
        interfaces,
      };
    },
  };
}

export type JettonsService = ReturnType<typeof jettonsService>;
