/** Entry file of every contract, relative to packages/contracts/contracts. */
export const CONTRACT_SOURCES = {
  JettonMinter: 'jetton/jetton-minter.tolk',
  JettonWallet: 'jetton/jetton-wallet.tolk',
  Factory: 'dex/factory.tolk',
  Pool: 'dex/pool.tolk',
  Deposit: 'dex/deposit.tolk',
} as const;

export type ContractName = keyof typeof CONTRACT_SOURCES;
