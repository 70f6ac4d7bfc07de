import { type Address, toNano } from '@ton/core';
import { sha256_sync } from '@ton/crypto';
import { type Blockchain, TreasuryContract } from '@ton/sandbox';
import {
  assetEquals,
  buildCreatePool,
  Factory,
  JettonMinter,
  jettonWalletAddress,
  newQueryId,
  sortAssets,
  toTreasuryMessage,
} from '@atoll/contracts';
import type { DevnetChain } from '../chain/devnet-chain';
import {
  FAUCET_TON,
  FAUCET_USD_PER_ASSET,
  isHandedOut,
  TON_USD_PRICE,
  unitsForUsd,
  WALLET_TON,
  WALLET_USD_PER_ASSET,
} from './catalog';
import { assetOf, type DemoToken, type DemoWorld } from './demo-world';

/** The sandbox's treasury address for a seed (as `Blockchain.treasury` derives it). */
export function treasuryAddress(seed: string): Address {
  return TreasuryContract.create(0, BigInt('0x' + sha256_sync('TESTSEED' + seed).toString('hex'))).address;
}

const GENESIS_BALANCE = toNano('1000000000');

async function genesisTreasury(blockchain: Blockchain, world: DemoWorld) {
  const treasury = await blockchain.treasury(world.genesisSeed, { balance: GENESIS_BALANCE });
  if (!treasury.address.equals(world.admin))
    throw new Error('sandbox treasury derivation changed: genesis admin differs');
  return treasury;
}

const tokenUnits = (token: DemoToken, usd: number) => unitsForUsd(usd, token.usdPrice, token.decimals);

/** Builds the demo world on an empty chain: tokens, factory, pools with liquidity, funded wallets. */
export async function runGenesis(chain: DevnetChain, world: DemoWorld): Promise<void> {
  // the tokens, with enough in the genesis account to seed every pool
  await chain.act(async (blockchain) => {
    const treasury = await genesisTreasury(blockchain, world);
    for (const token of world.tokens) {
      const minter = blockchain.openContract(
        JettonMinter.createFromConfig(
          { admin: world.admin, content: token.content, walletCode: world.jettonWalletCode },
          world.minterCode,
        ),
      );
      await minter.sendDeploy(treasury.getSender(), toNano('1'));
      const forPools = world.pools
        .filter((p) => p.a === token.symbol || p.b === token.symbol)
        .reduce((sum, p) => sum + tokenUnits(token, p.usdDepth), 0n);
      await minter.sendMint(treasury.getSender(), {
        to: treasury.address,
        jettonAmount: forPools + tokenUnits(token, 1_000_000),
      });
    }
    const factory = blockchain.openContract(
      Factory.createFromConfig(
        {
          admin: world.admin,
          poolCode: world.codes.pool,
          lpWalletCode: world.codes.lpWallet,
          depositCode: world.codes.deposit,
          lpContent: world.codes.lpContent,
        },
        world.factoryCode,
      ),
    );
    await factory.sendDeploy(treasury.getSender(), toNano('1'));
  });

  // every pool, created with its first liquidity the way a user would (one request, SDK messages)
  for (const pool of world.pools) {
    await chain.act(async (blockchain) => {
      const treasury = await genesisTreasury(blockchain, world);
      const amountOf = (symbol: string) =>
        symbol === 'TON'
          ? unitsForUsd(pool.usdDepth, TON_USD_PRICE, 9)
          : tokenUnits(
              world.tokens.find((t) => t.symbol === symbol)!,
              pool.usdDepth,
            );
      const [asset0, asset1] = sortAssets(assetOf(world, pool.a), assetOf(world, pool.b));
      const [sym0, sym1] = assetEquals(asset0, assetOf(world, pool.a)) ? [pool.a, pool.b] : [pool.b, pool.a];
      const walletFor = (symbol: string) =>
        symbol === 'TON'
          ? undefined
          : jettonWalletAddress(
              treasury.address,
              world.tokens.find((t) => t.symbol === symbol)!.master,
              world.jettonWalletCode,
            );
      const tx = buildCreatePool({
        factory: world.factory,
        feeBps: pool.feeBps,
        codes: world.codes,
        pool: pool.address,
        side0: { asset: asset0, userJettonWallet: walletFor(sym0) },
        side1: { asset: asset1, userJettonWallet: walletFor(sym1) },
        amount0: amountOf(sym0),
        amount1: amountOf(sym1),
        minLpOut: 0n,
        user: treasury.address,
        deadline: 0,
        queryId: newQueryId(),
      });
      await treasury.sendMessages(tx.messages.map(toTreasuryMessage));
    });
  }

  // the documented wallets: deployed, with TON and every demo token
  for (const wallet of world.wallets) {
    await chain.act(async (blockchain) => {
      const treasury = await genesisTreasury(blockchain, world);
      await treasury.send({
        to: wallet.contract.address,
        value: toNano(WALLET_TON),
        init: wallet.contract.init,
        bounce: false,
      });
    });
    await fundJettons(chain, world, wallet.contract.address, WALLET_USD_PER_ASSET);
  }
}

async function fundJettons(chain: DevnetChain, world: DemoWorld, to: Address, usd: number): Promise<void> {
  await chain.act(async (blockchain) => {
    const treasury = await genesisTreasury(blockchain, world);
    for (const token of world.tokens.filter(isHandedOut)) {
      const minter = blockchain.openContract(JettonMinter.createFromAddress(token.master));
      await minter.sendMint(treasury.getSender(), {
        to,
        jettonAmount: tokenUnits(token, usd),
        responseAddress: to,
      });
    }
  });
}

/** The faucet: TON and every demo token to any address. */
export async function fundAddress(chain: DevnetChain, world: DemoWorld, to: Address): Promise<void> {
  await chain.act(async (blockchain) => {
    const treasury = await genesisTreasury(blockchain, world);
    await treasury.send({ to, value: toNano(FAUCET_TON), bounce: false });
  });
  await fundJettons(chain, world, to, FAUCET_USD_PER_ASSET);
}
