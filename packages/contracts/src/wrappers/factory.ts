import {
  type Address,
  beginCell,
  type Cell,
  type Contract,
  contractAddress,
  type ContractProvider,
  type Sender,
  SendMode,
  TupleBuilder,
} from '@ton/core';
import { type Asset, assetToAddress } from '../sdk/assets';
import { createPoolBody } from '../sdk/payloads';
import { POOL_CREATE_TON } from './dex-constants';
import { sendEmptyDeploy } from './deploy-message';

export interface FactoryConfig {
  admin: Address;
  poolCode: Cell;
  lpWalletCode: Cell;
  depositCode: Cell;
  /** TEP-64 content shared by every pool's LP jetton. */
  lpContent: Cell;
}

/** Storage of contracts/dex/factory.tolk (FactoryStorage). */
export function factoryConfigToCell(config: FactoryConfig): Cell {
  return beginCell()
    .storeAddress(config.admin)
    .storeRef(config.poolCode)
    .storeRef(config.lpWalletCode)
    .storeRef(config.depositCode)
    .storeRef(config.lpContent)
    .endCell();
}

export class Factory implements Contract {
  constructor(
    readonly address: Address,
    readonly init?: { code: Cell; data: Cell },
  ) {}

  static createFromAddress(address: Address): Factory {
    return new Factory(address);
  }

  static createFromConfig(config: FactoryConfig, code: Cell, workchain = 0): Factory {
    const init = { code, data: factoryConfigToCell(config) };
    return new Factory(contractAddress(workchain, init), init);
  }

  async sendDeploy(provider: ContractProvider, via: Sender, value: bigint): Promise<void> {
    await sendEmptyDeploy(provider, via, value);
  }

  async sendCreatePool(
    provider: ContractProvider,
    via: Sender,
    params: { assetA: Asset; assetB: Asset; feeBps: number; queryId?: bigint; value?: bigint },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value ?? POOL_CREATE_TON,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: createPoolBody(params.queryId ?? 0n, params.assetA, params.assetB, params.feeBps),
    });
  }

  /** null when the pair or the fee tier is invalid. */
  async getPoolAddress(
    provider: ContractProvider,
    assetA: Asset,
    assetB: Asset,
    feeBps: number,
  ): Promise<Address | null> {
    const args = new TupleBuilder();
    args.writeAddress(assetToAddress(assetA));
    args.writeAddress(assetToAddress(assetB));
    args.writeNumber(feeBps);
    const { stack } = await provider.get('get_pool_address', args.build());
    return stack.readAddressOpt();
  }

  async getFactoryData(provider: ContractProvider): Promise<FactoryConfig> {
    const { stack } = await provider.get('get_factory_data', []);
    return {
      admin: stack.readAddress(),
      poolCode: stack.readCell(),
      lpWalletCode: stack.readCell(),
      depositCode: stack.readCell(),
      lpContent: stack.readCell(),
    };
  }
}
