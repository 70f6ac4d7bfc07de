import { type Address, type Contract, type ContractProvider, type Sender, SendMode } from '@ton/core';
import { depositCancelBody } from '../sdk/payloads';

export interface DepositData {
  pool: Address;
  owner: Address;
  amount0: bigint;
  amount1: bigint;
  minLpOut: bigint;
  deadline: number;
}

/** Wrapper of contracts/dex/deposit.tolk, the per-user add-liquidity contract. */
export class Deposit implements Contract {
  constructor(readonly address: Address) {}

  static createFromAddress(address: Address): Deposit {
    return new Deposit(address);
  }

  async sendCancel(provider: ContractProvider, via: Sender, value: bigint, queryId = 0n): Promise<void> {
    await provider.internal(via, {
      value,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: depositCancelBody(queryId),
    });
  }

  async getDepositData(provider: ContractProvider): Promise<DepositData> {
    const { stack } = await provider.get('get_deposit_data', []);
    return {
      pool: stack.readAddress(),
      owner: stack.readAddress(),
      amount0: stack.readBigNumber(),
      amount1: stack.readBigNumber(),
      minLpOut: stack.readBigNumber(),
      deadline: stack.readNumber(),
    };
  }
}
