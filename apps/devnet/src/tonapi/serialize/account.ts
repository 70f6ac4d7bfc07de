import { Address } from '@ton/core';
import type { FastifyReply } from 'fastify';
import { type AccountIdentity, accountKinds } from '../../chain-readers/account-kinds';
import type { AccountView } from '../../chain-readers/contract-state';
import { isScamAccount, knownCode, knownName } from '../../chain-readers/known-contracts';
import type { DevnetChain } from '../../chain/devnet-chain';
import type { DemoWorld } from '../../genesis/demo-world';
import { badRequest } from '../errors';

/** Raw form, as TonAPI writes every address: `0:<64 hex>`. */
export const raw = (address: Address): string => address.toRawString();

/** An account id as TonAPI takes it: raw or user-friendly (DNS names are not supported). */
export function parseAccountId(id: string): Address {
  try {
    return Address.parse(decodeURIComponent(id).trim());
  } catch {
    throw badRequest(`can't decode address ${id}`);
  }
}

const BIGINT_MARK = '\u0000bigint:';

/**
 * TonAPI writes int64 fields as JSON numbers even beyond 2^53 (the genesis account holds 10^18
 * nanoton); `@ton-api/client` reads them losslessly. JSON.stringify cannot write a bigint, so
 * bigints become exact number literals here.
 */
export function toTonApiJson(body: unknown): string {
  return JSON.stringify(body, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${BIGINT_MARK}${value.toString()}` : value,
  ).replace(/"\\u0000bigint:(-?\d+)"/g, '$1');
}

export function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(toTonApiJson(body));
}

export interface AccountAddressJson {
  address: string;
  name?: string;
  is_scam: boolean;
  icon?: string;
  is_wallet: boolean;
}

/** TonAPI's AccountAddress: the short description of an account wherever one is referenced. */
export function accountAddressJson(
  world: DemoWorld,
  address: Address,
  view: AccountIdentity,
): AccountAddressJson {
  const known = knownName(world, address);
  const code = knownCode(world, view.code);
  const out: AccountAddressJson = {
    address: raw(address),
    is_scam: isScamAccount(world, address),
    is_wallet: isWalletLike(view, code),
  };
  if (known?.name) out.name = known.name;
  if (known?.icon) out.icon = known.icon;
  return out;
}

export async function readAccountAddress(
  world: DemoWorld,
  chain: DevnetChain,
  address: Address,
): Promise<AccountAddressJson> {
  return accountAddressJson(world, address, await accountKinds(chain, world).identity(address));
}

// TonAPI calls an account a wallet when its code is a wallet's, and also when it has no code
// yet (an address that will become a wallet when its owner first sends).
function isWalletLike(view: AccountIdentity, code: ReturnType<typeof knownCode>): boolean {
  if (view.status === 'nonexist' || view.status === 'uninit') return true;
  return code?.isWallet ?? false;
}

/** GET /v2/accounts/{id}: TonAPI's Account. */
export function accountJson(world: DemoWorld, chain: DevnetChain, address: Address, view: AccountView) {
  const code = knownCode(world, view.code);
  const known = knownName(world, address);
  const last = chain.index.lastTx(raw(address));
  return {
    address: raw(address),
    balance: view.balance,
    last_activity: last?.utime ?? 0,
    status: view.status,
    ...(code && code.interfaces.length > 0 ? { interfaces: code.interfaces } : {}),
    ...(known?.name ? { name: known.name } : {}),
    ...(known?.icon ? { icon: known.icon } : {}),
    is_scam: isScamAccount(world, address),
    memo_required: false,
    get_methods: code?.getMethods ?? [],
    is_wallet: isWalletLike(view, code),
  };
}
