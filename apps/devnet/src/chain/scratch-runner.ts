import { beginCell, Cell, loadShardAccount, storeShardAccount, type Address } from '@ton/core';
import type { Blockchain, SmartContract } from '@ton/sandbox';
import { addressKey, MessageRunner } from './message-runner';

const LT_ALIGN = 1_000_000n; // the sandbox's step between two transactions' lt

/**
 * A MessageRunner for emulation (TonAPI's /v2/wallet/emulate, /v2/traces/emulate): it reads each
 * account's state from the sandbox but keeps every new state, and its own lt, in a scratch copy
 * that dies with it. The chain the devnet serves is never written, so an emulation changes no
 * account, no lt and no index.
 */
export class ScratchRunner extends MessageRunner {
  private readonly states = new Map<bigint, string>();
  private lt: bigint;

  constructor(blockchain: Blockchain) {
    super(blockchain);
    this.lt = blockchain.lt;
  }

  /** TonAPI's per-account `balance` parameter: the emulation runs as if the account held `balance`. */
  async overrideBalance(address: Address, balance: bigint): Promise<void> {
    const contract = await this.blockchain.getContract(address);
    const shard = loadShardAccount(Cell.fromBase64(this.stateOf(contract)).beginParse());
    if (shard.account) shard.account.storage.balance.coins = balance;
    const cell = beginCell().store(storeShardAccount(shard)).endCell();
    this.states.set(addressKey(address), cell.toBoc().toString('base64'));
    this.balances.set(addressKey(address), balance);
  }

  protected override accountArgs(contract: SmartContract) {
    this.lt += LT_ALIGN;
    return { lt: this.lt, shardAccount: this.stateOf(contract) };
  }

  protected override storeState(contract: SmartContract, shardAccountBase64: string): void {
    this.states.set(addressKey(contract.address), shardAccountBase64);
  }

  private stateOf(contract: SmartContract): string {
    return this.states.get(addressKey(contract.address)) ?? (Reflect.get(contract, '_account') as string);
  }
}
