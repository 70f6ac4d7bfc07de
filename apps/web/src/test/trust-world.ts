// The attack of issue 13, staged on a real chain for the send path's tests: the devnet's genesis (the
// pinned factory and its pools, served by the devnet's own TonAPI on a free port), plus a forged
// factory deployed with the same code and other data (so another address), and a forged pool it
// deployed, whose get_pool_data names the forged factory. Node only (the tests say so).
import {
  buildCreatePool,
  Factory,
  jetton,
  jettonWalletAddress,
  newQueryId,
  Pool,
  poolAddress,
  TON,
  toTreasuryMessage,
} from '@atoll/contracts';
import { type Address, toNano } from '@ton/core';
import { startTestDevnet, type TestDevnet } from '@atoll/devnet/testing';
import type { TrustConfig } from '../app/env.fns';

export interface TrustWorld {
  devnet: TestDevnet;
  tonapiUrl: string;
  /** The roots a build of this devnet pins (scripts/stack.ts passes the same). */
  trust: TrustConfig;
  /** alice, a demo wallet with TON and every demo token. */
  user: Address;
  aUsd: Address;
  /** The genesis TON/aUSD 30 bps pool. */
  genuinePool: Address;
  forgedFactory: Address;
  /** TON/aUSD 30 bps as the forged factory derives it: genuine pool code, deployed on chain. */
  forgedPool: Address;
  close(): Promise<void>;
}

export const FEE_BPS = 30;
export const TON_RAW = `0:${'0'.repeat(64)}`;

export async function startTrustWorld(): Promise<TrustWorld> {
  const devnet = await startTestDevnet();
  const { world } = devnet;
  const aUsd = world.usd.master;
  const genuinePool = world.pools.find(
    (p) => p.a === 'TON' && p.b === 'aUSD' && p.feeBps === FEE_BPS,
  )!.address;
  const { forgedFactory, forgedPool } = await devnet.chain.act(async (blockchain) => {
    const mallory = await blockchain.treasury('mallory');
    const factory = blockchain.openContract(
      Factory.createFromConfig(
        {
          admin: mallory.address,
          poolCode: world.codes.pool,
          lpWalletCode: world.codes.lpWallet,
          depositCode: world.codes.deposit,
          lpContent: world.codes.lpContent,
        },
        world.factoryCode,
      ),
    );
    await factory.sendDeploy(mallory.getSender(), toNano('1'));
    const pool = poolAddress(factory.address, TON, jetton(aUsd), FEE_BPS, world.codes);
    // the pool deployed the way the SDK creates one (its TON leg carries the state init), and the
    // forged factory asked to initialise it; the jetton leg is left out: mallory holds no aUSD
    const created = buildCreatePool({
      factory: factory.address,
      feeBps: FEE_BPS,
      codes: world.codes,
      pool,
      side0: { asset: TON },
      side1: {
        asset: jetton(aUsd),
        userJettonWallet: jettonWalletAddress(mallory.address, aUsd, world.jettonWalletCode),
      },
      amount0: toNano('10'),
      amount1: 1n,
      minLpOut: 0n,
      user: mallory.address,
      deadline: 0,
      queryId: newQueryId(),
    });
    await mallory.sendMessages(created.messages.slice(0, 2).map(toTreasuryMessage));
    const data = await blockchain.openContract(Pool.createFromAddress(pool)).getPoolData();
    if (!data.factory.equals(factory.address))
      throw new Error('the forged pool does not name the forged factory');
    return { forgedFactory: factory.address, forgedPool: pool };
  });
  return {
    devnet,
    tonapiUrl: devnet.baseUrl,
    trust: {
      factory: world.factory.toRawString(),
      poolCodeHash: world.codes.pool.hash().toString('hex'),
      orderCodeHash: null,
    },
    user: world.wallets[0]!.contract.address,
    aUsd,
    genuinePool,
    forgedFactory,
    forgedPool,
    close: () => devnet.close(),
  };
}
