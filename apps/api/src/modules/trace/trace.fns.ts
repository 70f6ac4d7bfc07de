import type { TraceEvent, TraceMessage, TraceResponse, TransactionTree } from '@atoll/shared';
import type { Message, Trace } from '@ton-api/client';

/**
 * docs/product-spec.md §4: no record is Pending; a record whose transactions are not all indexed is Partial;
 * else Full.
 */
export function toTraceResponse(
  record: { complete: boolean } | null,
  events: readonly TraceEvent[],
): TraceResponse {
  if (record === null) return 'Pending';
  const summary = { count: events.length, events: [...events] };
  return record.complete ? { Full: summary } : { Partial: summary };
}

/**
 * The wallet's verified records for one query id as one: a wallet that reused its query id in several
 * operations sees them together, Full only once every one of them is.
 */
export function ownRecord(
  records: ReadonlyArray<{ complete: boolean; txHashes: readonly string[] }>,
): { complete: boolean; txHashes: string[] } | null {
  if (records.length === 0) return null;
  return {
    complete: records.every((r) => r.complete),
    txHashes: [...new Set(records.flatMap((r) => r.txHashes))],
  };
}

function toMessage(message: Message): TraceMessage {
  const op = message.opCode;
  return {
    hash: message.hash,
    msg_type: message.msgType,
    destination: message.destination ? message.destination.address.toRawString() : null,
    value: message.value.toString(),
    ...(op !== undefined && op >= 0n && op <= 0xffffffffn && { op_code: `0x${op.toString(16)}` }),
  };
}

/**
 * TonAPI's trace as the transaction tree of the shared schema. `out_msgs` keeps external-out logs and the
 * internal messages no child transaction has received yet (TonAPI lists every outgoing message on
 * tonapi.io and only the external ones on the devnet; either way a delivered message is a child).
 */
export function toTransactionTree(trace: Trace): TransactionTree {
  const children = trace.children ?? [];
  const delivered = new Set(
    children.map((child) => child.transaction.inMsg?.hash).filter((h) => h !== undefined),
  );
  const tx = trace.transaction;
  return {
    transaction: {
      hash: tx.hash,
      success: tx.success,
      out_msgs: tx.outMsgs
        .filter((m) => m.msgType === 'ext_out_msg' || (m.msgType === 'int_msg' && !delivered.has(m.hash)))
        .map(toMessage),
      account: tx.account.address.toRawString(),
      lt: tx.lt.toString(),
      utime: tx.utime,
    },
    children: children.map(toTransactionTree),
    emulated: trace.emulated ?? false,
  };
}
