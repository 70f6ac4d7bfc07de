import type { IndexedTx } from './types';

/**
 * Every transaction by hash, by account (in lt order), by incoming message hash and by the
 * normalized hash of its external message. The sandbox's own history is not usable for this
 * (it is a flat list that is reversed on every read), so the devnet keeps its own.
 */
export class TxIndex {
  private readonly byHash = new Map<string, IndexedTx>();
  private readonly byAccount = new Map<string, IndexedTx[]>();
  private readonly byInMsg = new Map<string, IndexedTx>();
  private readonly byNormalized = new Map<string, IndexedTx>();
  private count = 0;

  add(tx: IndexedTx): void {
    this.byHash.set(tx.hash, tx);
    let list = this.byAccount.get(tx.account);
    if (!list) {
      list = [];
      this.byAccount.set(tx.account, list);
    }
    list.push(tx); // lt only grows, so the list stays sorted
    if (tx.inMsgHash) this.byInMsg.set(tx.inMsgHash, tx);
    if (tx.normalizedHash) this.byNormalized.set(tx.normalizedHash, tx);
    this.count++;
  }

  get size(): number {
    return this.count;
  }

  get(hash: string): IndexedTx | undefined {
    return this.byHash.get(hash.toLowerCase());
  }

  byMessageHash(hash: string): IndexedTx | undefined {
    const key = hash.toLowerCase();
    return this.byInMsg.get(key) ?? this.byNormalized.get(key);
  }

  /** The root transaction of the trace that `id` names: any tx hash, ext message hash or normalized hash. */
  traceRoot(id: string): IndexedTx | undefined {
    const key = id.toLowerCase();
    const tx = this.byHash.get(key) ?? this.byInMsg.get(key) ?? this.byNormalized.get(key);
    return tx ? this.byHash.get(tx.traceId) : undefined;
  }

  /**
   * Transactions of an account. `afterLt`/`beforeLt` are exclusive bounds; newest first unless
   * `ascending`.
   */
  accountTxs(
    account: string,
    opts: { afterLt?: bigint; beforeLt?: bigint; limit: number; ascending: boolean },
  ): IndexedTx[] {
    const list = this.byAccount.get(account) ?? [];
    const inRange = (tx: IndexedTx) =>
      (opts.afterLt === undefined || tx.lt > opts.afterLt) &&
      (opts.beforeLt === undefined || tx.lt < opts.beforeLt);
    const out: IndexedTx[] = [];
    if (opts.ascending) {
      for (let i = 0; i < list.length && out.length < opts.limit; i++)
        if (inRange(list[i]!)) out.push(list[i]!);
    } else {
      for (let i = list.length - 1; i >= 0 && out.length < opts.limit; i--)
        if (inRange(list[i]!)) out.push(list[i]!);
    }
    return out;
  }

  lastTx(account: string): IndexedTx | undefined {
    const list = this.byAccount.get(account);
    return list ? list[list.length - 1] : undefined;
  }

  accounts(): IterableIterator<string> {
    return this.byAccount.keys();
  }
}
