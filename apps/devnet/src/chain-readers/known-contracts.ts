import type { Address, Cell } from '@ton/core';
import { TreasuryContract } from '@ton/sandbox';
import {
  WalletContractV1R1,
  WalletContractV1R2,
  WalletContractV1R3,
  WalletContractV2R1,
  WalletContractV2R2,
  WalletContractV3R1,
  WalletContractV3R2,
  WalletContractV4,
  WalletContractV5Beta,
  WalletContractV5R1,
} from '@ton/ton';
import type { DemoWorld } from '../genesis/demo-world';

// What TonAPI calls an account's interfaces, recognised by code hash: the wallets of @ton/ton,
// the sandbox treasury (the genesis account) and our own contracts. TonAPI names interfaces in
// snake case (wallet_v4r2, jetton_master, stonfi_pool_v2); ours follow that style.

export type ContractKind =
  'wallet' | 'treasury' | 'jetton_master' | 'jetton_wallet' | 'pool' | 'factory' | 'deposit';

export interface KnownCode {
  kind: ContractKind;
  interfaces: string[];
  getMethods: string[];
  isWallet: boolean;
  /** The code has no SETCODE: an active account with it keeps it (Atoll's own contracts). */
  codeFixed: boolean;
}

const KEY = Buffer.alloc(32, 7);

function walletCodes(): Array<[Cell, string, string[]]> {
  const old = ['seqno'];
  const v3 = ['seqno', 'get_public_key'];
  const v4 = ['seqno', 'get_public_key', 'get_subwallet_id', 'get_plugin_list', 'is_plugin_installed'];
  const v5 = ['seqno', 'get_public_key', 'get_subwallet_id', 'is_signature_allowed', 'get_extensions'];
  const args = { workchain: 0, publicKey: KEY };
  return [
    [WalletContractV1R1.create(args).init.code, 'wallet_v1r1', old],
    [WalletContractV1R2.create(args).init.code, 'wallet_v1r2', old],
    [WalletContractV1R3.create(args).init.code, 'wallet_v1r3', v3],
    [WalletContractV2R1.create(args).init.code, 'wallet_v2r1', old],
    [WalletContractV2R2.create(args).init.code, 'wallet_v2r2', v3],
    [WalletContractV3R1.create(args).init.code, 'wallet_v3r1', old],
    [WalletContractV3R2.create(args).init.code, 'wallet_v3r2', v3],
    [WalletContractV4.create(args).init.code, 'wallet_v4r2', v4],
    [WalletContractV5Beta.create({ publicKey: KEY }).init.code, 'wallet_v5_beta', v5],
    [WalletContractV5R1.create({ publicKey: KEY }).init.code, 'wallet_v5r1', v5],
  ];
}

const byWorld = new WeakMap<DemoWorld, Map<string, KnownCode>>();

/** Code hash (hex) → what the contract is, for the wallets everyone uses and our contracts. */
export function knownCodes(world: DemoWorld): Map<string, KnownCode> {
  let map = byWorld.get(world);
  if (map) return map;
  map = new Map();
  for (const [code, name, getMethods] of walletCodes())
    map.set(code.hash().toString('hex'), {
      kind: 'wallet',
      interfaces: [name],
      getMethods,
      isWallet: true,
      codeFixed: false,
    });
  map.set(TreasuryContract.create(0, 0n).init!.code!.hash().toString('hex'), {
    kind: 'treasury',
    interfaces: [],
    getMethods: [],
    isWallet: true,
    codeFixed: false,
  });
  const ours: Array<[Cell, KnownCode]> = [
    [
      world.minterCode,
      {
        kind: 'jetton_master',
        interfaces: ['jetton_master'],
        getMethods: ['get_jetton_data', 'get_wallet_address'],
        isWallet: false,
        codeFixed: true,
      },
    ],
    [
      world.jettonWalletCode,
      {
        kind: 'jetton_wallet',
        interfaces: ['jetton_wallet'],
        getMethods: ['get_wallet_data'],
        isWallet: false,
        codeFixed: true,
      },
    ],
    [
      world.codes.pool,
      {
        kind: 'pool',
        interfaces: ['atoll_pool', 'jetton_master'],
        getMethods: [
          'get_pool_data',
          'get_reserves',
          'get_fee',
          'get_lp_supply',
          'get_curve',
          'get_assets',
          'get_expected_out',
          'get_expected_in',
          'get_jetton_data',
          'get_wallet_address',
        ],
        isWallet: false,
        codeFixed: true,
      },
    ],
    [
      world.factoryCode,
      {
        kind: 'factory',
        interfaces: ['atoll_factory'],
        getMethods: ['get_pool_address', 'get_factory_data'],
        isWallet: false,
        codeFixed: true,
      },
    ],
    [
      world.codes.deposit,
      {
        kind: 'deposit',
        interfaces: ['atoll_deposit'],
        getMethods: ['get_deposit_data'],
        isWallet: false,
        codeFixed: true,
      },
    ],
  ];
  for (const [code, known] of ours) map.set(code.hash().toString('hex'), known);
  byWorld.set(world, map);
  return map;
}

export function knownCode(world: DemoWorld, code: Cell | null): KnownCode | undefined {
  return code ? knownCodes(world).get(code.hash().toString('hex')) : undefined;
}

export function formatFeeBps(feeBps: number): string {
  return `${feeBps / 100}%`;
}

/** TonAPI's `is_scam` of an account: the catalog marks one demo token's master as a scam. */
export function isScamAccount(world: DemoWorld, address: Address): boolean {
  return world.tokens.some((t) => t.isScam && t.master.equals(address));
}

/** Display names of the demo world's contracts, as TonAPI names accounts it knows. */
export function knownName(world: DemoWorld, address: Address): { name: string; icon?: string } | undefined {
  if (address.equals(world.factory)) return { name: 'Atoll factory' };
  if (address.equals(world.admin)) return { name: 'Atoll devnet genesis' };
  const pool = world.pools.find((p) => p.address.equals(address));
  if (pool)
    return {
      name: `Atoll pool ${pool.a}/${pool.b} ${formatFeeBps(pool.feeBps)}`,
      icon: `${world.publicUrl}/devnet/icons/lp.svg`,
    };
  const token = world.tokens.find((t) => t.master.equals(address));
  if (token) return { name: token.name, icon: token.imageUrl };
  return undefined;
}
