import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { beginCell, Cell, loadTransaction, storeTransaction, type Transaction } from '@ton/core';
import type { snapshotToSerializable } from '@ton/sandbox';

type SerializableSnapshot = ReturnType<typeof snapshotToSerializable>;
import type { InventedBlock } from './block-clock';
import type { IndexedTx } from './types';

const STATE_VERSION = 3;

interface SavedState {
  version: number;
  genesisId: string;
  snapshot: SerializableSnapshot;
}

interface SavedTx {
  hash: string;
  lt: string;
  utime: number;
  boc: string;
  account: string;
  block: number;
  traceId: string;
  parent: string | null;
  children: string[];
  inMsg: string | null;
  normalized: string | null;
  success: boolean;
  endBalance: string;
}

/**
 * The data directory: `state.json` (accounts, rewritten atomically when a block closes with
 * changes), `transactions.ndjson` and `blocks.ndjson` (append-only). Restarting replays the
 * logs into the index, so the chain and its history come back exactly.
 */
export class ChainStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  reset(): void {
    for (const file of ['state.json', 'transactions.ndjson', 'blocks.ndjson'])
      rmSync(join(this.dir, file), { force: true });
  }

  loadState(genesisId: string): SerializableSnapshot | null {
    const file = join(this.dir, 'state.json');
    if (!existsSync(file)) return null;
    const saved = JSON.parse(readFileSync(file, 'utf-8')) as SavedState;
    // another genesis (other contracts, other demo world) means another chain: start over
    if (saved.version !== STATE_VERSION || saved.genesisId !== genesisId) return null;
    return saved.snapshot;
  }

  saveState(genesisId: string, snapshot: SerializableSnapshot): void {
    const file = join(this.dir, 'state.json');
    const state: SavedState = { version: STATE_VERSION, genesisId, snapshot };
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  }

  appendTxs(txs: IndexedTx[]): void {
    const lines = txs.map((t) => {
      const saved: SavedTx = {
        hash: t.hash,
        lt: t.lt.toString(),
        utime: t.utime,
        boc: beginCell().store(storeTransaction(t.tx)).endCell().toBoc().toString('base64'),
        account: t.account,
        block: t.block.seqno,
        traceId: t.traceId,
        parent: t.parentHash,
        children: t.childHashes,
        inMsg: t.inMsgHash,
        normalized: t.normalizedHash,
        success: t.success,
        endBalance: t.endBalance.toString(),
      };
      return JSON.stringify(saved) + '\n';
    });
    appendFileSync(join(this.dir, 'transactions.ndjson'), lines.join(''));
  }

  loadTxs(): IndexedTx[] {
    const file = join(this.dir, 'transactions.ndjson');
    if (!existsSync(file)) return [];
    const out: IndexedTx[] = [];
    for (const line of readFileSync(file, 'utf-8').split('\n')) {
      if (!line) continue;
      const saved = JSON.parse(line) as SavedTx;
      // parsing a transaction BoC costs 1-3 ms: with thousands of them that would dominate
      // start-up, so each is parsed the first time something reads it
      let parsed: Transaction | null = null;
      const indexed = {
        hash: saved.hash,
        account: saved.account,
        lt: BigInt(saved.lt),
        utime: saved.utime,
        block: { workchain: 0, shard: '8000000000000000', seqno: saved.block },
        traceId: saved.traceId,
        parentHash: saved.parent,
        childHashes: saved.children,
        inMsgHash: saved.inMsg,
        normalizedHash: saved.normalized,
        success: saved.success,
        endBalance: BigInt(saved.endBalance),
      } as IndexedTx;
      Object.defineProperty(indexed, 'tx', {
        enumerable: true,
        get: () => (parsed ??= loadTransaction(Cell.fromBase64(saved.boc).beginParse())),
      });
      out.push(indexed);
    }
    return out;
  }

  appendBlock(block: InventedBlock): void {
    appendFileSync(
      join(this.dir, 'blocks.ndjson'),
      JSON.stringify({ ...block, startLt: block.startLt.toString(), endLt: block.endLt.toString() }) + '\n',
    );
  }

  loadBlocks(): InventedBlock[] {
    const file = join(this.dir, 'blocks.ndjson');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf-8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const b = JSON.parse(line) as {
          seqno: number;
          utime: number;
          startLt: string;
          endLt: string;
          txCount: number;
        };
        return { ...b, startLt: BigInt(b.startLt), endLt: BigInt(b.endLt) };
      });
  }
}
