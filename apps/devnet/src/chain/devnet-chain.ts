import { EventEmitter } from 'node:events';
import { Address, type Cell, loadMessage, type Message, type Transaction } from '@ton/core';
import {
  Blockchain,
  type BlockchainTransaction,
  snapshotFromSerializable,
  snapshotToSerializable,
} from '@ton/sandbox';
import { peekContract } from '../chain-readers/contract-state';
import { BlockClock, type InventedBlock } from './block-clock';
import { ChainStore } from './chain-store';
import { normalizedHash } from './normalized-hash';
import { TxIndex } from './tx-index';
import type { IndexedTx } from './types';

export interface DevnetChainOptions {
  /** null keeps everything in memory (tests). */
  dataDir: string | null;
  blockIntervalMs: number;
  reset: boolean;
  /** Identifies the genesis; saved state from another genesis is discarded. */
  genesisId: string;
  genesis: (chain: DevnetChain) => Promise<void>;
}

export class ChainInputError extends Error {}

type ChainEvents = { transaction: [IndexedTx]; trace: [IndexedTx[]]; block: [InventedBlock] };

/**
 * The local network: @ton/sandbox (the real TVM emulator) plus what a network has and the
 * sandbox has not: an index of every transaction and trace, invented blocks, persistence, and
 * one queue so that messages are processed one at a time, in arrival order.
 */
export class DevnetChain extends EventEmitter<ChainEvents> {
  readonly index = new TxIndex();
  readonly blocks: BlockClock;
  private queue: Promise<unknown> = Promise.resolve();
  private dirty = false;

  private constructor(
    readonly blockchain: Blockchain,
    private readonly store: ChainStore | null,
    private readonly options: DevnetChainOptions,
    savedBlocks: InventedBlock[],
  ) {
    super();
    this.blocks = new BlockClock(options.blockIntervalMs, savedBlocks, (block) => this.onBlock(block));
  }

  static async open(options: DevnetChainOptions): Promise<{ chain: DevnetChain; restored: boolean }> {
    const blockchain = await Blockchain.create();
    const store = options.dataDir ? new ChainStore(options.dataDir) : null;
    if (options.reset) store?.reset();
    const saved = store?.loadState(options.genesisId) ?? null;
    if (saved) {
      await blockchain.loadFrom(snapshotFromSerializable(saved));
      const chain = new DevnetChain(blockchain, store, options, store!.loadBlocks());
      for (const tx of store!.loadTxs()) chain.index.add(tx);
      return { chain, restored: true };
    }
    store?.reset();
    const chain = new DevnetChain(blockchain, store, options, []);
    await options.genesis(chain);
    chain.save();
    return { chain, restored: false };
  }

  start(): void {
    this.blocks.start();
  }

  async close(): Promise<void> {
    this.blocks.stop();
    await this.queue;
    if (this.dirty) this.save();
  }

  /** Runs `fn` after everything queued before it: the sandbox processes one message at a time. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A signed external-in message (a wallet's BoC), processed with its whole trace. */
  sendExternal(boc: Cell): Promise<IndexedTx[]> {
    let message: Message;
    try {
      message = loadMessage(boc.beginParse());
    } catch {
      throw new ChainInputError('boc is not a message');
    }
    if (message.info.type !== 'external-in')
      throw new ChainInputError('only external-in messages can be sent');
    return this.exclusive(() => this.process(message));
  }

  /** Any message (genesis, faucet, bots use internal ones from sandbox treasuries). */
  send(message: Message): Promise<IndexedTx[]> {
    return this.exclusive(() => this.process(message));
  }

  /** For genesis and bots: runs sandbox calls (treasury sends, opened contracts) inside the queue and indexes their traces. */
  async act<T>(fn: (blockchain: Blockchain) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const before = this.blockchain.lt;
      const result = await fn(this.blockchain);
      if (this.blockchain.lt !== before) await this.collectSince(before);
      return result;
    });
  }

  private async process(message: Message): Promise<IndexedTx[]> {
    const before = this.blockchain.lt;
    try {
      await this.blockchain.sendMessage(message);
    } catch (error) {
      // e.g. an external the wallet refused (bad signature, wrong seqno): nothing happened
      throw new ChainInputError(error instanceof Error ? error.message : String(error));
    }
    return this.collectSince(before);
  }

  /** Indexes the transactions the sandbox made since lt `before`, trace by trace. */
  private async collectSince(before: bigint): Promise<IndexedTx[]> {
    const all = (Reflect.get(this.blockchain, 'transactions') as BlockchainTransaction[]).filter(
      (t) => t.lt > before,
    );
    const endBalances = await this.endBalances(all);
    // the sandbox keeps every transaction with its logs forever; the devnet has its own index
    Reflect.set(this.blockchain, 'transactions', []);
    const out: IndexedTx[] = [];
    const roots = all.filter((t) => !t.parent || t.parent.lt <= before);
    for (const root of roots) {
      const trace: IndexedTx[] = [];
      const traceId = root.hash().toString('hex');
      const walk = (t: BlockchainTransaction, parent: string | null) => {
        const indexed = this.toIndexed(t, traceId, parent, endBalances.get(t) ?? 0n);
        trace.push(indexed);
        for (const child of t.children) walk(child, indexed.hash);
      };
      walk(root, null);
      trace.sort((a, b) => (a.lt < b.lt ? -1 : 1));
      for (const t of trace) {
        this.index.add(t);
        this.blocks.noteTransaction(t.lt);
      }
      this.store?.appendTxs(trace);
      for (const t of trace) this.emit('transaction', t);
      this.emit('trace', trace);
      out.push(...trace);
    }
    this.dirty = true;
    return out;
  }

  /**
   * Each transaction's end balance. The sandbox keeps only an account's latest state, so its
   * balance now closes the account's last transaction here; earlier ones follow backwards from
   * each transaction's value flow.
   */
  private async endBalances(txs: BlockchainTransaction[]): Promise<Map<BlockchainTransaction, bigint>> {
    const byAccount = new Map<bigint, BlockchainTransaction[]>();
    for (const t of txs) byAccount.set(t.address, [...(byAccount.get(t.address) ?? []), t]);
    const out = new Map<BlockchainTransaction, bigint>();
    for (const [hash, list] of byAccount) {
      const address = new Address(0, Buffer.from(hash.toString(16).padStart(64, '0'), 'hex'));
      let balance = (await peekContract(this.blockchain, address))?.balance ?? 0n;
      for (const t of list.sort((a, b) => (a.lt < b.lt ? 1 : -1))) {
        out.set(t, balance);
        balance -= balanceChange(t);
      }
    }
    return out;
  }

  private toIndexed(
    t: BlockchainTransaction,
    traceId: string,
    parentHash: string | null,
    endBalance: bigint,
  ): IndexedTx {
    const inMsg = t.inMessage;
    const d = t.description;
    let success = true;
    if (d.type === 'generic') {
      const computeOk = d.computePhase.type === 'skipped' || d.computePhase.success;
      success = !d.aborted && computeOk && (d.actionPhase?.success ?? true);
    }
    return {
      tx: t,
      hash: t.hash().toString('hex'),
      account: `0:${t.address.toString(16).padStart(64, '0')}`,
      lt: t.lt,
      utime: t.now,
      block: this.blocks.current(),
      traceId,
      parentHash,
      childHashes: t.children.map((c) => c.hash().toString('hex')),
      inMsgHash: inMsg ? messageHash(inMsg) : null,
      normalizedHash: inMsg?.info.type === 'external-in' ? normalizedHash(inMsg).toString('hex') : null,
      success,
      endBalance,
    };
  }

  private onBlock(block: InventedBlock): void {
    this.store?.appendBlock(block);
    if (this.dirty) this.save();
    this.emit('block', block);
  }

  private save(): void {
    if (!this.store) return;
    const snapshot = snapshotToSerializable({ ...this.blockchain.snapshot(), transactions: [] });
    this.store.saveState(this.options.genesisId, snapshot);
    this.dirty = false;
  }

  async getAccount(address: Address) {
    return this.blockchain.getContract(address);
  }
}

/** What a transaction adds to its account's balance: value in, less fees and everything sent out. */
function balanceChange(t: Transaction): bigint {
  const info = t.inMessage?.info;
  let change = (info?.type === 'internal' ? info.value.coins : 0n) - t.totalFees.coins;
  for (const m of t.outMessages.values())
    if (m.info.type === 'internal') change -= m.info.value.coins + m.info.forwardFee + m.info.ihrFee;
  return change;
}

function messageHash(message: Message): string {
  // TonAPI's message hash is the hash of the message cell as it stands in the transaction
  return message.body && (Reflect.get(message, 'raw') as Cell | undefined)
    ? (Reflect.get(message, 'raw') as Cell).hash().toString('hex')
    : cellOfMessage(message).hash().toString('hex');
}

import { beginCell, storeMessage } from '@ton/core';
function cellOfMessage(message: Message): Cell {
  return beginCell().store(storeMessage(message)).endCell();
}
