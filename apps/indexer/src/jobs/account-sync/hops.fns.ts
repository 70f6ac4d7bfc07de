import { parseTransferNotification } from '@atoll/chain';
import { Address, Cell } from '@ton/core';
import type { TonApiTransaction } from '../../chain/tonapi';
import { isDerivedPool, type PoolTrust } from '../verify-pools/pool-trust.fns';

// A routed swap is one user operation (issue 19): its first pool's swap sends the output on to the next
// pool, whose swap is a continuation hop. Whether a swap is a hop shows in its own transaction: who sent
// the swap in. A TON hop's sender is the previous pool; a jetton hop arrives as the pool's own jetton
// wallet's transfer notification, whose `sender` is the previous owner of the jettons, the previous
// pool (the pool accepts notifications from its own wallets only, and a wallet vouches for the sender by
// its own derivation). That sender is a pool only when the pinned factory derives its address for the
// pair and fee tier it trades (apps/indexer/README.md): a contract that merely sends a swap naming the
// user is no pool, so its swap stays an operation of its own.

const rawOf = (text: string | undefined | null): string | null => {
  if (!text) return null;
  try {
    return Address.parse(text).toRawString();
  } catch {
    return null;
  }
};

/**
 * Who sent a pool's incoming swap (raw address): the transfer notification's `sender` when the incoming
 * message is one, otherwise the message's source. Null when the transaction has no internal incoming message.
 */
export function swapSenderOf(tx: TonApiTransaction): string | null {
  const m = tx.in_msg;
  if (!m || m.msg_type !== 'int_msg') return null;
  if (m.raw_body) {
    let notification: ReturnType<typeof parseTransferNotification> = null;
    try {
      notification = parseTransferNotification(Cell.fromHex(m.raw_body));
    } catch {
      notification = null;
    }
    if (notification) return notification.sender?.toRawString() ?? null;
  }
  return rawOf(m.source?.address);
}

/** A registered pool as the table holds it (its assets' keys and fee tier are what derivation takes). */
export interface KnownPool {
  address: string;
  asset0: string;
  asset1: string;
  feeBps: number;
}

/**
 * The previous pool of a swap, or null when the swap is an operation's first step: its sender is a pool
 * the pinned factory derives (re-derived here from the pair the table names, so a row alone proves
 * nothing), other than this pool, trading the asset that came in (the previous pool's output).
 */
export function provenPrevPool(
  trust: PoolTrust,
  hop: { poolAddress: string; assetIn: string; sender: string | null },
  known: ReadonlyMap<string, KnownPool>,
): string | null {
  if (hop.sender === null || hop.sender === hop.poolAddress) return null;
  const pool = known.get(hop.sender);
  if (!pool) return null;
  if (pool.asset0 !== hop.assetIn && pool.asset1 !== hop.assetIn) return null;
  const derived = isDerivedPool(trust, {
    pool: pool.address,
    asset0: pool.asset0,
    asset1: pool.asset1,
    feeBps: pool.feeBps,
  });
  return derived ? pool.address : null;
}
