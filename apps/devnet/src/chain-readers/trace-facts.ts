import { Address } from '@ton/core';
import { assetKey, JettonOp, jettonWalletAddress, sortAssets } from '@atoll/contracts';
import { assetOf, type DemoWorld } from '../genesis/demo-world';
import type { ClassifyEnv } from '../tonapi/events/actions';
import type { TxView } from '../tonapi/events/trace-view';
import { opOf } from '@atoll/chain';
import type { DevnetChain } from '../chain/devnet-chain';
import { type AccountIdentity, accountKinds } from './account-kinds';
import { findKnownJetton, readJettonWallet } from './jettons';
import { knownCode } from './known-contracts';

// The facts `classifyTrace` needs about a trace's accounts, read from the chain before the
// (pure) classification runs. A jetton wallet's master and owner never change, so they are
// remembered for the life of the process.

const walletCache = new WeakMap<DemoWorld, Map<string, { master: string; owner: string }>>();

const JETTON_OPS = new Set<number>([JettonOp.transfer, JettonOp.internalTransfer, JettonOp.burn]);

export class TraceFacts {
  private readonly views = new Map<string, AccountIdentity>();
  private readonly wallets: Map<string, { master: string; owner: string }>;
  private readonly pools: Map<string, readonly [string, string]>;

  constructor(
    private readonly world: DemoWorld,
    private readonly chain: DevnetChain,
  ) {
    let cache = walletCache.get(world);
    if (!cache) {
      cache = new Map();
      walletCache.set(world, cache);
    }
    this.wallets = cache;
    this.pools = new Map(
      world.pools.map((p) => {
        const [a0, a1] = sortAssets(assetOf(world, p.a), assetOf(world, p.b));
        return [p.address.toRawString(), [assetKey(a0), assetKey(a1)] as const];
      }),
    );
  }

  async view(address: string): Promise<AccountIdentity> {
    let view = this.views.get(address);
    if (!view) {
      view = await accountKinds(this.chain, this.world).identity(Address.parse(address));
      this.views.set(address, view);
    }
    return view;
  }

  /** An account read before (by `view` or `learn`); unknown ones read as non-existent. */
  known(address: string): AccountIdentity {
    return this.views.get(address) ?? { status: 'nonexist', code: null };
  }

  /** Reads what is needed about every account of these traces. */
  async learn(txs: readonly TxView[]): Promise<void> {
    for (const t of txs) {
      const addresses = [t.account, t.inMsg?.src, ...t.outMsgs.map((m) => m.dest)];
      for (const a of addresses) if (a) await this.view(a);
      const op = t.inMsg ? opOf(t.inMsg.body) : null;
      if (op !== null && JETTON_OPS.has(op) && !this.wallets.has(t.account)) {
        const view = await this.view(t.account);
        const code = knownCode(this.world, view.code);
        // ours are recognised by code; any other contract may still be a TEP-74 wallet
        if (view.status !== 'active' || (code && code.kind !== 'jetton_wallet')) continue;
        const state = await readJettonWallet(
          this.chain.blockchain,
          Address.parse(t.account),
          this.world.jettonWalletCode,
        );
        if (state)
          this.wallets.set(t.account, {
            master: state.master.toRawString(),
            owner: state.owner.toRawString(),
          });
      }
    }
  }

  env(): ClassifyEnv {
    return {
      jettonWallet: (address) => this.wallets.get(address),
      isWallet: (address) => {
        const view = this.views.get(address);
        if (!view || view.status === 'nonexist' || view.status === 'uninit') return true;
        return knownCode(this.world, view.code)?.isWallet ?? false;
      },
      poolAssets: (address) => this.pools.get(address),
      walletAddress: (master, owner) => {
        const known = findKnownJetton(this.world, Address.parse(master));
        if (!known) return undefined;
        const code = known.kind === 'lp' ? this.world.codes.lpWallet : this.world.jettonWalletCode;
        return jettonWalletAddress(Address.parse(owner), Address.parse(master), code).toRawString();
      },
    };
  }
}
