import {
  type Address,
  beginCell,
  type Cell,
  type Contract,
  type ContractProvider,
  type Sender,
  SendMode,
} from '@ton/core';
import { JettonOp } from './jetton-constants';

export interface JettonTransferParams {
  queryId?: bigint | number;
  jettonAmount: bigint;
  /** Owner of the receiving wallet (not the wallet itself). */
  to: Address;
  /** Where the excess TON goes; null keeps it in the receiving wallet. */
  responseAddress: Address | null;
  customPayload?: Cell | null;
  forwardTonAmount: bigint;
  /** Carried to the recipient in the transfer notification; always stored as a ref. */
  forwardPayload?: Cell | null;
}

export interface JettonBurnParams {
  queryId?: bigint | number;
  jettonAmount: bigint;
  responseAddress: Address | null;
  /** Handed on to the minter in the burn notification. */
  customPayload?: Cell | null;
}

export interface JettonWalletData {
  balance: bigint;
  owner: Address;
  minter: Address;
  walletCode: Cell;
}

/** Body of a TEP-74 transfer, as the owner sends it to its own jetton wallet. */
export function buildJettonTransferBody(params: JettonTransferParams): Cell {
  const body = beginCell()
    .storeUint(JettonOp.transfer, 32)
    .storeUint(params.queryId ?? 0, 64)
    .storeCoins(params.jettonAmount)
    .storeAddress(params.to)
    .storeAddress(params.responseAddress)
    .storeMaybeRef(params.customPayload ?? null)
    .storeCoins(params.forwardTonAmount);
  // Either bit: 1 = payload in a ref, 0 = an empty inline payload.
  if (params.forwardPayload) {
    body.storeBit(1).storeRef(params.forwardPayload);
  } else {
    body.storeBit(0);
  }
  return body.endCell();
}

/** Body of a TEP-74 burn, as the owner sends it to its own jetton wallet. */
export function buildJettonBurnBody(params: JettonBurnParams): Cell {
  return beginCell()
    .storeUint(JettonOp.burn, 32)
    .storeUint(params.queryId ?? 0, 64)
    .storeCoins(params.jettonAmount)
    .storeAddress(params.responseAddress)
    .storeMaybeRef(params.customPayload ?? null)
    .endCell();
}

export class JettonWallet implements Contract {
  constructor(readonly address: Address) {}

  static createFromAddress(address: Address): JettonWallet {
    return new JettonWallet(address);
  }

  async sendTransfer(
    provider: ContractProvider,
    via: Sender,
    params: JettonTransferParams & { value: bigint },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: buildJettonTransferBody(params),
    });
  }

  async sendBurn(
    provider: ContractProvider,
    via: Sender,
    params: JettonBurnParams & { value: bigint },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: buildJettonBurnBody(params),
    });
  }

  /** Jetton balance; 0 for a wallet that has not been deployed yet. */
  async getJettonBalance(provider: ContractProvider): Promise<bigint> {
    const state = await provider.getState();
    if (state.state.type !== 'active') {
      return 0n;
    }
    return (await this.getWalletData(provider)).balance;
  }

  async getWalletData(provider: ContractProvider): Promise<JettonWalletData> {
    const { stack } = await provider.get('get_wallet_data', []);
    return {
      balance: stack.readBigNumber(),
      owner: stack.readAddress(),
      minter: stack.readAddress(),
      walletCode: stack.readCell(),
    };
  }
}
