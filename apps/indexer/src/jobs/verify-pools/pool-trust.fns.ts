import { assertGenuinePool, assetOfKey, type DexCodes, DexOp, type TrustRoots } from '@atoll/contracts';
import { Address, Cell } from '@ton/core';
import { poolLogsOf } from '../../chain/pool-logs.fns';
import type { TonApiMessage, TonApiTransaction } from '../../chain/tonapi';
import { type PoolCreated, poolCreatedOf } from '../account-sync/pool-events.fns';

// Trust by derivation (apps/indexer/README.md): a pool is ours only if its address is the one the pinned
// factory derives for its (asset0, asset1, fee tier), from the pool code the pinned hash names. A log, a
// trace's shape or a database row is not proof: the factory answers anyone, so a child of a factory
// transaction can be anyone's contract.

/** The pinned roots and the codes the factory derives pools with (verified against the roots once). */
export interface PoolTrust {
  roots: TrustRoots;
  codes: DexCodes;
}

/** True when `pool` is the address the pinned factory derives for this pair and fee tier. */
export function isDerivedPool(
  trust: PoolTrust,
  p: { pool: string; asset0: string; asset1: string; feeBps: number },
): boolean {
  try {
    assertGenuinePool(
      trust.roots,
      trust.codes,
      Address.parse(p.pool),
      assetOfKey(p.asset0),
      assetOfKey(p.asset1),
      p.feeBps,
    );
    return true;
  } catch {
    // not derived, or not even a pair (same asset twice, a malformed address): not ours either way
    return false;
  }
}

/** A message's op as TonAPI gives it (`op_code` "0x…"), else the first 32 bits of its body. */
export function opOf(m: TonApiMessage): number | null {
  if (m.op_code) return Number.parseInt(m.op_code, 16);
  if (!m.raw_body) return null;
  const s = Cell.fromHex(m.raw_body).beginParse();
  return s.remainingBits >= 32 ? s.loadUint(32) : null;
}

const sameAddress = (a: string | undefined, b: Address): boolean => {
  try {
    return a !== undefined && Address.parse(a).equals(b);
  } catch {
    return false;
  }
};

/** The factory's InitPool messages in one of its transactions: each starts the creating transaction of a pool. */
export function initPoolMessages(tx: TonApiTransaction): TonApiMessage[] {
  return tx.out_msgs.filter((m) => m.msg_type === 'int_msg' && opOf(m) === DexOp.initPool);
}

/**
 * The pool a creating transaction registers, or null: it received InitPool from the pinned factory, it
 * logged pool_created, and its account is the address the factory derives for what the log names.
 */
export function genuinePoolCreated(trust: PoolTrust, tx: TonApiTransaction): PoolCreated | null {
  const m = tx.in_msg;
  if (!m || m.msg_type !== 'int_msg' || opOf(m) !== DexOp.initPool) return null;
  if (!sameAddress(m.source?.address, trust.roots.factory)) return null;
  for (const { event } of poolLogsOf(tx)) {
    const created = poolCreatedOf(Address.parse(tx.account.address).toRawString(), event);
    if (created && isDerivedPool(trust, created)) return created;
  }
  return null;
}
