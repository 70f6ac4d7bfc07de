// The few TonAPI reads the send path trusts, because they come from contracts it has checked or
// from the jetton master itself (docs/chain-notes.md §5): an account's code and data, and
// a master's get_wallet_address. Never the product API's own word (its rows, its derived fields): outside
// the devnet they travel through the API's relay (GET /chain/v2/…), which passes TonAPI's answer on
// unchanged, and code and data are still checked here against the pinned hashes. Loaded with the send code.
import '../../lib/buffer-polyfill';
import { isNotFound } from '@atoll/chain';
import { Address, Cell } from '@ton/core';
import { tonApi } from '../../lib/tonapi';

export interface AccountState {
  code: Cell;
  data: Cell;
}

const cellOf = (hex: string) => Cell.fromBoc(Buffer.from(hex, 'hex'))[0]!;

/** `GET /v2/blockchain/accounts/{id}`: code and data as hex BoCs; null when the account has none (404, uninit). */
export async function fetchAccountState(tonapiUrl: string, account: Address): Promise<AccountState | null> {
  try {
    const { data: body } = await tonApi(tonapiUrl).http.GET('/v2/blockchain/accounts/{account_id}', {
      params: { path: { account_id: account.toRawString() } },
    });
    if (!body?.code || !body.data) return null;
    return { code: cellOf(body.code), data: cellOf(body.data) };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** TEP-74 get_wallet_address through TonAPI: `decoded.jetton_wallet_address`, or the stack's cell. */
async function readJettonWallet(tonapiUrl: string, master: Address, owner: Address): Promise<Address> {
  const { data: body } = await tonApi(tonapiUrl).http.GET(
    '/v2/blockchain/accounts/{account_id}/methods/{method_name}',
    {
      params: {
        path: { account_id: master.toRawString(), method_name: 'get_wallet_address' },
        query: { args: [owner.toRawString()] },
      },
    },
  );
  if (!body?.success) throw new Error(`get_wallet_address failed on ${master.toRawString()}`);
  const decoded = (body.decoded as { jetton_wallet_address?: unknown } | undefined)?.jetton_wallet_address;
  if (typeof decoded === 'string') return Address.parse(decoded);
  const cell = body.stack[0]?.cell;
  if (!cell) throw new Error(`get_wallet_address failed on ${master.toRawString()}`);
  return cellOf(cell).beginParse().loadAddress();
}

// A master's answer never changes for an owner: once per page load. Failures are not kept.
const wallets = new Map<string, Promise<Address>>();

/**
 * The owner's wallet of a jetton (or of an LP token: its master is the pool), as the master itself
 * answers. Jetton wallet code is not ours, so no derivation can stand in for it, and a wallet
 * address from the product API could be anyone's contract.
 */
export function fetchJettonWallet(tonapiUrl: string, master: string | Address, owner: string | Address) {
  const masterAddress = typeof master === 'string' ? Address.parse(master) : master;
  const ownerAddress = typeof owner === 'string' ? Address.parse(owner) : owner;
  const key = `${tonapiUrl} ${masterAddress.toRawString()} ${ownerAddress.toRawString()}`;
  let wallet = wallets.get(key);
  if (!wallet) {
    wallet = readJettonWallet(tonapiUrl, masterAddress, ownerAddress);
    wallets.set(key, wallet);
    wallet.catch(() => wallets.delete(key));
  }
  return wallet;
}
