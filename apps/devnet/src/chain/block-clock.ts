import type { BlockRef } from './types';

export const BASECHAIN_SHARD = '8000000000000000';
export const MASTERCHAIN_SHARD = '8000000000000000';

export interface InventedBlock {
  seqno: number;
  utime: number;
  startLt: bigint;
  endLt: bigint;
  txCount: number;
}

/**
 * Invented masterchain blocks: one every `intervalMs`, holding the transactions made since the
 * previous one. Shard blocks share the masterchain numbering, which keeps them consistent.
 */
export class BlockClock {
  private readonly blocks = new Map<number, InventedBlock>();
  private open: { startLt: bigint | null; endLt: bigint; txCount: number } = {
    startLt: null,
    endLt: 0n,
    txCount: 0,
  };
  private timer: NodeJS.Timeout | null = null;
  headSeqno: number;

  constructor(
    private readonly intervalMs: number,
    initial: InventedBlock[] = [],
    private readonly onBlock: (block: InventedBlock) => void = () => {},
  ) {
    for (const block of initial) this.blocks.set(block.seqno, block);
    this.headSeqno = initial.length ? Math.max(...initial.map((b) => b.seqno)) : 0;
    if (!this.blocks.has(this.headSeqno)) this.close(true);
  }

  start(): void {
    this.timer ??= setInterval(() => this.close(false), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The block a transaction made now belongs to. */
  current(): BlockRef {
    return { workchain: 0, shard: BASECHAIN_SHARD, seqno: this.headSeqno + 1 };
  }

  noteTransaction(lt: bigint): void {
    this.open.startLt ??= lt;
    this.open.endLt = lt;
    this.open.txCount++;
  }

  head(): InventedBlock {
    return this.blocks.get(this.headSeqno)!;
  }

  block(seqno: number): InventedBlock | undefined {
    return this.blocks.get(seqno);
  }

  private close(genesis: boolean): void {
    const seqno = genesis ? this.headSeqno : this.headSeqno + 1;
    const block: InventedBlock = {
      seqno,
      utime: Math.floor(Date.now() / 1000),
      startLt: this.open.startLt ?? this.open.endLt,
      endLt: this.open.endLt,
      txCount: this.open.txCount,
    };
    this.blocks.set(seqno, block);
    this.headSeqno = seqno;
    this.open = { startLt: null, endLt: block.endLt, txCount: 0 };
    this.onBlock(block);
  }
}
