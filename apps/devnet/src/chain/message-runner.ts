import { type Address, Cell, Dictionary, loadTransaction, type Transaction } from '@ton/core';
import type { Blockchain, SmartContract } from '@ton/sandbox';
import { balanceChange } from './balance-change';

/** One transaction of a trace the runner made, with its place in the trace. */
export interface RunTx {
  tx: Transaction;
  parent: RunTx | null;
  children: RunTx[];
  /** The account's balance right after this transaction (nanotons). */
  endBalance: bigint;
}

export class MessageRejectedError extends Error {}

type ExecutorArgs = Parameters<Blockchain['executor']['runTransaction']>[0];
type EmulationResult = Awaited<ReturnType<Blockchain['executor']['runTransaction']>>;

/**
 * Runs one message and every message it causes, one transaction at a time in the order the
 * sandbox would (first sent, first run), straight on the sandbox's emulator and accounts.
 *
 * Why not `Blockchain.sendMessage`: after every transaction the sandbox parses the account's
 * whole new state in JavaScript only to learn whether it sits on the masterchain, and the devnet
 * then parsed it once more for the balance. For a pool (8 KB of code and data) that parse costs
 * more than emulating the transaction. Here the new state stays the BoC the emulator returned,
 * parsed later only if something reads it, and balances follow each transaction's value flow.
 */
export class MessageRunner {
  /** Balances of accounts this runner has touched, kept current transaction by transaction. */
  protected readonly balances = new Map<bigint, bigint>();

  constructor(protected readonly blockchain: Blockchain) {}

  /** Something changed accounts behind the runner's back (sandbox calls): read balances again. */
  forgetBalances(): void {
    this.balances.clear();
  }

  /** `ignoreChksig`: wallets accept an unsigned external (emulation only, see scratch-runner.ts). */
  async run(message: Cell, ignoreChksig = false): Promise<RunTx[]> {
    const out: RunTx[] = [];
    const queue: { message: Cell; parent: RunTx | null }[] = [{ message, parent: null }];
    while (queue.length > 0) {
      const next = queue.shift()!;
      const done = await this.runOne(next.message, next.parent, ignoreChksig);
      if (!done) continue;
      out.push(done.tx);
      for (const sent of done.sent) queue.push({ message: sent, parent: done.tx });
    }
    return out;
  }

  private async runOne(
    message: Cell,
    parent: RunTx | null,
    ignoreChksig: boolean,
  ): Promise<{ tx: RunTx; sent: Cell[] } | null> {
    const contract = await this.blockchain.getContract(destination(message));
    const common = Reflect.apply(Reflect.get(contract, 'createCommonArgs') as () => object, contract, [
      { ignoreChksig },
    ]) as ExecutorArgs;
    const result: EmulationResult = await this.blockchain.executor.runTransaction({
      ...common,
      ...this.accountArgs(contract),
      message,
    });
    if (!result.result.success) {
      // the root: the wallet refused the external (bad signature, stale seqno); nothing happened.
      // Deeper down an internal message the emulator cannot run at all is dropped, as a
      // validator would drop it; everything before it stands.
      if (!parent) throw new MessageRejectedError(result.result.error);
      return null;
    }
    const balanceBefore = this.balanceOf(contract);
    const txCell = Cell.fromBase64(result.result.transaction);
    const tx = loadTransaction(txCell.beginParse());
    this.storeState(contract, result.result.shardAccount, tx.now);
    const endBalance = balanceBefore + balanceChange(tx);
    this.balances.set(tx.address, endBalance);
    const node: RunTx = { tx, parent, children: [], endBalance };
    parent?.children.push(node);
    return { tx: node, sent: internalOutMessages(txCell) };
  }

  /** The lt the next transaction starts at and the account's state it runs on: the sandbox's own. */
  protected accountArgs(contract: SmartContract): Pick<ExecutorArgs, 'lt' | 'shardAccount'> {
    Reflect.apply(Reflect.get(this.blockchain, 'increaseLt') as () => void, this.blockchain, []);
    return { lt: this.blockchain.lt, shardAccount: Reflect.get(contract, '_account') as string };
  }

  /** Writes the emulator's new account state into the sandbox without parsing it. */
  protected storeState(contract: SmartContract, shardAccountBase64: string, now: number): void {
    Reflect.set(contract, '_account', shardAccountBase64);
    Reflect.set(contract, 'parsedAccount', undefined);
    Reflect.set(contract, 'lastTxTime', now);
  }

  protected balanceOf(contract: SmartContract): bigint {
    const key = addressKey(contract.address);
    const known = this.balances.get(key);
    if (known !== undefined) return known;
    // first touch: one parse of the account, from then on the value flow keeps it
    return contract.balance;
  }
}

export const addressKey = (address: Address) => BigInt(`0x${address.hash.toString('hex')}`);

/** The out messages a transaction sent to other accounts, as cells, in the order it sent them. */
function internalOutMessages(txCell: Cell): Cell[] {
  // transaction$0111 ... ^[ in_msg:(Maybe ^Message) out_msgs:(HashmapE 15 ^Message) ]
  const io = txCell.refs[0]!.beginParse();
  io.loadMaybeRef();
  const outs = io.loadDict(Dictionary.Keys.Uint(15), Dictionary.Values.Cell());
  return outs
    .keys()
    .sort((a, b) => a - b)
    .map((k) => outs.get(k)!)
    .filter((m) => !m.beginParse().preloadBit()); // int_msg_info$0; ext_out_msg_info$11 leaves the chain
}

/** Where a message goes: int_msg_info$0 or ext_in_msg_info$10. */
function destination(message: Cell): Address {
  const s = message.beginParse();
  if (!s.loadBit()) {
    s.skip(3); // ihr_disabled, bounce, bounced
    s.loadAddressAny(); // src
    return s.loadAddress();
  }
  s.skip(1);
  s.loadAddressAny(); // src: addr_none
  return s.loadAddress();
}
