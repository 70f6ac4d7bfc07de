import type { Address } from '@ton/core';
import { type Asset, assetEquals, JettonWallet, Pool } from '@atoll/contracts';
import type { DevnetChain } from '../chain/devnet-chain';
import { assetOf, type DemoPool, type DemoWorld } from '../genesis/demo-world';

// What the market's planner reads of the chain before it decides an action.

export interface PoolView {
  spec: DemoPool;
  sym0: string;
  sym1: string;
  asset0: Asset;
  asset1: Asset;
  reserve0: bigint;
  reserve1: bigint;
  lpSupply: bigint;
  ready: boolean;
}

/** Reads the chain (in its queue, between messages) for one action, each value once. */
export class ChainReader {
  private readonly pools = new Map<string, Promise<PoolView>>();
  private readonly balances = new Map<string, Promise<bigint>>();

  constructor(
    private readonly chain: DevnetChain,
    private readonly world: DemoWorld,
  ) {}

  pool(spec: DemoPool): Promise<PoolView> {
    const key = spec.address.toRawString();
    let view = this.pools.get(key);
    if (!view) {
      view = this.chain.exclusive(async () => {
        const data = await this.chain.blockchain
          .openContract(Pool.createFromAddress(spec.address))
          .getPoolData();
        const aFirst = assetEquals(data.asset0, assetOf(this.world, spec.a));
        return {
          spec,
          sym0: aFirst ? spec.a : spec.b,
          sym1: aFirst ? spec.b : spec.a,
          asset0: data.asset0,
          asset1: data.asset1,
          reserve0: data.reserve0,
          reserve1: data.reserve1,
          lpSupply: data.lpSupply,
          ready: data.status === 2 && data.reserve0 > 0n && data.reserve1 > 0n,
        };
      });
      this.pools.set(key, view);
    }
    return view;
  }

  ton(owner: Address): Promise<bigint> {
    return this.memo(
      `ton:${owner.toRawString()}`,
      async () => (await this.chain.blockchain.getContract(owner)).balance,
    );
  }

  /** Balance of a jetton wallet (0 before it exists). */
  jetton(wallet: Address): Promise<bigint> {
    return this.memo(`jetton:${wallet.toRawString()}`, () =>
      this.chain.blockchain.openContract(JettonWallet.createFromAddress(wallet)).getJettonBalance(),
    );
  }

  private memo(key: string, read: () => Promise<bigint>): Promise<bigint> {
    let value = this.balances.get(key);
    if (!value) {
      value = this.chain.exclusive(read);
      this.balances.set(key, value);
    }
    return value;
  }
}
