import { EventEmitter } from 'node:events';
import { Address, beginCell, type Cell, loadMessage, type Message, storeMessage } from '@ton/core';
import { Blockchain, type BlockchainTransaction, snapshotFromSerializable } from '@ton/sandbox';
import { orderLibraries, withLibraries } from '@atoll/contracts';
import { loadCode } from '@atoll/contracts/artifacts';
import { peekContract } from '../chain-readers/contract-state';
import { balanceChange } from './balance-change';
import { BlockClock, type InventedBlock } from './block-clock';
import { ChainStore } from './chain-store';
import { accountOfTx, addPublishedLibraries } from './libraries';
import { MessageRejectedError, MessageRunner, type RunTx } from './message-runner';
import { normalizedHash } from './normalized-hash';
import { ScratchRunner } from './scratch-runner';
import { serializableState } from './state-snapshot';
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
 * The local network: @ton/sandbox (the real TVM emulator, driven by MessageRunner) plus what a
 * network has and the sandbox has not: an index of every transaction and trace, invented blocks,
 * persistence, and one queue so that messages are processed one at a time, in arrival order.
 */
export class DevnetChain extends EventEmitter<ChainEvents> {
  readonly index = new TxIndex();
  readonly blocks: BlockClock;
  private queue: Promise<unknown> = Promise.resolve();
  private dirty = false;
  private readonly runner: MessageRunner;

  private constructor(
    readonly blockchain: Blockchain,
    private readonly store: ChainStore | null,
    private readonly options: DevnetChainOptions,
    savedBlocks: InventedBlock[],
  ) {
    super();
    this.runner = new MessageRunner(blockchain);
    this.blocks = new BlockClock(options.blockIntervalMs, savedBlocks, (block) => this.onBlock(block));
  }

  static async open(options: DevnetChainOptions): Promise<{ chain: DevnetChain; restored: boolean }> {
    const blockchain = await Blockchain.create();
    // the masterchain's public libraries: the order code, which every order's state init names by hash
    // (a deployment publishes it on testnet and mainnet the same way)
    blockchain.libs = orderLibraries(loadCode('Order'));
    const store = options.dataDir ? new ChainStore(options.dataDir) : null;
    if (options.reset) store?.reset();
    const saved = store?.loadState(options.genesisId) ?? null;
    if (saved) {
      await blockchain.loadFrom(snapshotFromSerializable(saved));
      // the saved libraries (what masterchain accounts published) and this build's order code
      blockchain.libs = withLibraries(blockchain.libs, [loadCode('Order')]);
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
    return this.exclusive(() => this.process(message, boc));
  }

  /** Any message (genesis, faucet, bots use internal ones from sandbox treasuries). */
  send(message: Message): Promise<IndexedTx[]> {
    return this.exclusive(() => this.process(message));
  }

  /**
   * Runs a message and its whole trace on a scratch copy of the current state (scratch-runner.ts):
   * the transactions come back with their trace links, and nothing of the chain changes.
   * `balances` runs it as if those accounts held those nanotons (TonAPI's emulation `params`).
   */
  emulate(
    boc: Cell,
    options: { ignoreChksig: boolean; balances?: { address: Address; balance: bigint }[] },
  ): Promise<IndexedTx[]> {
    return this.exclusive(async () => {
      const runner = new ScratchRunner(this.blockchain);
      for (const b of options.balances ?? []) await runner.overrideBalance(b.address, b.balance);
      let txs: RunTx[];
      try {
        txs = await runner.run(boc, options.ignoreChksig);
      } catch (error) {
        if (error instanceof MessageRejectedError) throw new ChainInputError(error.message);
        throw error;
      }
      const root = txs.find((t) => !t.parent)!;
      return this.traceOf(root);
    });
  }

  /** For genesis and bots: runs sandbox calls (treasury sends, opened contracts) inside the queue and indexes their traces. */
  async act<T>(fn: (blockchain: Blockchain) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      const before = this.blockchain.lt;
      try {
        const result = await fn(this.blockchain);
        if (this.blockchain.lt !== before) await this.collectSince(before);
        return result;
      } finally {
        // the sandbox changed accounts itself: balances are read afresh from its state
        this.runner.forgetBalances();
      }
    });
  }

  private async process(message: Message, cell?: Cell): Promise<IndexedTx[]> {
    let txs: RunTx[];
    try {
      txs = await this.runner.run(cell ?? cellOfMessage(message));
    } catch (error) {
      if (error instanceof MessageRejectedError) throw new ChainInputError(error.message);
      throw error;
    }
    await addPublishedLibraries(
      this.blockchain,
      txs.map((t) => t.tx),
    );
    return this.indexTraces(txs.filter((t) => !t.parent));
  }

  /** Indexes the transactions sandbox calls made since lt `before` (genesis, tests), trace by trace. */
  private async collectSince(before: bigint): Promise<IndexedTx[]> {
    const all = (Reflect.get(this.blockchain, 'transactions') as BlockchainTransaction[]).filter(
      (t) => t.lt > before,
    );
    // the sandbox keeps every transaction with its logs forever; the devnet has its own index
    Reflect.set(this.blockchain, 'transactions', []);
    await addPublishedLibraries(this.blockchain, all);
    const endBalances = await this.endBalances(all);
    const nodeOf = (t: BlockchainTransaction, parent: RunTx | null): RunTx => {
      const node: RunTx = { tx: t, parent, children: [], endBalance: endBalances.get(t) ?? 0n };
      node.children = t.children.map((c) => nodeOf(c, node));
      return node;
    };
    const roots = all.filter((t) => !t.parent || t.parent.lt <= before).map((t) => nodeOf(t, null));
    return this.indexTraces(roots);
  }

  private indexTraces(roots: RunTx[]): IndexedTx[] {
    const out: IndexedTx[] = [];
    for (const root of roots) {
      const trace = this.traceOf(root);
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
    const byAccount = new Map<string, BlockchainTransaction[]>();
    for (const t of txs) {
      const key = accountOfTx(t).toRawString();
      byAccount.set(key, [...(byAccount.get(key) ?? []), t]);
    }
    const out = new Map<BlockchainTransaction, bigint>();
    for (const [key, list] of byAccount) {
      const address = Address.parseRaw(key);
      let balance = (await peekContract(this.blockchain, address))?.balance ?? 0n;
      for (const t of list.sort((a, b) => (a.lt < b.lt ? 1 : -1))) {
        out.set(t, balance);
        balance -= balanceChange(t);
      }
    }
    return out;
  }

  /** The trace under `root` as indexed transactions, in lt order (not added to the index). */
  private traceOf(root: RunTx): IndexedTx[] {
    const trace: IndexedTx[] = [];
    const traceId = root.tx.hash().toString('hex');
    const walk = (t: RunTx, parent: string | null) => {
      const indexed = this.toIndexed(t, traceId, parent);
      trace.push(indexed);
      for (const child of t.children) walk(child, indexed.hash);
    };
    walk(root, null);
    return trace.sort((a, b) => (a.lt < b.lt ? -1 : 1));
  }

  private toIndexed(node: RunTx, traceId: string, parentHash: string | null): IndexedTx {
    const t = node.tx;
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
      account: accountOfTx(t).toRawString(),
      lt: t.lt,
      utime: t.now,
      block: this.blocks.current(),
      traceId,
      parentHash,
      childHashes: node.children.map((c) => c.tx.hash().toString('hex')),
      inMsgHash: inMsg ? messageHash(inMsg) : null,
      normalizedHash: inMsg?.info.type === 'external-in' ? normalizedHash(inMsg).toString('hex') : null,
      success,
      endBalance: node.endBalance,
    };
  }

  private onBlock(block: InventedBlock): void {
    this.store?.appendBlock(block);
    if (this.dirty) this.save();
    this.emit('block', block);
  }

  private save(): void {
    if (!this.store) return;
    this.store.saveState(this.options.genesisId, serializableState(this.blockchain));
    this.dirty = false;
  }

  async getAccount(address: Address) {
    return this.blockchain.getContract(address);
  }
}

function messageHash(message: Message): string {
  // TonAPI's message hash is the hash of the message cell as it stands in the transaction
  return message.body && (Reflect.get(message, 'raw') as Cell | undefined)
    ? (Reflect.get(message, 'raw') as Cell).hash().toString('hex')
    : cellOfMessage(message).hash().toString('hex');
}

function cellOfMessage(message: Message): Cell {
  return beginCell().store(storeMessage(message)).endCell();
}
