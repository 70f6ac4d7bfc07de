import type { Transaction } from '@ton/core';

/** A block we invented: the sandbox has none, TonAPI clients expect them. */
export interface BlockRef {
  workchain: number;
  shard: string; // hex, e.g. '8000000000000000'
  seqno: number;
}

/** One transaction as the devnet remembers it, with the links of its trace. */
export interface IndexedTx {
  tx: Transaction;
  hash: string; // lowercase hex
  account: string; // raw address, '0:<hex>'
  lt: bigint;
  utime: number;
  block: BlockRef;
  /** Hash of the root transaction of the trace: the trace id. */
  traceId: string;
  parentHash: string | null;
  childHashes: string[];
  /** Hash of the incoming message cell. */
  inMsgHash: string | null;
  /** TEP-467 normalized hash, for external-in messages. */
  normalizedHash: string | null;
  /** True when the transaction was aborted or its compute phase failed. */
  success: boolean;
  /** The account's balance right after the transaction (nanotons): TonAPI's `end_balance`. */
  endBalance: bigint;
}
