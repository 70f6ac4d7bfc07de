/** Entry file of every contract, relative to packages/contracts/contracts. */
export const CONTRACT_SOURCES = {
  JettonMinter: 'jetton/jetton-minter.tolk',
  JettonWallet: 'jetton/jetton-wallet.tolk',
  Factory: 'dex/factory.tolk',
  Pool: 'dex/pool.tolk',
  Deposit: 'dex/deposit.tolk',
  Order: 'dex/order.tolk',
  Librarian: 'library/librarian.tolk', // publishes the order code as a public masterchain library
  ForgedPool: 'test/forged-pool.tolk', // the attacker of the indexer's trust tests (tests only)
  BrokenMinter: 'test/broken-minter.tolk', // a jetton master with a broken TEP-89, for the pool's discovery tests (tests only)
  Refusing: 'test/refusing.tolk', // refuses every message: a paused jetton wallet, a broken LP wallet (tests only)
  HopForger: 'test/hop-forger.tolk', // forges a READY answer to a hop's probe (tests only)
} as const;

export type ContractName = keyof typeof CONTRACT_SOURCES;
