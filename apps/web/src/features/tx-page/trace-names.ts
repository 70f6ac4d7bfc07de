// Names for the accounts along a trace on the transaction page, each from a source the app can check
// (docs/chain-notes.md §5): a pool only when the pinned factory derives it from the tokens and fee the API
// claims for it (trust/trusted-dex.ts); an order only when its code is the pinned order code (its logs are
// then the order contract's own); a jetton wallet as its master answers get_wallet_address. The sender is the
// account whose transaction starts the trace. Loaded with the page.
import '../../lib/buffer-polyfill';
import { isNativeTon } from '@atoll/chain/address';
import { assetEquals, assetOfKey, sortAssets } from '@atoll/contracts';
import type { Pool } from '@atoll/shared';
import type { QueryClient } from '@tanstack/react-query';
import { Address } from '@ton/core';
import { env } from '../../app/env';
import { getPoolQueryOptions } from '../pools/queries';
import { type NamedAccount, loggingAccounts, type TraceJson, traceSender } from '../trace/read-trace';
import { fetchAccountState, fetchJettonWallet } from '../trust/chain-reads';
import { assertGenuinePools, loadTrustedDex } from '../trust/trusted-dex';
import type { TxToken } from '../tx-modal/tx-status';
import type { PoolTokens } from './tx-summary';

/** LP tokens: the pool is their master (contracts/dex: 9 decimals). */
const LP_DECIMALS = 9;

export interface TraceNames {
  sender: Address;
  /** The sender is the connected wallet: "Your wallet", "Back in your wallet". */
  senderIsUser: boolean;
  named: NamedAccount[];
  pools: PoolTokens[];
  /**
   * The jetton wallets the app named, with their token (the units of the jettons a step moves) and whose they
   * are: the sender's say what the sender received.
   */
  jettonWallets: { address: Address; token: TxToken; owner: 'sender' | 'pool' }[];
}

const tokenOf = (t: Pool['token_x']): TxToken => ({
  address: t.address,
  symbol: t.symbol,
  decimals: t.decimals,
});

/** The API's pool at `address`, if the pinned factory derives that address from the pool's tokens and fee. */
async function genuinePool(queryClient: QueryClient, address: Address): Promise<Pool | null> {
  const pool = await queryClient
    .fetchQuery(getPoolQueryOptions(env.apiUrl, address.toString({ bounceable: true })))
    .catch(() => null);
  if (!pool) return null;
  try {
    const dex = await loadTrustedDex(env.tonapiUrl, env.trust);
    assertGenuinePools(dex, [
      {
        address: pool.address,
        tokenA: pool.token_x.address,
        tokenB: pool.token_y.address,
        feeBps: pool.fee_bps,
      },
    ]);
    return pool;
  } catch {
    return null;
  }
}

async function isGenuineOrder(address: Address): Promise<boolean> {
  const pinned = env.trust?.orderCodeHash;
  if (!pinned) return false;
  const state = await fetchAccountState(env.tonapiUrl, address).catch(() => null);
  return state?.code.hash().toString('hex') === pinned;
}

/** The pool's tokens in its own order (asset 0 first), as its logs count them. */
function poolTokens(pool: Pool): PoolTokens {
  const [first] = sortAssets(assetOfKey(pool.token_x.address), assetOfKey(pool.token_y.address));
  const xFirst = assetEquals(first, assetOfKey(pool.token_x.address));
  const [token0, token1] = xFirst ? [pool.token_x, pool.token_y] : [pool.token_y, pool.token_x];
  return { address: Address.parse(pool.address), token0: tokenOf(token0), token1: tokenOf(token1) };
}

export async function traceNames(
  queryClient: QueryClient,
  trace: TraceJson,
  connected: string | null,
): Promise<TraceNames> {
  const sender = traceSender(trace);
  const senderIsUser = connected !== null && Address.parse(connected).equals(sender);
  const named: NamedAccount[] = [{ address: sender, role: senderIsUser ? 'wallet' : 'sender-wallet' }];
  const jettonWallets: TraceNames['jettonWallets'] = [];
  const pools: PoolTokens[] = [];

  const senderWalletRole = senderIsUser ? 'user-jetton-wallet' : 'sender-jetton-wallet';
  const wallet = async (master: string | Address, owner: Address, token: TxToken) => {
    const address = await fetchJettonWallet(env.tonapiUrl, master, owner).catch(() => null);
    if (!address) return;
    const whose = owner.equals(sender) ? 'sender' : 'pool';
    const role = whose === 'sender' ? senderWalletRole : 'pool-jetton-wallet';
    named.push({ address, role, symbol: token.symbol });
    jettonWallets.push({ address, token, owner: whose });
  };

  const candidates = loggingAccounts(trace).filter((a) => !a.equals(sender));
  await Promise.all(
    candidates.map(async (address) => {
      const pool = await genuinePool(queryClient, address);
      if (!pool) {
        if (await isGenuineOrder(address)) named.push({ address, role: 'order' });
        return;
      }
      const pair = `${pool.token_x.symbol}/${pool.token_y.symbol}`;
      named.push({ address, role: 'pool', symbol: pair });
      pools.push(poolTokens(pool));
      const lp: TxToken = { address: pool.address, symbol: `LP ${pair}`, decimals: LP_DECIMALS };
      await Promise.all([
        wallet(address, sender, lp),
        ...[pool.token_x, pool.token_y]
          .filter((t) => !isNativeTon(t.address))
          .flatMap((t) => [wallet(t.address, address, tokenOf(t)), wallet(t.address, sender, tokenOf(t))]),
      ]);
    }),
  );
  return { sender, senderIsUser, named, pools, jettonWallets };
}
