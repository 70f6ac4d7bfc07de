import {
  type Address,
  beginCell,
  type Builder,
  type Cell,
  type Contract,
  contractAddress,
  type ContractProvider,
  type Sender,
  SendMode,
  toNano,
} from '@ton/core';
import { JettonOp } from './jetton-constants';
import { sendEmptyDeploy } from './deploy-message';

export interface JettonMinterConfig {
  /** null creates a jetton that can never be minted. */
  admin: Address | null;
  /** TEP-64 content, see src/jetton-metadata.ts. */
  content: Cell;
  walletCode: Cell;
}

export interface JettonMintParams {
  /** Owner of the wallet that receives the jettons. */
  to: Address;
  jettonAmount: bigint;
  queryId?: bigint | number;
  /** TON the minter sends on to the new wallet. */
  tonAmount?: bigint;
  /** TON the wallet forwards to the owner with a transfer notification; 0 sends none. */
  forwardTonAmount?: bigint;
  /** TON attached to the mint message itself; must cover tonAmount and the minter's fees. */
  totalTonAmount?: bigint;
  /** Receives the excesses of the wallet step; defaults to the sender. */
  responseAddress?: Address | null;
  forwardPayload?: Cell | null;
}

/** Value and query id of an admin message; both have defaults. */
export interface AdminOpOptions {
  value?: bigint;
  queryId?: bigint | number;
}

export interface JettonData {
  totalSupply: bigint;
  mintable: boolean;
  admin: Address | null;
  content: Cell;
  walletCode: Cell;
}

/** Storage of the minter: matches `MinterStorage` in contracts/jetton/storage.tolk. */
export function jettonMinterConfigToCell(config: JettonMinterConfig): Cell {
  return beginCell()
    .storeCoins(0)
    .storeAddress(config.admin)
    .storeRef(config.content)
    .storeRef(config.walletCode)
    .endCell();
}

export class JettonMinter implements Contract {
  constructor(
    readonly address: Address,
    readonly init?: { code: Cell; data: Cell },
  ) {}

  static createFromAddress(address: Address): JettonMinter {
    return new JettonMinter(address);
  }

  static createFromConfig(config: JettonMinterConfig, code: Cell, workchain = 0): JettonMinter {
    const init = { code, data: jettonMinterConfigToCell(config) };
    return new JettonMinter(contractAddress(workchain, init), init);
  }

  async sendDeploy(provider: ContractProvider, via: Sender, value: bigint): Promise<void> {
    await sendEmptyDeploy(provider, via, value);
  }

  async sendMint(provider: ContractProvider, via: Sender, params: JettonMintParams): Promise<void> {
    const tonAmount = params.tonAmount ?? toNano('0.05');
    const forwardTonAmount = params.forwardTonAmount ?? 0n;
    const queryId = params.queryId ?? 0;
    const responseAddress =
      params.responseAddress === undefined ? (via.address ?? null) : params.responseAddress;
    const internalTransfer = beginCell()
      .storeUint(JettonOp.internalTransfer, 32)
      .storeUint(queryId, 64)
      .storeCoins(params.jettonAmount)
      .storeAddress(null) // transferInitiator: none for a mint
      .storeAddress(responseAddress)
      .storeCoins(forwardTonAmount);
    if (params.forwardPayload) {
      internalTransfer.storeBit(1).storeRef(params.forwardPayload);
    } else {
      internalTransfer.storeBit(0);
    }
    await provider.internal(via, {
      value: params.totalTonAmount ?? tonAmount + toNano('0.05'),
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: beginCell()
        .storeUint(JettonOp.mint, 32)
        .storeUint(queryId, 64)
        .storeAddress(params.to)
        .storeCoins(tonAmount)
        .storeRef(internalTransfer.endCell())
        .endCell(),
    });
  }

  async sendChangeAdmin(
    provider: ContractProvider,
    via: Sender,
    newAdmin: Address,
    opts: AdminOpOptions = {},
  ): Promise<void> {
    await this.sendAdminOp(provider, via, JettonOp.changeAdmin, opts, (b) => b.storeAddress(newAdmin));
  }

  async sendChangeContent(
    provider: ContractProvider,
    via: Sender,
    content: Cell,
    opts: AdminOpOptions = {},
  ): Promise<void> {
    await this.sendAdminOp(provider, via, JettonOp.changeContent, opts, (b) => b.storeRef(content));
  }

  async sendDropAdmin(provider: ContractProvider, via: Sender, opts: AdminOpOptions = {}): Promise<void> {
    await this.sendAdminOp(provider, via, JettonOp.dropAdmin, opts);
  }

  /** The admin ops share one layout: op, query id, then their own fields. */
  private async sendAdminOp(
    provider: ContractProvider,
    via: Sender,
    op: number,
    opts: AdminOpOptions,
    fields: (b: Builder) => Builder = (b) => b,
  ): Promise<void> {
    await provider.internal(via, {
      value: opts.value ?? toNano('0.05'),
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: fields(
        beginCell()
          .storeUint(op, 32)
          .storeUint(opts.queryId ?? 0, 64),
      ).endCell(),
    });
  }

  /** TEP-89: the minter answers the sender with take_wallet_address. */
  async sendProvideWalletAddress(
    provider: ContractProvider,
    via: Sender,
    params: { owner: Address; includeOwnerAddress: boolean; value?: bigint; queryId?: bigint | number },
  ): Promise<void> {
    await provider.internal(via, {
      value: params.value ?? toNano('0.05'),
      sendMode: SendMode.PAY_GAS_SEPARATELY,
      body: beginCell()
        .storeUint(JettonOp.provideWalletAddress, 32)
        .storeUint(params.queryId ?? 0, 64)
        .storeAddress(params.owner)
        .storeBit(params.includeOwnerAddress)
        .endCell(),
    });
  }

  async getJettonData(provider: ContractProvider): Promise<JettonData> {
    const { stack } = await provider.get('get_jetton_data', []);
    return {
      totalSupply: stack.readBigNumber(),
      mintable: stack.readBoolean(),
      admin: stack.readAddressOpt(),
      content: stack.readCell(),
      walletCode: stack.readCell(),
    };
  }

  async getTotalSupply(provider: ContractProvider): Promise<bigint> {
    return (await this.getJettonData(provider)).totalSupply;
  }

  async getWalletAddress(provider: ContractProvider, owner: Address): Promise<Address> {
    const { stack } = await provider.get('get_wallet_address', [
      { type: 'slice', cell: beginCell().storeAddress(owner).endCell() },
    ]);
    return stack.readAddress();
  }
}
