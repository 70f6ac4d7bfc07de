import {
  type Address,
  type Cell,
  type Contract,
  type ContractProvider,
  type Sender,
  SendMode,
  TupleBuilder,
} from '@ton/core';
import { type Asset, assetFromAddress, assetToAddress } from '../sdk/assets';
import { provideTonBody, swapTonBody, type SwapParams } from '../sdk/payloads';

export interface PoolData {
  status: number;
  feeBps: number;
  reserve0: bigint;
  reserve1: bigint;
  lpSupply: bigint;
  seqno: number;
  asset0: Asset;
  asset1: Asset;
  wallet0: Address | null;
  wallet1: Address | null;
  factory: Address;
}

/** Wrapper of contracts/dex/pool.tolk; the pool is also the master of its LP jetton. */
export class Pool implements Contract {
  constructor(readonly address: Address) {}

  static createFromAddress(address: Address): Pool {
    return new Pool(address);
  }

  async sendSwapTon(
    provider: ContractProvider,
    via: Sender,
    params: { value: bigint; amountIn: bigint; swap: SwapParams; queryId?: bigint },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: swapTonBody(params.queryId ?? 0n, params.amountIn, params.swap),
    });
  }

  async sendProvideTon(
    provider: ContractProvider,
    via: Sender,
    params: { value: bigint; amount: bigint; minLpOut: bigint; deadline?: number; queryId?: bigint },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value,
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: provideTonBody(params.queryId ?? 0n, params.amount, params.minLpOut, params.deadline ?? 0),
    });
  }

  async getPoolData(provider: ContractProvider): Promise<PoolData> {
    const { stack } = await provider.get('get_pool_data', []);
    return {
      status: stack.readNumber(),
      feeBps: stack.readNumber(),
      reserve0: stack.readBigNumber(),
      reserve1: stack.readBigNumber(),
      lpSupply: stack.readBigNumber(),
      seqno: stack.readNumber(),
      asset0: assetFromAddress(stack.readAddressOpt()),
      asset1: assetFromAddress(stack.readAddress()),
      wallet0: stack.readAddressOpt(),
      wallet1: stack.readAddressOpt(),
      factory: stack.readAddress(),
    };
  }

  /** What the pool holds for `owner` outside its reserves (bounced payouts, LP shares, deposit legs). */
  async getHeld(provider: ContractProvider, owner: Address): Promise<{ amount0: bigint; amount1: bigint }> {
    const args = new TupleBuilder();
    args.writeAddress(owner);
    const { stack } = await provider.get('get_held', args.build());
    return { amount0: stack.readBigNumber(), amount1: stack.readBigNumber() };
  }

  async getReserves(provider: ContractProvider): Promise<[bigint, bigint]> {
    const { stack } = await provider.get('get_reserves', []);
    return [stack.readBigNumber(), stack.readBigNumber()];
  }

  async getFee(provider: ContractProvider): Promise<number> {
    return (await provider.get('get_fee', [])).stack.readNumber();
  }

  async getLpSupply(provider: ContractProvider): Promise<bigint> {
    return (await provider.get('get_lp_supply', [])).stack.readBigNumber();
  }

  async getCurve(provider: ContractProvider): Promise<number> {
    return (await provider.get('get_curve', [])).stack.readNumber();
  }

  async getAssets(provider: ContractProvider): Promise<[Asset, Asset]> {
    const { stack } = await provider.get('get_assets', []);
    return [assetFromAddress(stack.readAddressOpt()), assetFromAddress(stack.readAddress())];
  }

  async getExpectedOut(provider: ContractProvider, assetIn: Asset, amountIn: bigint): Promise<bigint> {
    const args = new TupleBuilder();
    args.writeAddress(assetToAddress(assetIn));
    args.writeNumber(amountIn);
    return (await provider.get('get_expected_out', args.build())).stack.readBigNumber();
  }

  async getExpectedIn(provider: ContractProvider, assetOut: Asset, amountOut: bigint): Promise<bigint> {
    const args = new TupleBuilder();
    args.writeAddress(assetToAddress(assetOut));
    args.writeNumber(amountOut);
    return (await provider.get('get_expected_in', args.build())).stack.readBigNumber();
  }

  async getJettonData(
    provider: ContractProvider,
  ): Promise<{ totalSupply: bigint; mintable: boolean; content: Cell; walletCode: Cell }> {
    const { stack } = await provider.get('get_jetton_data', []);
    const totalSupply = stack.readBigNumber();
    const mintable = stack.readBoolean();
    stack.readAddressOpt();
    return { totalSupply, mintable, content: stack.readCell(), walletCode: stack.readCell() };
  }

  /** The owner's LP wallet. */
  async getWalletAddress(provider: ContractProvider, owner: Address): Promise<Address> {
    const args = new TupleBuilder();
    args.writeAddress(owner);
    return (await provider.get('get_wallet_address', args.build())).stack.readAddress();
  }
}
