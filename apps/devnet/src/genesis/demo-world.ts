import { createHash } from 'node:crypto';
import { type Address, type Cell } from '@ton/core';
import { keyPairFromSecretKey } from '@ton/crypto';
import { WalletContractV5R1 } from '@ton/ton';
import {
  type Asset,
  atollLpContent,
  buildOnchainMetadata,
  type DexCodes,
  Factory,
  jetton,
  JettonMinter,
  poolAddress,
  TON,
} from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import { POOL_SPECS, type PoolSpec, TOKEN_SPECS, type TokenSpec } from './catalog';
import { DEMO_WALLET_MNEMONICS } from './mnemonics';

/** The devnet speaks for a test network: wallets sign with the testnet global id. */
export const DEVNET_GLOBAL_ID = -3;

export interface DemoToken extends TokenSpec {
  master: Address;
  asset: Asset;
  imageUrl: string;
  content: Cell;
}

export interface DemoPool extends PoolSpec {
  address: Address;
}

export interface DemoWallet {
  name: string;
  mnemonic: string[];
  publicKey: Buffer;
  secretKey: Buffer;
  contract: WalletContractV5R1;
}

export interface DemoWorld {
  genesisId: string;
  publicUrl: string;
  /** Sandbox treasury seed of the account that deploys everything and mints the demo tokens. */
  genesisSeed: string;
  admin: Address;
  factory: Address;
  codes: DexCodes;
  jettonWalletCode: Cell;
  minterCode: Cell;
  factoryCode: Cell;
  tokens: DemoToken[];
  pools: DemoPool[];
  wallets: DemoWallet[];
  usd: DemoToken;
}

export const GENESIS_SEED = 'atoll-devnet-genesis';

export function assetOf(world: DemoWorld, symbol: string): Asset {
  if (symbol === 'TON') return TON;
  const token = world.tokens.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`unknown demo token ${symbol}`);
  return jetton(token.master);
}

/**
 * Everything about the demo world that follows from the configuration alone: the same inputs
 * give the same addresses every time, with or without a saved chain.
 */
export async function describeWorld(publicUrl: string, admin: Address): Promise<DemoWorld> {
  const jettonWalletCode = loadCode('JettonWallet');
  const minterCode = loadCode('JettonMinter');
  const factoryCode = loadCode('Factory');
  const codes: DexCodes = {
    pool: loadCode('Pool'),
    lpWallet: jettonWalletCode,
    deposit: loadCode('Deposit'),
    lpContent: atollLpContent(),
  };
  const tokens: DemoToken[] = TOKEN_SPECS.map((spec) => {
    const imageUrl = `${publicUrl}/devnet/icons/${spec.icon}`;
    const content = buildOnchainMetadata({
      name: spec.name,
      symbol: spec.symbol,
      decimals: String(spec.decimals),
      description: spec.description,
      image: imageUrl,
    });
    const minter = JettonMinter.createFromConfig(
      { admin, content, walletCode: jettonWalletCode },
      minterCode,
    );
    return { ...spec, master: minter.address, asset: jetton(minter.address), imageUrl, content };
  });
  const factory = Factory.createFromConfig(
    {
      admin,
      poolCode: codes.pool,
      lpWalletCode: codes.lpWallet,
      depositCode: codes.deposit,
      lpContent: codes.lpContent,
    },
    factoryCode,
  ).address;
  const partial = { tokens } as DemoWorld;
  const pools = POOL_SPECS.map((spec) => ({
    ...spec,
    address: poolAddress(factory, assetOf(partial, spec.a), assetOf(partial, spec.b), spec.feeBps, codes),
  }));
  const wallets = await Promise.all(
    DEMO_WALLET_MNEMONICS.map(async ({ name, mnemonic, secretKey }) => {
      const words = mnemonic.split(' ');
      const keys = keyPairFromSecretKey(Buffer.from(secretKey, 'hex'));
      const contract = WalletContractV5R1.create({
        workchain: 0,
        publicKey: keys.publicKey,
        walletId: { networkGlobalId: DEVNET_GLOBAL_ID },
      });
      return { name, mnemonic: words, publicKey: keys.publicKey, secretKey: keys.secretKey, contract };
    }),
  );
  const genesisId = createHash('sha256')
    .update(
      JSON.stringify({
        publicUrl,
        TOKEN_SPECS,
        POOL_SPECS,
        wallets: DEMO_WALLET_MNEMONICS.map((w) => w.name),
      }),
    )
    .update(codes.pool.hash())
    .update(codes.deposit.hash())
    .update(jettonWalletCode.hash())
    .update(minterCode.hash())
    .update(factoryCode.hash())
    .digest('hex');
  return {
    genesisId,
    publicUrl,
    genesisSeed: GENESIS_SEED,
    admin,
    factory,
    codes,
    jettonWalletCode,
    minterCode,
    factoryCode,
    tokens,
    pools,
    wallets,
    usd: tokens.find((t) => t.symbol === 'aUSD')!,
  };
}
