// The pool_events columns that the indexer writes and the API reads, in plain values (nano amounts as
// bigint, USD values as decimal strings): each side adds the columns only it needs.

/** One pool log as schema.prisma's PoolEvent stores it: who acted, what moved, and how it ended. */
export interface PoolEventColumns {
  /** Hex hash of the pool transaction that emitted the log. */
  txHash: string;
  poolAddress: string;
  /** Who acted (raw address); for pool_created the creator. */
  userAddress: string;
  /** Swaps only: who received the output. */
  receiver: string | null;
  /** Swaps and swap refunds: true when asset0 went in. */
  zeroForOne: boolean | null;
  amountIn: bigint | null;
  amountOut: bigint | null;
  amount0: bigint | null;
  amount1: bigint | null;
  lpAmount: bigint | null;
  amountInUsd: string | null;
  amountOutUsd: string | null;
  amount0Usd: string | null;
  amount1Usd: string | null;
  /** Refunds only: RefundReasonName of @atoll/contracts or 'unknown'. */
  refundReason: string | null;
  success: boolean;
  gasUsed: bigint;
  timestamp: Date;
}
